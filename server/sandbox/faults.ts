/**
 * Fault injection for the offline-outbox tests (IPO_TEST_HOOKS=1 only; not part of the contract).
 *
 *   POST   /sandbox/faults {mode, count?, method?, path?, ms?}  → 201 {id}
 *   GET    /sandbox/faults                                       → 200 {faults, hits}
 *   DELETE /sandbox/faults                                       → 204 (all removed, hits reset)
 *
 * The next `count` (default 1) /api/v1 calls whose method equals `method` (any when absent) and
 * whose path (after /api/v1) contains `path` (any when absent) fail with `mode`:
 * - `abort`: the connection is destroyed before the server acts (a dropped network);
 * - `abort-after`: the server acts, then the connection is destroyed before the answer leaves
 *   (a restart or a lost answer mid-drain: the client cannot know it was done);
 * - `hang`: no answer for `ms` (default 30 s), then the connection is destroyed;
 * - `500`: 500 `something.went.wrong`, without acting;
 * - `401`: 401 `unauthorized`, without acting (the session looks ended);
 * - `delay`: the call waits `ms` (default 30 s), then is served as usual (a slow office);
 * - `checksum`: the call is served, but the first uploaded file's bytes are taken as changed on
 *   the way, so an upload that carries its `sha256` parts answers 422 `attachment.checksum.mismatch`.
 * `hits` counts the calls each fault caught, so a test can check that the fault did fire;
 * `settled` counts those that are over (answered, dropped or abandoned), so a test can wait for a
 * delayed call to have acted before it counts what the office has.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context, Hono, MiddlewareHandler } from "hono";

export const FAULT_MODES = ["abort", "abort-after", "hang", "500", "401", "delay", "checksum"] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export interface Fault {
  id: number;
  mode: FaultMode;
  remaining: number;
  method: string | null;
  path: string | null;
  ms: number;
  hits: number;
  settled: number;
}

export class FaultList {
  private faults: Fault[] = [];
  private nextId = 1;

  add(input: { mode: FaultMode; count?: number; method?: string | null; path?: string | null; ms?: number }): Fault {
    const fault: Fault = {
      id: this.nextId++,
      mode: input.mode,
      remaining: Math.max(1, Math.floor(input.count ?? 1)),
      method: input.method ? input.method.toUpperCase() : null,
      path: input.path ?? null,
      ms: input.ms ?? 30_000,
      hits: 0,
      settled: 0,
    };
    this.faults.push(fault);
    return fault;
  }

  /** Takes one use of the first fault matching the call, if any. */
  take(method: string, path: string): Fault | null {
    const fault = this.faults.find((f) => f.remaining > 0 && (!f.method || f.method === method.toUpperCase()) && (!f.path || path.includes(f.path)));
    if (!fault) return null;
    fault.remaining -= 1;
    fault.hits += 1;
    return fault;
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  clear(): void {
    this.faults = [];
  }
}

interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

function destroyConnection(c: Context): void {
  const env = c.env as NodeBindings | undefined;
  env?.outgoing?.socket?.destroy();
  env?.incoming?.socket?.destroy();
}

const errorBody = (code: number, description: string) =>
  new Response(JSON.stringify({ code, description }), { status: code, headers: { "Content-Type": "application/json", "Cache-Control": "no-store" } });

/** Middleware for the /api/v1 app: applies the first matching fault to the call. */
export function faultMiddleware(faults: FaultList, apiPrefix: string): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path.startsWith(apiPrefix) ? c.req.path.slice(apiPrefix.length) : c.req.path;
    const fault = faults.take(c.req.method, path);
    if (!fault) return next();
    try {
      return await applyFault(c, next, fault);
    } finally {
      fault.settled += 1;
    }
  };
}

async function applyFault(c: Context, next: () => Promise<void>, fault: Fault): Promise<Response | undefined> {
  switch (fault.mode) {
    case "500":
      return errorBody(500, "something.went.wrong");
    case "401":
      return errorBody(401, "unauthorized");
    case "abort":
      destroyConnection(c);
      return errorBody(500, "something.went.wrong");
    case "hang":
      await new Promise((resolve) => setTimeout(resolve, fault.ms));
      destroyConnection(c);
      return errorBody(500, "something.went.wrong");
    case "abort-after":
      await next();
      destroyConnection(c);
      return;
    case "delay":
      await new Promise((resolve) => setTimeout(resolve, fault.ms));
      await next();
      return;
    case "checksum":
      c.set("uploadAltered", true);
      await next();
      return;
  }
}

function isMode(value: unknown): value is FaultMode {
  return typeof value === "string" && (FAULT_MODES as readonly string[]).includes(value);
}

export function registerFaultRoutes(app: Hono, faults: FaultList): void {
  app.post("/sandbox/faults", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    if (!isMode(body.mode)) return c.json({ error: `mode must be one of ${FAULT_MODES.join(", ")}` }, 400);
    const fault = faults.add({
      mode: body.mode,
      count: typeof body.count === "number" ? body.count : undefined,
      method: typeof body.method === "string" ? body.method : null,
      path: typeof body.path === "string" ? body.path : null,
      ms: typeof body.ms === "number" ? body.ms : undefined,
    });
    return c.json({ id: fault.id }, 201);
  });
  app.get("/sandbox/faults", (c) => c.json({ faults: faults.list() }, 200));
  app.delete("/sandbox/faults", (c) => {
    faults.clear();
    return c.body(null, 204);
  });
}
