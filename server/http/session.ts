/**
 * Session resolution for /api/v1 and the session cookie. Every request ends up with a session:
 * the cookie's live session, or an anonymous one, which has no row until it holds something
 * (session-store.ts: cookie-less requests write nothing). Handlers switch sessions with
 * `startSession` (sign-in rotates the id) and `endSession` (logout: new anonymous session);
 * the cookies are written once, after the handler, so their order is always the contract's.
 */
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import {
  anonymousRecord,
  createSession,
  deleteSession,
  isAnonymousId,
  newAnonymousId,
  resumeSessionWithUser,
  type SessionInit,
  type SessionUser,
} from "../auth/session-store";
import { effectiveRoles } from "../auth/roles";
import { findUserById, findUserRoles } from "../auth/users-repo";
import type { AppDeps, AppEnv, Principal, SessionState } from "./context";
import { cameOverHttps } from "./forwarded";

export const SESSION_COOKIE = "IPO_SESSION";

/** `Secure` cookies: always in production mode; in demo mode over https (directly or via a trusted proxy). */
export function wantsSecureCookie(c: Context, deps: AppDeps): boolean {
  return deps.config.mode === "production" || cameOverHttps(c, deps.proxies);
}

/** An anonymous session without a row: the cookie's id when this server issued it, else a new id. */
function anonymousState(deps: AppDeps, incomingId: string | undefined, reuse: boolean, now: number): SessionState {
  const secret = deps.config.sessionSecret;
  const id = reuse && isAnonymousId(incomingId, secret) ? incomingId : newAnonymousId(secret);
  return { id, record: anonymousRecord(id, secret, now), principal: null, incomingId, ended: false };
}

export function sessionCookie(id: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export const EXPIRED_SESSION_COOKIE = `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

export async function loadPrincipal(deps: AppDeps, userId: number | null): Promise<Principal | null> {
  if (userId === null) return null;
  const user = await findUserById(deps.db, userId);
  if (!user) return null;
  return {
    userId: user.id,
    username: user.username,
    userType: user.user_type,
    parentUserId: user.parent_id,
    roles: await findUserRoles(deps.db, user),
  };
}

function principalOf(user: SessionUser): Principal {
  return {
    userId: user.id,
    username: user.username,
    userType: user.userType,
    parentUserId: user.parentId,
    roles: effectiveRoles(user.userType, user.storedRoles),
  };
}

export function sessionMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const now = deps.now();
    const incomingId = getCookie(c, SESSION_COOKIE);
    const found = await resumeSessionWithUser(deps.db, incomingId, now);
    const resumed = found?.record ?? null;
    let state: SessionState;
    const principal = found?.user && resumed?.userId !== null ? principalOf(found.user) : null;
    if (resumed && (resumed.userId === null || principal)) {
      state = { id: incomingId as string, record: resumed, principal, incomingId, ended: false };
    } else {
      if (resumed) await deleteSession(deps.db, resumed.idHash); // its user is gone
      state = anonymousState(deps, incomingId, !resumed, now);
    }
    c.set("session", state);
    await next();

    const current = c.get("session");
    const secure = wantsSecureCookie(c, deps);
    if (current.ended) {
      c.res.headers.append("Set-Cookie", EXPIRED_SESSION_COOKIE);
      c.res.headers.append("Set-Cookie", sessionCookie(current.id, secure));
    } else if (current.id !== incomingId) {
      c.res.headers.append("Set-Cookie", sessionCookie(current.id, secure));
    }
  };
}

/** Replaces the request's session with a new signed-in one (the id rotates, the CSRF token is new). */
export async function startSession(c: Context<AppEnv>, deps: AppDeps, init: SessionInit & { userId: number }): Promise<void> {
  const old = c.get("session");
  await deleteSession(deps.db, old.record.idHash);
  const opened = await createSession(deps.db, deps.now(), init);
  c.set("session", {
    id: opened.id,
    record: opened.record,
    principal: await loadPrincipal(deps, init.userId),
    incomingId: old.incomingId,
    ended: false,
  });
}

/** Ends the request's session and opens a new anonymous one (two Set-Cookie headers). */
export async function endSession(c: Context<AppEnv>, deps: AppDeps): Promise<void> {
  const old = c.get("session");
  await deleteSession(deps.db, old.record.idHash);
  c.set("session", { ...anonymousState(deps, old.incomingId, false, deps.now()), ended: true });
}
