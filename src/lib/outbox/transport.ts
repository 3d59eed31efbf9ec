/**
 * The outbox's one transport, the same in the page and in the service worker: each entry is
 * delivered by its kind's registered `deliver` (./kinds.ts), through the typed client
 * `apiRequest` (CSRF echo with its one retry, error bodies mapped to `ApiError`); a delivery
 * that hangs is abandoned after `DELIVERY_TIMEOUT_MS`. What it throws is sorted here
 * (`classifyStatus`): no answer, 5xx, 408/425/429 and the CSRF 403 (`csrf.token.invalid`,
 * after the client's one retry) → retry with backoff; 401 (the session ended) → pause the
 * whole queue until the user signs in again; any other 4xx (`read.only.session`, 404, …) →
 * "needs attention".
 *
 * The worker has no page state: `probeSession` reads the signed-in user (and, through the
 * client, the session's CSRF token, which lasts as long as the session) before a drain.
 */
import { apiRequest, isApiError } from "@/lib/api";
import { answerPart } from "@/lib/api/answer-part";
import { SessionUserSchema } from "@/lib/api/contract";
import { outboxKind } from "./kinds";
import type { DeliveryResult, OutboxEntry } from "./types";

export type FailureClass = "retry" | "paused" | "rejected";

const RETRY_STATUSES = new Set([408, 425, 429]);

export function classifyStatus(status: number, description?: string): FailureClass {
  if (status === 0 || status >= 500 || RETRY_STATUSES.has(status)) return "retry";
  if (status === 401) return "paused";
  if (status === 403 && description === "csrf.token.invalid") return "retry";
  if (status >= 400) return "rejected";
  return "retry";
}

export const DELIVERY_TIMEOUT_MS = 20_000;

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

/** Delivers `entry` by its kind; `contents`: the content kept beside it, in the order of its parts. */
export async function deliverEntry(entry: OutboxEntry, contents: readonly Blob[] = []): Promise<DeliveryResult> {
  const signal = AbortSignal.timeout(DELIVERY_TIMEOUT_MS);
  try {
    return await outboxKind(entry.kind).deliver(entry, contents, { signal });
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
