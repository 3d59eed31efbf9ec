/**
 * The account whose device copies a query reads and writes: the signed-in user of the
 * session query (restored from the persisted cache when offline). Null before sign-in.
 */
import type { QueryClient } from "@tanstack/react-query";
import { sessionAccountOnceChecked, sessionQueries } from "@/lib/session";

export function offlineAccountOf(client: QueryClient): number | null {
  return client.getQueryData(sessionQueries.me().queryKey)?.userId ?? null;
}

/**
 * Stores an answer of the office on the device for the account the session check under way
 * names: a screen's data asked for beside a start-up's check (src/routes/-session-guard.ts),
 * before anyone was known, with the same session cookie. Nothing when the check names nobody.
 */
export function saveOnceSignedIn<T>(client: QueryClient, answer: Promise<T>, save: (userId: number, value: T) => Promise<void>): void {
  void Promise.all([answer, sessionAccountOnceChecked(client)])
    .then(([value, userId]) => (userId === null ? undefined : save(userId, value)))
    .catch(() => undefined);
}
