/** Who sees which messages, and the session user as the author of replies. */
import type { Context } from "hono";
import { buildSessionUser } from "../auth/session-user";
import type { AppDeps, AppEnv, Principal } from "../http/context";

/** Child accounts read and answer their main account's messages. */
export function accountOf(principal: Principal): number {
  return principal.parentUserId ?? principal.userId;
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
