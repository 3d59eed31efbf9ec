/**
 * How the correspondence kinds reach the office (registered by ./register.ts, run by the
 * outbox's transport in the page and in the worker alike):
 * - the HTTP request of each operation (`requestFor`, paths relative to /api/v1);
 * - work without a draft yet (a reply started offline, files shared offline) first asks for the
 *   letter's draft (decision 53: created, or the existing one answered) under the entry's own key
 *   plus `:draft`, then sends its request to it;
 * - a re-sent draft the office had already sent answers 200 with that reply (decision 55):
 *   when its text is not ours, ours did not go out (`sentSomethingElse`);
 * - an upload's answer is compared with the device's hashes (decision 86, ./checksums.ts).
 * What a delivery throws is sorted by the outbox (src/lib/outbox/transport.ts).
 */
import { ApiError, apiRequest } from "@/lib/api";
import { answerPart } from "@/lib/api/answer-part";
import { SubRowSchema } from "@/lib/api/contract";
import { htmlToText } from "@/lib/html/text";
import type { DeliveryContext, DeliveryResult, OutboxEntry } from "@/lib/outbox";
import { CHECKSUM_MISMATCH, checksumParts, compareChecksums, StoredAttachmentsSchema, type UploadReceipt } from "./checksums";
import type { EntryOf } from "./kinds";
import { isDraftWork, withDraft, type DraftWork } from "./reply-unit";

export interface OutboxRequest {
  method: "PUT" | "POST" | "PATCH" | "DELETE";
  path: string;
  query?: Record<string, number>;
  json?: unknown;
  multipart?: FormData;
  headers: Record<string, string>;
}

/** A request as the outbox sends it: a 401 pauses the queue (no redirect), abandoned on the signal. */
export type DeliveryRequest = OutboxRequest & { redirectOn401: false; signal: AbortSignal };

export function deliveryRequest(request: OutboxRequest, { signal }: DeliveryContext): DeliveryRequest {
  return { ...request, redirectOn401: false, signal };
}

export function patchOperations(payload: { important?: boolean; messageStatus?: string }): { op: "replace"; path: string; value: boolean | string }[] {
  const operations: { op: "replace"; path: string; value: boolean | string }[] = [];
  if (payload.important !== undefined) operations.push({ op: "replace", path: "/important", value: payload.important });
  if (payload.messageStatus !== undefined) operations.push({ op: "replace", path: "/messageStatus", value: payload.messageStatus });
  return operations;
}

/**
 * The creation of the letter's draft that an entry without one needs first (decision 53: the
 * message's existing draft is answered when there is one), with a key of its own (decision 4: a
 * key names one request), so a creation whose answer was lost is answered again, never repeated.
 */
function draftCreation(entry: DraftWork): OutboxRequest {
  return { method: "POST", path: "/correspondences/draft", query: { messageId: entry.payload.messageId }, headers: { "Idempotency-Key": `${entry.idempotencyKey}:draft` } };
}

/**
 * The request of a draft's work; `contents`: an upload's files' content, in the order of its
 * files. An entry without a draft answers the draft's creation (`draftCreation`).
 */
export function requestFor(entry: OutboxEntry, contents: readonly Blob[] = []): OutboxRequest {
  const idempotency = { "Idempotency-Key": entry.idempotencyKey };
  if (entry.kind !== "message.patch" && !isDraftWork(entry)) throw new Error(`${entry.kind} is requested by ./shared-inbox.ts`);
  if (entry.kind === "message.patch") {
    const path = `/correspondences/message/${entry.payload.messageId}`;
    return { method: "PATCH", path, json: patchOperations(entry.payload), headers: { "Content-Type": "application/json-patch+json" } };
  }
  // No draft yet (a reply started offline, files shared offline): its creation comes first.
  if (entry.payload.draftId === null) return draftCreation(entry);
  if (entry.kind === "draft.save") {
    const { draftId, messageId, body } = entry.payload;
    return { method: "PUT", path: "/correspondences/draft", json: { id: draftId, messageId, body }, headers: {} };
  }
  if (entry.kind === "draft.send") {
    const { draftId, messageId, body } = entry.payload;
    const multipart = new FormData();
    multipart.append("draftResource", new Blob([JSON.stringify({ id: draftId, messageId, body })], { type: "application/json" }));
    return { method: "POST", path: "/correspondences/draft/send", multipart, headers: idempotency };
  }
  const { files } = entry.payload;
  if (contents.length !== files.length) throw new Error(`an upload of ${files.length} files was given ${contents.length} contents`);
  const multipart = new FormData();
  // The stored Blob itself, named here: no new Blob is made of it on this thread (making one of
  // a Blob the database is still writing waits for the browser), and its bytes are streamed.
  files.forEach((file, index) => {
    const content = contents[index] as Blob;
    multipart.append("files", content.type === file.type ? content : content.slice(0, content.size, file.type), file.name);
  });
  // Decision 86: the device's hash of each file, in the order of the files.
  for (const sha256 of checksumParts(entry.payload.files)) multipart.append("sha256", sha256);
  return { method: "POST", path: `/correspondences/attachments/${entry.payload.draftId}`, multipart, headers: idempotency };
}

