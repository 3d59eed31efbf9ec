/**
 * Reply draft calls that need the connection at once: create (decision 53), delete, attachment
 * upload and attachment delete (decision 57). Create and upload carry an `Idempotency-Key`
 * (decision 4), fixed per user action, so a retried request never acts twice. Saves and
 * sends go through the outbox instead (../drafts/outbox-service.ts).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { correspondenceKeys } from "./correspondence-queries";
import { AttachmentListSchema, SubRowSchema } from "./schemas";

function idempotencyKey(): string {
  return crypto.randomUUID();
}

export function useCreateDraftMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, key = idempotencyKey() }: { messageId: number; key?: string }) =>
      apiRequest({
        method: "POST",
        path: "/correspondences/draft",
        query: { messageId },
        headers: { "Idempotency-Key": key },
        schema: SubRowSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: correspondenceKeys.all }),
  });
}

export function useDeleteDraftMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ draftId }: { draftId: number }) => {
      await apiRequest({ method: "DELETE", path: `/correspondences/draft/${draftId}`, schema: "void" });
      const { forgetDraft } = await import("../drafts/outbox-service");
      await forgetDraft(draftId);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: correspondenceKeys.all }),
  });
}

export function useUploadAttachmentsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draftId, files, key = idempotencyKey() }: { draftId: number; files: File[]; key?: string }) => {
      const body = new FormData();
      for (const file of files) body.append("files", file, file.name);
      return apiRequest({
        method: "POST",
        path: `/correspondences/attachments/${draftId}`,
        multipart: body,
        headers: { "Idempotency-Key": key },
        schema: AttachmentListSchema,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: correspondenceKeys.details() }),
  });
}

export function useDeleteAttachmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attachmentId }: { attachmentId: number }) =>
      apiRequest({ method: "DELETE", path: `/correspondences/attachments/${attachmentId}`, schema: "void" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: correspondenceKeys.details() }),
  });
}
