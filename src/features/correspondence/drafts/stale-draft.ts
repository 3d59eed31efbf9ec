/**
 * Stale-draft warning: a reply written on this device (offline, or long before it is
 * sent) may answer a thread that moved on. Before sending, the thread is read again, and the
 * replies sent in it after this device started writing, which the user was not shown when the
 * thread opened, are named to the user.
 */
import { apiRequest } from "@/lib/api";
import { CorrespondenceMessageSchema, type SubRow } from "../api/schemas";
import { officeInstant } from "../dates";
import { toSearchRequest } from "../list-params";

/**
 * The thread's replies as the office has them now, read past every cache and without touching
 * the screen's query data (the panel must stay while the user decides). Null when unreachable.
 */
export async function currentReplies(messageId: number): Promise<SubRow[] | null> {
  try {
    const message = await apiRequest({
      method: "POST",
      path: `/correspondences/message/detail/${messageId}`,
      json: toSearchRequest({}, "ALLS"),
      schema: CorrespondenceMessageSchema,
      signal: AbortSignal.timeout(5_000),
    });
    return message.subRows ?? [];
  } catch {
    return null;
  }
}

/**
 * Sent replies of the thread (not this draft, not among `shown`) newer than `writingSince`
 * (ms since the epoch; null when this device has no unsent writing).
 */
export function newerReplies(subRows: readonly SubRow[], draftId: number | null, writingSince: number | null | undefined, shown: ReadonlySet<number> = new Set()): SubRow[] {
  if (writingSince === null || writingSince === undefined) return [];
  // The office's dates have whole seconds: a reply within the same second counts as newer.
  const since = Math.floor(writingSince / 1000) * 1000;
  return subRows.filter((row) => row.id !== draftId && row.draftStatus === "SENT" && !shown.has(row.id) && officeInstant(row.actionDate) >= since);
}
