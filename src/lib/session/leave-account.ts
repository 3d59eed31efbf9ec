/**
 * Logging out of a (possibly shared) device, for the shell's logout and for the logout after
 * an account deactivation (spec 1 §4, DECISIONS "Logout"):
 * 1. a logout challenge;
 * 2. queued outbox work is discarded only when the user chose so (the logout dialog has offered
 *    to send it; a deactivated account can never send it); otherwise queued work stops the
 *    logout with `outbox.not.empty`, so nothing is ever lost silently;
 * 3. the client itself wipes the account's data on this device: its outbox entries, then
 *    src/lib/db/wipe.ts (IndexedDB stores, shared files, runtime caches), and the device's
 *    user (./device-session.ts); the server sends no Clear-Site-Data (DECISIONS "Logout"), so
 *    other accounts' queued work and the precached shell stay;
 * 4. `POST /auth/logout`; the user's language, no account data, is kept;
 * 5. every cached query is forgotten, persisted ones too, and the app leaves with a full page
 *    load to the redirect, so no state of this user survives in memory.
 * The one place that knows every part of the account on the device: the outbox and the database
 * do not know each other.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { Globals } from "@/lib/api";
import { fetchLogoutChallenge, logout } from "./auth-api";
import { forgetDeviceSession } from "./device-session";

const LANGUAGE_KEY = "ipo.language";

/** Forgets every query of the session, in memory and persisted. */
export async function forgetQueries(queryClient: QueryClient): Promise<void> {
  queryClient.clear();
  const { clearPersistedQueries } = await import("@/lib/query/persister");
  clearPersistedQueries();
}

export interface LeaveAccountInput {
  globals: Globals;
  userId: number;
  queryClient: QueryClient;
  /** The user explicitly chose to lose the queued work (or it can never be sent). */
  discardQueued: boolean;
}

export async function leaveAccount({ globals, userId, queryClient, discardQueued }: LeaveAccountInput): Promise<void> {
  const { challenge } = await fetchLogoutChallenge(globals);
  const [{ discardQueuedWork, queuedWork }, { wipeAccountData }] = await Promise.all([import("@/lib/outbox"), import("@/lib/db/wipe")]);
  if (!discardQueued && (await queuedWork(userId)).length > 0) throw new Error("outbox.not.empty");
  // Sent already, or discarded by the user's choice; other accounts' entries stay.
  await discardQueuedWork(userId);
  await wipeAccountData();
  forgetDeviceSession();
  const language = localStorage.getItem(LANGUAGE_KEY);
  const { redirect } = await logout(challenge);
  if (language) localStorage.setItem(LANGUAGE_KEY, language);
  await forgetQueries(queryClient);
  window.location.assign(redirect);
}
