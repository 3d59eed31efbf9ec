/**
 * The HTTP request of each outbox operation (path relative to /api/v1), shared by the page's
 * transport (through the typed client) and the worker's (plain fetch).
 */
import type { OutboxEntry } from "./types";

export interface OutboxRequest {
  method: "PUT" | "POST" | "PATCH";
  path: string;
  json?: unknown;
  multipart?: FormData;
  headers: Record<string, string>;
}

export function patchOperations(payload: { important?: boolean; messageStatus?: string }): { op: "replace"; path: string; value: boolean | string }[] {
  const operations: { op: "replace"; path: string; value: boolean | string }[] = [];
  if (payload.important !== undefined) operations.push({ op: "replace", path: "/important", value: payload.important });
  if (payload.messageStatus !== undefined) operations.push({ op: "replace", path: "/messageStatus", value: payload.messageStatus });
  return operations;
}

export function requestFor(entry: OutboxEntry): OutboxRequest {
  const idempotency = { "Idempotency-Key": entry.idempotencyKey };
  switch (entry.kind) {
    case "draft.save": {
      const { draftId, messageId, body } = entry.payload;
      return { method: "PUT", path: "/correspondences/draft", json: { id: draftId, messageId, body }, headers: {} };
    }
    case "draft.send": {
      const { draftId, messageId, body } = entry.payload;
      const multipart = new FormData();
      multipart.append("draftResource", new Blob([JSON.stringify({ id: draftId, messageId, body })], { type: "application/json" }));
      return { method: "POST", path: "/correspondences/draft/send", multipart, headers: idempotency };
    }
    case "attachment.upload": {
      const multipart = new FormData();
      for (const file of entry.payload.files) multipart.append("files", new File([file.bytes], file.name, { type: file.type }), file.name);
      return { method: "POST", path: `/correspondences/attachments/${entry.payload.draftId}`, multipart, headers: idempotency };
    }
    case "message.patch":
      return {
        method: "PATCH",
        path: `/correspondences/message/${entry.payload.messageId}`,
        json: patchOperations(entry.payload),
        headers: { "Content-Type": "application/json-patch+json" },
      };
  }
}
