/**
 * How the outbox's transport (./transport.ts) sorts failures:
 * - no answer, 5xx, 408/425/429 and the CSRF 403 (`csrf.token.invalid`, the client already
 *   retried once with the fresh token) → retry with backoff;
 * - 401 (the session ended) → pause the whole queue until the user signs in again;
 * - any other 4xx (e.g. 400 `draft.already.sent`, 403 `read.only.session`, 404) → the entry
 *   needs the user's attention.
 */
import { htmlToText } from "@/lib/html/text";

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
