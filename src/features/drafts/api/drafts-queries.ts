/**
 * My-drafts list (`POST /applications/drafts/{tab}`, decision 66) and the draft actions
 * (decision 67: delete, resume, lock, unlock by `{appId}`; `{type}` is the draft's IP right).
 * Delete, lock and unlock reload the lists (spec 2 §4).
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { ListRequest } from "@/lib/lists";
import { DraftPageSchema, UrlResponseSchema, type DraftItem } from "./schemas";

export type DraftTab = "trademark" | "design" | "eservice";

export const draftsQueryKeys = {
  all: ["drafts"] as const,
  list: (tab: DraftTab, request: ListRequest) => ["drafts", "list", tab, request] as const,
};

export const draftsQueries = {
  list: (tab: DraftTab, request: ListRequest) =>
    queryOptions({
      queryKey: draftsQueryKeys.list(tab, request),
      queryFn: ({ signal }) =>
        apiRequest({ method: "POST", path: `/applications/drafts/${tab}`, json: request, schema: DraftPageSchema, signal }),
      placeholderData: keepPreviousData,
    }),
};

export interface DraftTarget {
  tab: DraftTab;
  draft: Pick<DraftItem, "id" | "ipRightType">;
}

function draftPath({ tab, draft }: DraftTarget): string {
  return `/applications/${tab}/${draft.ipRightType}/${draft.id}`;
}

export type DraftAction = "delete" | "lock" | "unlock";

/** Delete, lock or unlock a draft; the draft lists reload afterwards, success or not. */
export function useDraftActionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, target }: { action: DraftAction; target: DraftTarget }) =>
      action === "delete"
        ? apiRequest({ method: "DELETE", path: draftPath(target), schema: "void" })
        : apiRequest({ method: "POST", path: `${draftPath(target)}/${action}`, schema: "void" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: draftsQueryKeys.all }),
  });
}

export function useResumeDraftMutation() {
  return useMutation({
    mutationFn: (target: DraftTarget) => apiRequest({ path: `${draftPath(target)}/resume`, schema: UrlResponseSchema }),
  });
}
