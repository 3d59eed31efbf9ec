/**
 * A reply draft's text is stored once on the device (issue 16):
 * - while it holds typing the office has not confirmed: in the draft's outbox entry
 *   (`ipo-outbox`, src/lib/outbox), the one device copy of unsent work;
 * - otherwise: the office's draft as last read, in the thread's offline copy (`offlineThreads`,
 *   ./device-copies.ts), so an office-saved draft can still be opened and edited offline.
 * Every other device copy of correspondence data (persisted queries in `queryCache`, inbox
 * pages, stored messages and their search text) keeps a draft row without its text: its body
 * is `DRAFT_BODY_ON_DEVICE`, and the draft session (../drafts/use-draft-session.ts) rebuilds it
 * from the entry or the thread copy when the draft opens. With neither (a thread only seen in
 * a list, or its copy dropped), the draft is fetched from the office when online; offline the
 * panel says the draft is saved at the office and opens when the connection is back.
 */
import type { SubRow } from "./schemas";

/** The body of a stored draft row whose text is kept elsewhere on the device (never shown). */
export const DRAFT_BODY_ON_DEVICE = "\u0000draft-text-stored-once";

export function isDraftBodyElsewhere(body: string): boolean {
  return body === DRAFT_BODY_ON_DEVICE;
}

function isDraftRow(value: object): value is SubRow {
  return "draftStatus" in value && value.draftStatus === "DRAFT" && "body" in value && typeof value.body === "string";
}

/**
 * The value with every draft row's text taken out (`keep` names the drafts whose text this
 * copy is the home of). Works on any correspondence shape (a thread, an inbox page, the
 * expiring letters): sent replies and letters are left as they are.
 */
export function withoutDraftBodies<T>(value: T, keep: (draftId: number) => boolean = () => false): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutDraftBodies(item, keep)) as T;
  if (typeof value !== "object" || value === null) return value;
  if (isDraftRow(value)) return (keep(value.id) ? value : { ...value, body: DRAFT_BODY_ON_DEVICE }) as T;
  const copy: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) copy[name] = withoutDraftBodies(field, keep);
  return copy as T;
}

/** The drafts among the rows (their ids). */
export function draftIdsOf(rows: readonly SubRow[] | null | undefined): number[] {
  return (rows ?? []).filter((row) => row.draftStatus === "DRAFT").map((row) => row.id);
}
