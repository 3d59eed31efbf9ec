/**
 * Headers of every /api/v1 response, errors, 204s and redirects included: no caching, and the
 * CSRF header name and token of the session the response leaves the browser with.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv, SessionState } from "./context";

export const CSRF_HEADER = "X-CSRF-TOKEN";

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
