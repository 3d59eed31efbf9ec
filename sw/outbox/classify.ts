/**
 * Failure classification shared by the page's and the worker's transports:
 * - no answer, 5xx, 408/425/429 and the CSRF 403 (`csrf.token.invalid`, the client already
 *   retried once with the fresh token) → retry with backoff;
 * - 401 (the session ended) → pause the whole queue until the user signs in again;
 * - any other 4xx (e.g. 400 `draft.already.sent`, 403 `read.only.session`, 404) → the entry
 *   needs the user's attention.
 */
export type FailureClass = "retry" | "paused" | "rejected";

const RETRY_STATUSES = new Set([408, 425, 429]);

export function classifyStatus(status: number, description?: string): FailureClass {
  if (status === 0 || status >= 500 || RETRY_STATUSES.has(status)) return "retry";
  if (status === 401) return "paused";
  if (status === 403 && description === "csrf.token.invalid") return "retry";
  if (status >= 400) return "rejected";
  return "retry";
}
