/**
 * The files this page saw the office store with the very bytes the device attached (decision
 * 86): every delivered upload's receipt (./checksums.ts), whoever delivered it (this page,
 * another tab, the service worker: every page's outbox hears them all, registered by ./register.ts). The thread
 * marks those attachments as checked. In memory: a new page knows the office's hashes and
 * page counts, but no longer what this device sent.
 */
import { appAtom, appStore } from "@/lib/state";
import type { OutboxEvent } from "@/lib/outbox";
import type { UploadReceipt, VerifiedFile } from "./checksums";

/** Per attachment id. */
export const verifiedFilesAtom = appAtom(() => new Map<number, VerifiedFile>() as ReadonlyMap<number, VerifiedFile>);

function isReceipt(response: unknown): response is UploadReceipt {
  return typeof response === "object" && response !== null && Array.isArray((response as { verified?: unknown }).verified);
}

/** An outbox listener: notes the files of each delivered upload that the office holds unchanged. */
export function noteUploadReceipt(event: OutboxEvent): void {
  if (event.type !== "delivered" || event.entry.kind !== "attachment.upload" || !isReceipt(event.response)) return;
  const { verified } = event.response;
  if (verified.length === 0) return;
  const next = new Map(appStore.get(verifiedFilesAtom));
  for (const file of verified) next.set(file.attachmentId, file);
  appStore.set(verifiedFilesAtom, next);
}
