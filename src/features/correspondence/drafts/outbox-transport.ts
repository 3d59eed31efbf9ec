/**
 * How the page delivers outbox entries: through `apiRequest` (CSRF, validation, error
 * catalogue). Save is the idempotent PUT (decision 54), send the multipart POST with its
 * `Idempotency-Key` (decision 55). Failures are sorted for the outbox: no answer, a server
 * error or an ended session are retried later; any other refusal is final.
 */
import type { DeliveryResult, OutboxEntry } from "@sw/outbox";
import { apiRequest, isApiError } from "@/lib/api";
import { SubRowSchema } from "../api/schemas";

const RETRY_STATUSES = new Set([401, 408, 425, 429]);

export function classifyFailure(error: unknown): DeliveryResult {
  if (!isApiError(error)) return { status: "retry", error: error instanceof Error ? error.message : String(error) };
  if (error.kind === "network") return { status: "retry", error: "network" };
  // The server answered 2xx but the body did not match: it did act.
  if (error.kind === "validation") return { status: "delivered", response: null };
  if (error.status >= 500 || RETRY_STATUSES.has(error.status)) return { status: "retry", error: error.description };
  return { status: "rejected", error: error.description, cause: error };
}

function resource(entry: OutboxEntry) {
  const { draftId, messageId, body } = entry.payload;
  return { id: draftId, messageId, body };
}

export async function deliverEntry(entry: OutboxEntry): Promise<DeliveryResult> {
  try {
    if (entry.kind === "draft.save") {
      const saved = await apiRequest({ method: "PUT", path: "/correspondences/draft", json: resource(entry), schema: SubRowSchema, redirectOn401: false });
      return { status: "delivered", response: saved };
    }
    const multipart = new FormData();
    multipart.append("draftResource", new Blob([JSON.stringify(resource(entry))], { type: "application/json" }));
    const sent = await apiRequest({
      method: "POST",
      path: "/correspondences/draft/send",
      multipart,
      headers: { "Idempotency-Key": entry.idempotencyKey },
      schema: SubRowSchema,
      redirectOn401: false,
    });
    return { status: "delivered", response: sent };
  } catch (error) {
    return classifyFailure(error);
  }
}
