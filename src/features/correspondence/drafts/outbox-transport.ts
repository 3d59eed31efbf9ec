/**
 * How the page delivers outbox entries: through `apiRequest` (CSRF with its one retry,
 * validation, error catalogue), the request of each operation from `requestFor` (sw/outbox).
 * Failures are sorted by `classifyStatus`: no answer, a server error or a stale CSRF token are
 * retried later; 401 pauses the queue until the user signs in again; any other refusal goes
 * to "needs attention". A request that hangs is abandoned after `DELIVERY_TIMEOUT_MS`.
 */
import { ALREADY_SENT, classifyStatus, requestFor, sentSomethingElse, type DeliveryResult, type OutboxEntry } from "@sw/outbox";
import { ApiError, apiRequest, isApiError } from "@/lib/api";
import { AttachmentListSchema, SubRowSchema } from "../api/schemas";

export const DELIVERY_TIMEOUT_MS = 20_000;

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
    if (entry.kind === "attachment.upload") return { status: "delivered", response: await apiRequest({ ...base, schema: AttachmentListSchema }) };
    if (entry.kind === "message.patch") return { status: "delivered", response: await apiRequest({ ...base, schema: "void" }) };
    const row = await apiRequest({ ...base, schema: SubRowSchema });
    // A draft sent elsewhere meanwhile answers 200 with that reply (decision 55): ours did not go out.
    if (entry.kind === "draft.send" && sentSomethingElse(entry.payload.body, row)) {
      return { status: "rejected", error: ALREADY_SENT, httpStatus: 409, cause: new ApiError({ status: 409, description: ALREADY_SENT, path }) };
    }
    return { status: "delivered", response: row };
  } catch (error) {
    return classifyFailure(error);
  }
}
