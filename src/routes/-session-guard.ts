/**
 * Resolves the signed-in user for guarded routes. Online: asks the server (GET /auth/me).
 * Offline (network failure): falls back to the user restored from the persisted query
 * cache, so an installed app still opens its shell without a connection.
 */
import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { isApiError, type Role, type SessionUser } from "@/lib/api";
import { hasAnyRole, sessionQueries } from "@/lib/session";

export async function loadSessionUser(queryClient: QueryClient): Promise<SessionUser | null> {
  const { startQueryPersistence } = await import("@/lib/query/persist");
  await startQueryPersistence(queryClient);
  const options = sessionQueries.me();
  const lastKnown = () => queryClient.getQueryData(options.queryKey) ?? null;
  // Known offline: do not wait for a request that cannot succeed.
  if (typeof navigator !== "undefined" && navigator.onLine === false) return lastKnown();
  try {
    // Always ask the server when it can be reached: a restored copy must never stand in
    // for a session that has ended. `always`: run even if the browser's online flag lies.
    return await queryClient.fetchQuery({ ...options, staleTime: 0, networkMode: "always" });
  } catch (error) {
    if (isApiError(error) && error.kind === "network") return lastKnown();
    throw error;
  }
}

/** Sends users without any of the roles to `/` (spec 1 §2). */
export function requireAnyRole(user: SessionUser, roles: Role[]): void {
  if (!hasAnyRole(user, roles)) throw redirect({ to: "/", replace: true });
}
