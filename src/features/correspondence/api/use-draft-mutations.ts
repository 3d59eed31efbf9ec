/**
 * Reply draft calls: create (decision 53), delete and attachment delete need the connection at
 * once; create carries an `Idempotency-Key` (decision 4), fixed per user action, so a retried
 * request never acts twice. Attachment uploads (decision 57), like saves and sends, go through
 * the outbox (src/lib/outbox): the file bytes, read, hashed and page-counted when attached
 * (src/lib/file-check, decision 86), wait in IndexedDB until the office acknowledges them,
 * under one Idempotency-Key for every retry.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, isApiError } from "@/lib/api";
import { inspectFiles } from "@/lib/file-check";
import { CHECKSUM_MISMATCH } from "../outbox/checksums";
import { correspondenceKeys } from "./correspondence-queries";
import { SubRowSchema } from "./schemas";

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
      const [{ currentOutbox }, { discardDraft }] = await Promise.all([import("@/lib/outbox"), import("../outbox/queued-work")]);
      const outbox = currentOutbox();
      if (outbox) await discardDraft(outbox, draftId);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: correspondenceKeys.all }),
  });
}

/**
 * Outcome of an upload: taken by the office now, queued on the device (offline), or refused
 * because the bytes the office received differ from the device's (decision 86): kept, listed
 * with the reason and "Send again".
 */
export type UploadOutcome = "uploaded" | "queued" | "mismatch";

/** The office received other bytes than the device hashed: worth sending again, so kept. */
function isChecksumMismatch(error: unknown): boolean {
  return error === CHECKSUM_MISMATCH || (isApiError(error) && error.description === CHECKSUM_MISMATCH);
}

export function useUploadAttachmentsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs offline too: the outbox keeps the work until the connection is back.
    networkMode: "always",
    mutationFn: async ({ draftId, messageId, files }: { draftId: number | null; messageId: number; files: File[] }): Promise<UploadOutcome> => {
      const [{ currentOutbox }, { uploadOperation }] = await Promise.all([import("@/lib/outbox"), import("../outbox/queued-work")]);
      // The open draft (use-draft-session) has started the signed-in user's outbox.
      const outbox = currentOutbox();
      if (!outbox) throw new Error("the outbox is not started");
      const outcome = await outbox.deliverNow(uploadOperation(draftId, messageId, await inspectFiles(files)));
      if (outcome.kind === "failed" && isChecksumMismatch(outcome.error)) return "mismatch";
      if (outcome.kind === "failed") {
        // The user is told at once (type, size): nothing to keep for later.
        await outbox.discard(outcome.entry.key);
        throw outcome.error;
      }
      return outcome.kind === "delivered" ? "uploaded" : "queued";
    },
    // Not awaited: offline, a refetch of the screen's queries pauses until the connection is
    // back, and the mutation (its caller's spinner) would wait with it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: correspondenceKeys.details() }),
  });
}

/** Outcome of files joining a letter's reply whose draft the device does not know. */
export type NewDraftUploadOutcome = { kind: "uploaded"; draftId: number | null } | { kind: "queued"; key: string };

/**
 * Files for the reply of a letter without a known draft (the share picker): one outbox entry
 * creates the draft (or finds it, decision 53) and uploads the files, now or, offline, when
 * the connection is back. Queued, it answers the entry's key so the screen can follow it.
 */
export function useUploadToNewDraftMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs offline too: the outbox keeps the work until the connection is back.
    networkMode: "always",
    mutationFn: async ({ userId, messageId, files }: { userId: number; messageId: number; files: File[] }): Promise<NewDraftUploadOutcome> => {
      const [{ startCorrespondenceOutbox }, { uploadOperation }] = await Promise.all([import("../outbox/register-page"), import("../outbox/queued-work")]);
      const outbox = startCorrespondenceOutbox(userId);
      const outcome = await outbox.deliverNow(uploadOperation(null, messageId, await inspectFiles(files)));
      if (outcome.kind === "failed") {
        await outbox.discard(outcome.entry.key);
        throw outcome.error;
      }
      if (outcome.kind === "queued") return { kind: "queued", key: outcome.entry.key };
      const draftId = (outcome.response as { draftId?: unknown } | null)?.draftId;
      return { kind: "uploaded", draftId: typeof draftId === "number" ? draftId : null };
    },
    // Not awaited (see useUploadAttachmentsMutation): queued offline, the share picker says so at once.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: correspondenceKeys.all }),
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
