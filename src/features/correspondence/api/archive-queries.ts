/**
 * Queries of the storage screen: the office's count of the account's letters in
 * each keep window (its sizes are those counts times the size of a stored letter).
 */
import { queryOptions } from "@tanstack/react-query";
import type { ArchiveKeep } from "@/lib/db";
import { ARCHIVE_KEEPS, keepFromDay } from "../archive/keep";
import { officeLetterCount } from "./changes";
import { correspondenceKeys } from "./correspondence-queries";

export type ArchiveCounts = Record<ArchiveKeep, number>;

export const archiveQueries = {
  /** Per keep window, the office's letters received since its first day (the requests run in parallel). */
  counts: (today: string) =>
    queryOptions({
      queryKey: [...correspondenceKeys.all, "archive-counts", today] as const,
      queryFn: async ({ signal }): Promise<ArchiveCounts> => {
        const counts = await Promise.all(ARCHIVE_KEEPS.map((keep) => officeLetterCount(keepFromDay(keep, today), today, signal)));
        return Object.fromEntries(ARCHIVE_KEEPS.map((keep, index) => [keep, counts[index] ?? 0])) as ArchiveCounts;
      },
    }),
};
