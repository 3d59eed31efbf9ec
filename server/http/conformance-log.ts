/**
 * IPO_CONFORMANCE_LOG: appends every /api/v1 response as one JSON line, for
 * tests/contract/check-log.ts to validate against the contract after a test run.
 */
import { appendFileSync } from "node:fs";
import type { MiddlewareHandler } from "hono";

export interface ConformanceLine {
  method: string;
  /** Concrete path below /api/v1, without the query. */
  path: string;
  status: number;
  headers: {
    "content-type": string | null;
    "x-csrf-header-name": string | null;
    "x-csrf-token": string | null;
    "set-cookie": string[];
    "cache-control": string | null;
    location: string | null;
    "content-disposition": string | null;
  };
  body: unknown;
}

export function conformanceLog(file: string, prefix = "/api/v1"): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("content-type");
    let body: unknown = null;
    if (type?.includes("json")) {
      try {
        body = JSON.parse(await res.clone().text());
      } catch {
        body = null;
      }
    }
    const line: ConformanceLine = {
      method: c.req.method,
      path: c.req.path.startsWith(prefix) ? c.req.path.slice(prefix.length) || "/" : c.req.path,
      status: res.status,
      headers: {
        "content-type": type,
        "x-csrf-header-name": res.headers.get("x-csrf-header-name"),
        "x-csrf-token": res.headers.get("x-csrf-token"),
        "set-cookie": res.headers.getSetCookie(),
        "cache-control": res.headers.get("cache-control"),
        location: res.headers.get("location"),
        "content-disposition": res.headers.get("content-disposition"),
      },
      body,
    };
    try {
      // Synchronous, so lines keep the order of the responses and nothing is lost on exit.
      appendFileSync(file, JSON.stringify(line) + "\n");
    } catch (err) {
      console.error(`Cannot append to the conformance log ${file}:`, err);
    }
  };
}
