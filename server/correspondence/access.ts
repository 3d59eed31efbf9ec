/** Who sees which messages, and the ids of paths and queries. */
import type { Context } from "hono";
import { buildSessionUser } from "../auth/session-user";
import type { AppDeps, AppEnv, Principal } from "../http/context";

/** Child accounts read and answer their main account's messages. */
export function accountOf(principal: Principal): number {
  return principal.parentUserId ?? principal.userId;
}

/** A positive int64 id from a path segment or query value, or null. */
export function parseId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** "Full Name (e-mail)" of the session user, the author of its drafts and replies. */
export async function authorOf(c: Context<AppEnv>, deps: AppDeps): Promise<string> {
  const user = await buildSessionUser(deps, c.get("session"));
  if (!user) return "";
  return user.fullName.trim() === "" ? user.email : `${user.fullName} (${user.email})`;
}

/** The session user's language, for documents the server renders. */
export async function languageOf(c: Context<AppEnv>, deps: AppDeps): Promise<string> {
  const principal = c.get("session").principal;
  if (!principal) return "lt";
  const row = await deps.db.first<{ language: string }>("SELECT language FROM users WHERE id = ?", [principal.userId]);
  return row?.language ?? "lt";
}
