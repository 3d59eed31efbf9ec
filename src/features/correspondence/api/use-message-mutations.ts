/**
 * Marking a message important/unimportant or unread (PATCH with a JSON Patch list, decision
 * 52). Spec 2 §4: changing importance or status reloads the list (and the new-message count).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { countQueryKeys } from "@/lib/counts";
import { correspondenceKeys } from "./correspondence-queries";
import type { MessageStatus } from "./schemas";

export interface MessagePatch {
  id: number;
  important?: boolean;
  messageStatus?: MessageStatus;
}

export function patchOperations(patch: MessagePatch): { op: "replace"; path: string; value: boolean | string }[] {
  const operations: { op: "replace"; path: string; value: boolean | string }[] = [];
  if (patch.important !== undefined) operations.push({ op: "replace", path: "/important", value: patch.important });
  if (patch.messageStatus !== undefined) operations.push({ op: "replace", path: "/messageStatus", value: patch.messageStatus });
  return operations;
}

export function usePatchMessageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: MessagePatch) =>
      apiRequest({
        method: "PATCH",
        path: `/correspondences/message/${patch.id}`,
        json: patchOperations(patch),
        headers: { "Content-Type": "application/json-patch+json" },
        schema: "void",
      }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: correspondenceKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: correspondenceKeys.details() }),
        queryClient.invalidateQueries({ queryKey: countQueryKeys.newCorrespondence() }),
      ]);
    },
  });
}
