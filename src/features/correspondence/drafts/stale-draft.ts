/**
 * Stale-draft warning (issue 4): a reply written on this device (offline, or long before it is
 * sent) may answer a thread that moved on. Before sending, the thread is read again, and the
 * replies sent in it after this device started writing, which the user was not shown when the
 * thread opened, are named to the user.
 */
import type { SubRow } from "../api/schemas";
import { officeInstant } from "../dates";

/**
 * Sent replies of the thread (not this draft, not among `shown`) newer than `writingSince`
 * (ms since the epoch; null when this device has no unsent writing).
 */
export function newerReplies(subRows: readonly SubRow[], draftId: number, writingSince: number | null | undefined, shown: ReadonlySet<number> = new Set()): SubRow[] {
  if (writingSince === null || writingSince === undefined) return [];
  return subRows.filter((row) => row.id !== draftId && row.draftStatus === "SENT" && !shown.has(row.id) && officeInstant(row.actionDate) > writingSince);
}
