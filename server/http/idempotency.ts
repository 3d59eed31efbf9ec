/**
 * `Idempotency-Key` (decision 4), for the offline outbox: a request that repeats a key already
 * used by the same user for the same operation within 24 hours gets the first answer again
 * (status, the headers that matter, body) instead of acting twice.
 *
 * - Requests with one key run one after the other: a retry that arrives while the first is still
 *   running waits for it, then replays its answer.
 * - Only successful (2xx) answers are kept. A refused or failed request changed nothing, so running
 *   it again is safe and lets the client recover (e.g. send once the body is no longer empty).
 * - Keys are stored as SHA-256, so their length does not matter; expired keys are purged on write.
 * - A key is bound to the request it first came with (request-fingerprint.ts): the same key with
 *   another request (another draft, other files) acts on nothing and answers 400
 *   `idempotency.key.reused`.
 */
import { createHash } from "node:crypto";
import type { Context } from "hono";
import type { AppDeps, AppEnv } from "./context";
import { ApiError, errorResponse, Errors } from "./errors";
import { signedIn } from "./guards";
import { requestFingerprint } from "./request-fingerprint";
import type { OperationHandler } from "./router";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Marks a replayed answer (not part of the contract; for diagnostics). */
export const REPLAYED_HEADER = "Idempotent-Replayed";
const KEPT_HEADERS = ["content-type", "content-disposition", "location"] as const;

interface StoredAnswer {
  /** Empty for answers stored before keys were bound to their requests. */
  fingerprint: string;
  status: number;
  headers: string;
  body: ArrayBuffer | null;
}

/** Tail of the chain of requests per key (in this process). */
const inFlight = new Map<string, Promise<unknown>>();

async function oneAtATime<T>(lock: string, task: () => Promise<T>): Promise<T> {
  const previous = inFlight.get(lock) ?? Promise.resolve();
  const current = previous.catch(() => undefined).then(task);
  inFlight.set(lock, current);
  try {
    return await current;
  } finally {
    if (inFlight.get(lock) === current) inFlight.delete(lock);
  }
}

function replay(stored: StoredAnswer): Response {
  const headers = new Headers(JSON.parse(stored.headers) as Record<string, string>);
  headers.set(REPLAYED_HEADER, "true");
  const body = stored.body && stored.body.byteLength > 0 ? stored.body : null;
  return new Response(body, { status: stored.status, headers });
}

async function run(c: Context<AppEnv>, handler: OperationHandler): Promise<Response> {
  try {
    return await handler(c);
  } catch (err) {
    if (err instanceof ApiError) return errorResponse(c, err);
    throw err;
  }
}

/** Wraps an operation's handler so that it honours `Idempotency-Key`. */
export function idempotent(deps: AppDeps, operationId: string, handler: OperationHandler): OperationHandler {
  return async (c) => {
    const key = c.req.header(IDEMPOTENCY_HEADER)?.trim();
    if (!key) return handler(c);
    const userId = signedIn(c).userId;
    const keyHash = createHash("sha256").update(key).digest("hex");
    const fingerprint = await requestFingerprint(c);
    return oneAtATime(`${userId} ${operationId} ${keyHash}`, async () => {
      const stored = await deps.db.first<StoredAnswer>(
        `SELECT fingerprint, status, headers, body FROM idempotency_keys
         WHERE user_id = ? AND operation = ? AND key_hash = ? AND created_at > ?`,
        [userId, operationId, keyHash, deps.now() - IDEMPOTENCY_TTL_MS],
      );
      if (stored && stored.fingerprint !== "" && stored.fingerprint !== fingerprint) return errorResponse(c, Errors.badRequest("idempotency.key.reused"));
      if (stored) return replay(stored);
      const response = await run(c, handler);
      if (response.status < 200 || response.status > 299) return response;
      const body = new Uint8Array(await response.arrayBuffer());
      const kept: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = response.headers.get(name);
        if (value !== null) kept[name] = value;
      }
      const now = deps.now();
      await deps.db.batch([
        { sql: "DELETE FROM idempotency_keys WHERE created_at <= ?", args: [now - IDEMPOTENCY_TTL_MS] },
        {
          sql: `INSERT OR REPLACE INTO idempotency_keys (user_id, operation, key_hash, fingerprint, status, headers, body, created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          args: [userId, operationId, keyHash, fingerprint, response.status, JSON.stringify(kept), body, now],
        },
      ]);
      return new Response(body.byteLength > 0 ? body : null, { status: response.status, headers: response.headers });
    });
  };
}
