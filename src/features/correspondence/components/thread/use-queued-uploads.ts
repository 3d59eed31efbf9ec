/**
 * The files of a letter's reply that wait in the outbox (src/lib/outbox): uploads queued
 * offline to a draft, and files shared offline to a letter without a draft yet (`draftId`
 * null: the outbox creates the draft when the connection is back). Follows every tab's and
 * the worker's outbox events; when such an upload is delivered, the thread is read again so
 * the office's draft and its files replace the queued ones. A file can be taken back
 * (`withdraw`), never while it is on the wire (the outbox's lock); a file the office refused
 * (e.g. `attachment.checksum.mismatch`, decision 86) is listed with the reason and can be sent
 * again (`sendAgain`).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import type { OutboxEntry } from "@/lib/outbox";
import { correspondenceKeys } from "../../api/correspondence-queries";

export interface QueuedUpload {
  /** The outbox entry holding the file. */
  key: string;
  /** Position of the file in its entry. */
  index: number;
  name: string;
  /** Bytes. */
  size: number;
  /** Pages of a PDF counted on the device when attached (decision 86). */
  pageCount: number | null;
  /** The office refused it (its key; the entry waits in "needs attention"); null while queued. */
  refusal: string | null;
}

/** The queued files of `messageId` bound for one of `draftIds` (null: the draft to be created), refused ones included. Pure. */
export function queuedUploadsOf(entries: readonly OutboxEntry[], messageId: number, draftIds: readonly (number | null)[]): QueuedUpload[] {
  return entries.flatMap((entry) =>
    entry.kind === "attachment.upload" && entry.payload.messageId === messageId && draftIds.includes(entry.payload.draftId)
      ? entry.payload.files.map((file, index) => ({
          key: entry.key,
          index,
          name: file.name,
          size: file.size,
          pageCount: file.pageCount ?? null,
          // A refusal that names one file of the upload concerns that file only.
          refusal: entry.failed && (entry.failed.file === undefined || entry.failed.file === file.name) ? entry.failed.error : null,
        }))
      : [],
  );
}

export interface QueuedUploadsOptions {
  messageId: number;
  /** The drafts whose files are wanted; null stands for the draft the outbox will create. */
  draftIds: readonly (number | null)[];
  /** False: nothing is read (a read-only session has no outbox). */
  enabled: boolean;
}

export function useQueuedUploads({ messageId, draftIds, enabled }: QueuedUploadsOptions) {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<QueuedUpload[]>([]);
  // One dependency for the effect, whatever array the caller builds each render.
  const drafts = draftIds.map(String).join(",");

  useEffect(() => {
    if (!enabled) return;
    const wanted = drafts.split(",").map((id) => (id === "null" ? null : Number(id)));
    let stop: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([import("@/lib/outbox"), import("../../outbox/queued-work")]).then(([{ currentOutbox }, { newDraftKey }]) => {
      const outbox = currentOutbox();
      if (cancelled || !outbox) return;
      const refresh = () =>
        void outbox.list().then(
          (entries) => {
            if (!cancelled) setFiles(queuedUploadsOf(entries, messageId, wanted));
          },
          () => undefined,
        );
      refresh();
      stop = outbox.observe((event) => {
        if (event.type === "changed") refresh();
        // The office has the files now (and the draft it created for them), or the text of a reply
        // started on this device (in the draft it created): show its thread.
        if (event.type === "delivered" && (event.entry.kind === "attachment.upload" || event.entry.key === newDraftKey(event.entry.userId, messageId)) && event.entry.payload.messageId === messageId) {
          void queryClient.invalidateQueries({ queryKey: correspondenceKeys.details() });
        }
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [messageId, drafts, enabled, queryClient]);

  /** Queues a refused file's upload again ("send again"). */
  const sendAgain = useCallback(async (file: QueuedUpload): Promise<void> => {
    const { currentOutbox } = await import("@/lib/outbox");
    await currentOutbox()?.retry(file.key);
  }, []);

  /** Takes the file out of the queue; false when it had left already (delivered meanwhile). */
  const withdraw = useCallback(async (file: QueuedUpload): Promise<boolean> => {
    const [{ currentOutbox }, { withdrawFile }] = await Promise.all([import("@/lib/outbox"), import("../../outbox/queued-work")]);
    const outbox = currentOutbox();
    return outbox ? withdrawFile(outbox, file.key, file.index) : false;
  }, []);

  return { files, withdraw, sendAgain };
}
