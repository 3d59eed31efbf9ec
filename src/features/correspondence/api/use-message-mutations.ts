/**
 * Marking a message important/unimportant or unread (PATCH with a JSON Patch list, decision
 * 52). Spec 2 §4: changing importance or status reloads the list (and the new-message count).
 * With the outbox running (signed-in, not read-only) the change is queued there, so it survives
 * a lost connection and is delivered in order after the drafts queued before it.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { patchOperations } from "../outbox/deliver";
import { countQueryKeys } from "../counts/new-correspondence";
import { correspondenceKeys } from "./correspondence-queries";
import type { MessageStatus } from "./schemas";

export interface MessagePatch {
  id: number;
  important?: boolean;
  messageStatus?: MessageStatus;
}

export { patchOperations };

async function sendPatch(patch: MessagePatch): Promise<void> {
  const outbox = (await import("@/lib/outbox")).currentOutbox();
  if (outbox) {
    const { id, ...fields } = patch;
    const outcome = await outbox.deliverNow({ kind: "message.patch", payload: { messageId: id, ...fields } });
    if (outcome.kind !== "failed") return;
    // Refused while the user watches: the error dialog says so, nothing waits in "needs attention".
    await outbox.discard(outcome.entry.key);
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
    // Not awaited: offline, the refetches pause until the connection is back, and the
    // mutation would stay pending with them.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: correspondenceKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: correspondenceKeys.details() });
      void queryClient.invalidateQueries({ queryKey: countQueryKeys.newCorrespondence() });
    },
  });
}
