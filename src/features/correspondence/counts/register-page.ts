/** The correspondence feature's counts in the page: their sources (./register.ts) with their polled queries. */
import { registerPageCount } from "@/lib/counts/use-count";
import { countQueryKeys, useNewCorrespondenceCount } from "./new-correspondence";
import { dueRepliesSource, newCorrespondenceSource } from "./register";
import { useDueRepliesCount } from "./use-due-replies-count";

export function registerCorrespondencePageCounts(): void {
  registerPageCount({ ...newCorrespondenceSource, usePolled: (_user, enabled) => useNewCorrespondenceCount(enabled), cacheKey: countQueryKeys.newCorrespondence() });
  registerPageCount({ ...dueRepliesSource, usePolled: (_user, enabled) => useDueRepliesCount(enabled) });
}
