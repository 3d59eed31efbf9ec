/**
 * Stale-draft warning (issue 4): a reply written while offline (or not yet confirmed by the
 * office) may answer a thread that moved on. Before sending, the thread is read again and the
 * replies sent in it after the first unconfirmed edit of this draft are named to the user.
 */
import type { SubRow } from "../api/schemas";
import { officeInstant } from "../dates";

/** Sent replies of the thread (not this draft) newer than `pendingSince` (ms since the epoch). */
export function newerReplies(subRows: readonly SubRow[], draftId: number, pendingSince: number | null | undefined): SubRow[] {
  if (pendingSince === null || pendingSince === undefined) return [];
  return subRows.filter((row) => row.id !== draftId && row.draftStatus === "SENT" && officeInstant(row.actionDate) > pendingSince);
}
