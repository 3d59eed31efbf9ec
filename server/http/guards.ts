/**
 * The per-operation checks of DECISIONS "CSRF", in the contract's order:
 * session (resolved by the session middleware) → 401 → CSRF → read-only → role.
 * Validation, not-found and lock checks follow inside the handlers.
 */
import type { Context, MiddlewareHandler } from "hono";
import { hasAnyRole, type Role } from "../auth/roles";
import { csrfTokenAccepted } from "./csrf";
import type { AppEnv, Principal } from "./context";
import { Errors } from "./errors";

export interface GuardFlags {
  /** Needs a signed-in session (401 otherwise). */
  auth: boolean;
  /** x-mutating: refused in read-only (impersonated) sessions. */
  mutating: boolean;
  /** x-roles: the user needs one of them (a PARENT holds all). */
  roles: readonly Role[];
}

export function guard(flags: GuardFlags): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = c.get("session");
    if (flags.auth && !session.principal) throw Errors.unauthorized();
    if (!csrfTokenAccepted(c)) throw Errors.csrf();
    if (flags.mutating && session.record.impersonated) throw Errors.readOnly();
    if (flags.roles.length > 0 && !hasAnyRole(session.principal?.roles ?? [], flags.roles)) throw Errors.accessDenied();
    await next();
  };
}

/** The signed-in user of an operation whose guard required a session. */
export function signedIn(c: Context<AppEnv>): Principal {
  const principal = c.get("session").principal;
  if (!principal) throw Errors.unauthorized();
  return principal;
}
