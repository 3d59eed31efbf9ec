/**
 * The outbox's one transport, the same in the page and in the service worker: the request of
 * each operation (./requests.ts) sent through the typed client `apiRequest` (CSRF echo with
 * its one retry, error bodies mapped to `ApiError`), failures sorted by ./classify.ts:
 * no answer, a server error or a stale CSRF token are retried later; 401 pauses the queue
 * until the user signs in again; any other refusal goes to "needs attention". A request that
 * hangs is abandoned after `DELIVERY_TIMEOUT_MS`.
 *
 * The worker has no page state: `probeSession` reads the signed-in user (and, through the
 * client, the session's CSRF token, which lasts as long as the session) before a drain.
 */
import { boolean, integer, nullable, optional, string, type } from "superstruct";
import { ApiError, apiRequest, isApiError } from "@/lib/api";
import { ALREADY_SENT, classifyStatus, sentSomethingElse } from "./classify";
import { requestFor } from "./requests";
import type { DeliveryResult, OutboxEntry } from "./types";

export const DELIVERY_TIMEOUT_MS = 20_000;

/** What a delivered draft save or send answers (a SubRow; only what the outbox reads, the rest kept). */
const DeliveredDraftSchema = type({ id: integer(), actionDate: string(), body: optional(nullable(string())), draftStatus: string() });

export function classifyFailure(error: unknown): DeliveryResult {
  if (!isApiError(error)) return { status: "retry", error: error instanceof Error ? error.message : String(error) };
  if (error.kind === "network") return { status: "retry", error: "network" };
  // The server answered 2xx but the body did not match: it did act.
  if (error.kind === "validation") return { status: "delivered", response: null };
  const kind = classifyStatus(error.status, error.description);
  if (kind === "rejected") return { status: "rejected", error: error.description, httpStatus: error.status, cause: error };
  return { status: kind, error: error.description };
}

export async function deliverEntry(entry: OutboxEntry): Promise<DeliveryResult> {
  const { method, path, json, multipart, headers } = requestFor(entry);
  const base = {
    method,
    path,
    json,
    multipart,
    headers,
    // A 401 pauses the queue; the screen that needs the session sends the user to sign in.
    redirectOn401: false,
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
  };
  try {
    // Uploads and patches: the office took them; their answers are not needed.
    if (entry.kind === "attachment.upload" || entry.kind === "message.patch") {
      await apiRequest({ ...base, schema: "void" });
      return { status: "delivered", response: null };
    }
    const row = await apiRequest({ ...base, schema: DeliveredDraftSchema });
    // A draft sent elsewhere meanwhile answers 200 with that reply (decision 55): ours did not go out.
    if (entry.kind === "draft.send" && sentSomethingElse(entry.payload.body, row)) {
      return { status: "rejected", error: ALREADY_SENT, httpStatus: 409, cause: new ApiError({ status: 409, description: ALREADY_SENT, path }) };
    }
    return { status: "delivered", response: row };
  } catch (error) {
    return classifyFailure(error);
  }
}

const SessionProbeSchema = type({ userId: integer(), impersonatedUser: boolean() });

/** The signed-in user's id, or null without a session, in an impersonation, or offline. */
export async function probeSession(): Promise<number | null> {
  try {
    const user = await apiRequest({ path: "/auth/me", schema: SessionProbeSchema, redirectOn401: false });
    return user.impersonatedUser ? null : user.userId;
  } catch {
    return null;
  }
}
