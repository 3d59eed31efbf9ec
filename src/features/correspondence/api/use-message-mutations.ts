/**
 * Marking a message important/unimportant or unread (PATCH with a JSON Patch list, decision
 * 52). Spec 2 §4: changing importance or status reloads the list (and the new-message count).
 * With the outbox running (signed-in, not read-only) the change is queued there, so it survives
 * a lost connection and is delivered in order after the drafts queued before it.
 */
import { patchOperations, type OutboxEntry } from "@sw/outbox";
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

export { patchOperations };

async function sendPatch(patch: MessagePatch): Promise<void> {
  const outbox = await import("../drafts/outbox-service");
  if (outbox.outboxStarted()) {
    const { id, ...fields } = patch;
    let queued: OutboxEntry | null = null;
    const outcome = await outbox.deliverNow(async () => (queued = await outbox.enqueuePatch({ messageId: id, ...fields })));
    if (outcome.kind !== "failed") return;
    // Refused while the user watches: the error dialog says so, nothing waits in "needs attention".
    if (queued) await outbox.discardEntry(queued);
    throw outcome.error;
  }
  await apiRequest({
    method: "PATCH",
    path: `/correspondences/message/${patch.id}`,
    json: patchOperations(patch),
    headers: { "Content-Type": "application/json-patch+json" },
    schema: "void",
  });
}

export function usePatchMessageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs offline too: the outbox keeps the work until the connection is back.
    networkMode: "always",
    mutationFn: sendPatch,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: correspondenceKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: correspondenceKeys.details() }),
        queryClient.invalidateQueries({ queryKey: countQueryKeys.newCorrespondence() }),
      ]);
    },
  });
}
