/**
 * The outbox's one transport, the same in the page and in the service worker:
 * - the HTTP request of each operation (`requestFor`, paths relative to /api/v1);
 * - sent through the typed client `apiRequest` (CSRF echo with its one retry, error bodies
 *   mapped to `ApiError`); a request that hangs is abandoned after `DELIVERY_TIMEOUT_MS`;
 * - failures sorted (`classifyStatus`): no answer, 5xx, 408/425/429 and the CSRF 403
 *   (`csrf.token.invalid`, after the client's one retry) → retry with backoff; 401 (the
 *   session ended) → pause the whole queue until the user signs in again; any other 4xx
 *   (e.g. `draft.already.sent`, `read.only.session`, 404) → "needs attention";
 * - a re-sent draft the office had already sent answers 200 with that reply (decision 55):
 *   when its text is not ours, ours did not go out (`sentSomethingElse`).
 *
 * The worker has no page state: `probeSession` reads the signed-in user (and, through the
 * client, the session's CSRF token, which lasts as long as the session) before a drain.
 */
import { ApiError, apiRequest, isApiError } from "@/lib/api";
import { answerPart } from "@/lib/api/answer-part";
import { SessionUserSchema, SubRowSchema } from "@/lib/api/contract";
import { htmlToText } from "@/lib/html/text";
import { CHECKSUM_MISMATCH, checksumParts, compareChecksums, StoredAttachmentsSchema, type UploadReceipt } from "./checksums";
import { isDraftWork, withDraft, type DraftWork } from "./reply-unit";
import { deliverSharedInbox, sharedInboxRequest } from "./shared-inbox";
import type { DeliveryResult, OutboxEntry } from "./types";

export interface OutboxRequest {
  method: "PUT" | "POST" | "PATCH" | "DELETE";
  path: string;
  query?: Record<string, number>;
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

/**
 * The creation of the letter's draft that an entry without one needs first (decision 53: the
 * message's existing draft is answered when there is one), with a key of its own (decision 4: a
 * key names one request), so a creation whose answer was lost is answered again, never repeated.
 */
function draftCreation(entry: DraftWork): OutboxRequest {
  return { method: "POST", path: "/correspondences/draft", query: { messageId: entry.payload.messageId }, headers: { "Idempotency-Key": `${entry.idempotencyKey}:draft` } };
}

/**
 * The request of `entry`; `contents`: an upload's files' content, in the order of its files.
 * An entry without a draft answers the draft's creation (`draftCreation`); the drain then asks
 * again with the office's draft (`deliverEntry`).
 */
export function requestFor(entry: OutboxEntry, contents: readonly Blob[] = []): OutboxRequest {
  const idempotency = { "Idempotency-Key": entry.idempotencyKey };
  // No draft yet (a reply started offline, files shared offline): its creation comes first.
  if (isDraftWork(entry) && entry.payload.draftId === null) return draftCreation(entry);
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
    case "message.shared":
    case "note.add":
    case "note.delete":
      return sharedInboxRequest(entry);
    case "message.patch":
      return {
        method: "PATCH",
        path: `/correspondences/message/${entry.payload.messageId}`,
        json: patchOperations(entry.payload),
        headers: { "Content-Type": "application/json-patch+json" },
      };
  }
}

export type FailureClass = "retry" | "paused" | "rejected";

const RETRY_STATUSES = new Set([408, 425, 429]);

export function classifyStatus(status: number, description?: string): FailureClass {
  if (status === 0 || status >= 500 || RETRY_STATUSES.has(status)) return "retry";
  if (status === 401) return "paused";
  if (status === 403 && description === "csrf.token.invalid") return "retry";
  if (status >= 400) return "rejected";
  return "retry";
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

export const DELIVERY_TIMEOUT_MS = 20_000;

/** What a delivered draft save or send answers: the contract's SubRow, the part the outbox reads (the rest kept). */
const DeliveredDraftSchema = answerPart(SubRowSchema, ["id", "actionDate", "body", "draftStatus"]);

export function classifyFailure(error: unknown): DeliveryResult {
  if (!isApiError(error)) return { status: "retry", error: error instanceof Error ? error.message : String(error) };
  if (error.kind === "network") return { status: "retry", error: "network" };
  // The server answered 2xx but the body did not match: it did act.
  if (error.kind === "validation") return { status: "delivered", response: null };
  const kind = classifyStatus(error.status, error.description);
  const file = error.details?.name;
  if (kind === "rejected") return { status: "rejected", error: error.description, httpStatus: error.status, cause: error, ...(file === undefined ? {} : { file }) };
  return { status: kind, error: error.description };
}

/** The request sent through the typed client, abandoned after DELIVERY_TIMEOUT_MS. */
function clientOptions(request: OutboxRequest, signal: AbortSignal) {
  // A 401 pauses the queue; the screen that needs the session sends the user to sign in.
  return { ...request, redirectOn401: false, signal };
}

/** The office holds other bytes than the device attached: refused like the office's own 422. */
function mismatch(name: string, path: string): DeliveryResult {
  const cause = new ApiError({ status: 422, code: 422, description: CHECKSUM_MISMATCH, details: { name }, path });
  return { status: "rejected", error: CHECKSUM_MISMATCH, httpStatus: 422, cause, file: name };
}

export async function deliverEntry(entry: OutboxEntry, contents: readonly Blob[] = []): Promise<DeliveryResult> {
  const signal = AbortSignal.timeout(DELIVERY_TIMEOUT_MS);
  const base = clientOptions(requestFor(entry, contents), signal);
  try {
    // The shared inbox's work (decision 85): ./shared-inbox.ts.
    if (entry.kind === "message.shared" || entry.kind === "note.add" || entry.kind === "note.delete") return await deliverSharedInbox(entry, base);
    // Patches: the office took them; their answers are not needed.
    if (entry.kind === "message.patch") {
      await apiRequest({ ...base, schema: "void" });
      return { status: "delivered", response: null };
    }
    // The letter's draft; without one (a reply started offline, files shared offline), it is
    // created first and the entry's own request goes to it.
    const draftId = entry.payload.draftId ?? (await apiRequest({ ...base, schema: DeliveredDraftSchema })).id;
    const request = entry.payload.draftId === null ? clientOptions(requestFor(withDraft(entry, draftId), contents), signal) : base;
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
  } catch (error) {
    return classifyFailure(error);
  }
}

/** The contract's SessionUser, the part the probe reads (the worker needs no roles). */
const SessionProbeSchema = answerPart(SessionUserSchema, ["userId", "impersonatedUser"]);

/** The signed-in user's id, or null without a session, in an impersonation, or offline. */
export async function probeSession(): Promise<number | null> {
  try {
    const user = await apiRequest({ path: "/auth/me", schema: SessionProbeSchema, redirectOn401: false });
    return user.impersonatedUser ? null : user.userId;
  } catch {
    return null;
  }
}