/** Text of an HTML body for comparison: the visible text without any spacing. */
function comparableText(html: string): string {
  return htmlToText(html).replace(/\s+/g, "");
}

/**
 * Re-sending a draft that was already SENT answers 200 with that reply (decision 55), whose
 * body is not ours: the text we queued did not go out. The outbox then treats the send as
 * refused with `draft.already.sent`, so the user's text waits in "needs attention".
 */
export function sentSomethingElse(queuedBody: string, response: unknown): boolean {
  if (typeof response !== "object" || response === null || !("body" in response)) return false;
  const answered = (response as { body: unknown }).body;
  return typeof answered === "string" && comparableText(answered) !== comparableText(queuedBody);
}

export const ALREADY_SENT = "draft.already.sent";

/** What a delivered draft save or send answers: the contract's SubRow, the part the outbox reads (the rest kept). */
const DeliveredDraftSchema = answerPart(SubRowSchema, ["id", "actionDate", "body", "draftStatus"]);

/** The office holds other bytes than the device attached: refused like the office's own 422. */
function mismatch(name: string, path: string): DeliveryResult {
  const cause = new ApiError({ status: 422, code: 422, description: CHECKSUM_MISMATCH, details: { name }, path });
  return { status: "rejected", error: CHECKSUM_MISMATCH, httpStatus: 422, cause, file: name };
}

/** Patches: the office took them; their answers are not needed. */
export async function deliverPatch(entry: EntryOf<"message.patch">, _contents: readonly Blob[], context: DeliveryContext): Promise<DeliveryResult> {
  await apiRequest({ ...deliveryRequest(requestFor(entry), context), schema: "void" });
  return { status: "delivered", response: null };
}

/**
 * A draft's save, send or upload. Without a draft (a reply started offline, files shared
 * offline), the letter's draft is created first and the entry's own request goes to it.
 */
export async function deliverDraftWork(entry: DraftWork, contents: readonly Blob[], context: DeliveryContext): Promise<DeliveryResult> {
  const base = deliveryRequest(requestFor(entry, contents), context);
  const draftId = entry.payload.draftId ?? (await apiRequest({ ...base, schema: DeliveredDraftSchema })).id;
  const request = entry.payload.draftId === null ? deliveryRequest(requestFor(withDraft(entry, draftId), contents), context) : base;
  // An upload: the office's hashes are compared with the device's (decision 86); the receipt
  // names the draft and what matched.
  if (entry.kind === "attachment.upload") {
    const stored = await apiRequest({ ...request, schema: StoredAttachmentsSchema });
    const checked = compareChecksums(entry.payload.files, stored);
    if (checked.kind === "mismatch") return mismatch(checked.name, request.path);
    return { status: "delivered", response: { draftId, verified: checked.verified } satisfies UploadReceipt };
  }
  const row = await apiRequest({ ...request, schema: DeliveredDraftSchema });
  // A draft sent elsewhere meanwhile answers 200 with that reply (decision 55): ours did not go out.
  if (entry.kind === "draft.send" && sentSomethingElse(entry.payload.body, row)) {
    return { status: "rejected", error: ALREADY_SENT, httpStatus: 409, cause: new ApiError({ status: 409, description: ALREADY_SENT, path: request.path }) };
  }
  return { status: "delivered", response: row };
}
