/**
 * CSRF (DECISIONS "CSRF"): every /api/v1 response, errors, 204s and redirects included, carries
 * the header name and the token of the session the response leaves the browser with (and
 * `Cache-Control: no-store`); POST, PUT, PATCH and DELETE must echo that token. The token is
 * random per session and never changes during its life.
 */
import { timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, SessionState } from "./context";

export const CSRF_HEADER = "X-CSRF-TOKEN";
export const CSRF_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Whether the request must carry the token and does carry the session's token. */
export function csrfTokenAccepted(c: Context<AppEnv>): boolean {
  if (!CSRF_METHODS.has(c.req.method)) return true;
  const sent = Buffer.from(c.req.header(CSRF_HEADER) ?? "");
  const expected = Buffer.from(c.get("session").record.csrfToken);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

export function apiHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("Cache-Control", "no-store");
    headers.set("X-CSRF-HEADER-NAME", CSRF_HEADER);
    const session = c.var.session as SessionState | undefined;
    if (session) headers.set(CSRF_HEADER, session.record.csrfToken);
  };
}
