/**
 * A reply draft's text has two sources on the device (kept by the thread record):
 * - the unsent typing: the draft's outbox entry (`ipo-outbox`, src/lib/outbox);
 * - the office's last copy: the thread's device record (`offlineThreads`, ./thread-record.ts),
 *   so an office-saved draft can still be opened and edited offline.
 * Every other device copy of correspondence data (persisted queries in `queryCache`, inbox
 * pages, stored messages and their search text) keeps draft rows without `body` (optional in
 * ./schemas.ts for this reason): the copy simply does not hold the text. The draft session
 * (../drafts/use-draft-session.ts) reads it from the entry and the record when the draft opens;
 * with neither (a thread only seen in a list), the draft is fetched from the office when online,
 * and offline the panel says the draft is saved at the office.
 */

function isDraftRow(value: object): boolean {
  return "draftStatus" in value && value.draftStatus === "DRAFT" && "body" in value;
}

/**
 * The value with every draft row's text taken out (its `body` removed). Works on any
 * correspondence shape (a thread, an inbox page, the expiring letters): sent replies and
 * letters are left as they are.
 */
export function withoutDraftBodies<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutDraftBodies(item)) as T;
  if (typeof value !== "object" || value === null) return value;
  if (isDraftRow(value)) {
    const { body: _text, ...row } = value as { body?: unknown };
    return row as T;
  }
  const copy: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) copy[name] = withoutDraftBodies(field);
  return copy as T;
}
