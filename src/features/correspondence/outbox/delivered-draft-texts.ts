/**
 * What this page has seen the office take for each reply draft: the body of the last delivered
 * save and the office's `actionDate` for it, whoever delivered it (this page, another tab, the
 * service worker: every page's outbox hears them all and notes each one here from its start,
 * a page listener registered by ./register.ts). A thread read from the office just before such a delivery still
 * carries the older draft, in memory (the thread query) and sometimes in its device copy; the
 * draft's editor, whenever it opens, takes this text instead when the copy is not newer
 * (../drafts/use-draft-session.ts), so it never shows the older copy,
 * nor saves it back over the office's. In memory only: a new page reads the office anew.
 */
import type { OutboxEvent } from "@/lib/outbox";
import { registerStateReset } from "@/lib/state/reset";

export interface DeliveredDraftText {
  body: string;
  /** The office's `actionDate` of the saved draft (office local time, as in a thread). */
  actionDate: string;
}

/** Per outbox key of a draft (`draftKey(userId, draftId)`: accounts never mix). */
const delivered = new Map<string, DeliveredDraftText>();
registerStateReset(() => delivered.clear());

/** The office's `actionDate` in the answer to a delivered draft save or send, when it has one. */
export function deliveredActionDate(response: unknown): string | null {
  const value = typeof response === "object" && response !== null ? (response as { actionDate?: unknown }).actionDate : null;
  return typeof value === "string" ? value : null;
}

/** An outbox listener: notes every delivered draft save (a send ends the draft: forgotten). */
export function noteDeliveredDraft(event: OutboxEvent): void {
  if (event.type !== "delivered") return;
  const { entry } = event;
  if (entry.kind !== "draft.save" && entry.kind !== "draft.send") return;
  const actionDate = deliveredActionDate(event.response);
  // Without the office's time a read cannot be ordered against it: the older note goes too.
  if (entry.kind === "draft.send" || actionDate === null) delivered.delete(entry.key);
  else delivered.set(entry.key, { body: entry.payload.body, actionDate });
}

/** The last text the office took for the draft of this outbox key, as seen by this page. */
export function deliveredDraftText(key: string): DeliveredDraftText | undefined {
  return delivered.get(key);
}
