/**
 * The session's life on the device, in one place: who is signed in on this device as
 * far as the device knows. Only an answer of the office ends it; "could not reach the office",
 * however often and for however long, never does.
 *
 * - Kept: every answer of the office naming a user (`GET /auth/me`, or the app's own change of
 *   the user) is written to localStorage (`DEVICE_SESSION_KEY`) with the time of the answer.
 *   The record has no expiry and no app-version buster: it outlives the persisted query cache
 *   (a day, and dropped by every new version), browser restarts and service-worker updates.
 * - Restored: a page without the user in memory seeds the session query from the record
 *   (`restoreDeviceSession`, at start-up and in the route guard), so the shell, the device
 *   copies (keyed by the user's id) and the interface language find the user offline.
 * - Ended by the office: the session query answering null (the office's 401 or 404 on
 *   `/auth/me`, or the office having ended the sessions after a user-name change), or a 401 of
 *   any other call (`sessionEndedByOffice`, from the API client's 401 handler in src/main.tsx).
 *   The record then names whose session ended (`readEndedSession`): the sign-in page tells that
 *   user's queued work waits on the device (src/features/auth). A failed check changes nothing.
 * - Left: logout (`forgetDeviceSession`, src/lib/session/leave-account.ts) keeps nothing.
 *
 * The session query is never garbage-collected (nothing observes it: a page left open for days
 * would otherwise lose the user from memory after the query cache's gcTime).
 */
import { hashKey, type QueryClient } from "@tanstack/react-query";
import { is } from "superstruct";
import { SessionUserSchema, type SessionUser } from "@/lib/api";
import { sessionQueryKeys } from "./session-queries";

export const DEVICE_SESSION_KEY = "ipo.session";
/** Where earlier versions kept the user (the persisted query cache, in localStorage). */
const LEGACY_QUERY_CACHE_KEY = "ipo.query-cache";

export interface DeviceSession {
  user: SessionUser;
  /** When the office last named this user, in ms since the epoch. */
  confirmedAt: number;
}

/** Whose session the office ended on this device (their queued work waits for them). */
export interface EndedSession {
  userId: number;
  username: string;
}

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function parse(raw: string | null | undefined): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

function isDeviceSession(value: unknown): value is DeviceSession {
  return typeof value === "object" && value !== null && "confirmedAt" in value && typeof value.confirmedAt === "number" && "user" in value && is(value.user, SessionUserSchema);
}

/** The user of the persisted query cache of an older version (whatever its version or age). */
function legacySession(store: Storage): DeviceSession | null {
  const cache = parse(store.getItem(LEGACY_QUERY_CACHE_KEY)) as { clientState?: { queries?: Array<{ queryKey?: unknown; state?: { data?: unknown; dataUpdatedAt?: number } }> } } | undefined;
  const query = cache?.clientState?.queries?.find((entry) => JSON.stringify(entry.queryKey) === JSON.stringify(sessionQueryKeys.me()));
  const user = query?.state?.data;
  return is(user, SessionUserSchema) ? { user, confirmedAt: query?.state?.dataUpdatedAt ?? 0 } : null;
}

function isEndedSession(value: unknown): value is { ended: EndedSession } {
  if (typeof value !== "object" || value === null || !("ended" in value)) return false;
  const ended = value.ended as Partial<EndedSession> | null;
  return typeof ended?.userId === "number" && typeof ended.username === "string";
}

/** The device's signed-in user, or null when the office ended the session (or nobody signed in). */
export function readDeviceSession(): DeviceSession | null {
  const store = storage();
  if (!store) return null;
  const record = parse(store.getItem(DEVICE_SESSION_KEY));
  if (isDeviceSession(record)) return record;
  return record === undefined ? legacySession(store) : null;
}

/** The user whose session the office ended last on this device, until someone signs in. */
export function readEndedSession(): EndedSession | null {
  const record = parse(storage()?.getItem(DEVICE_SESSION_KEY));
  return isEndedSession(record) ? record.ended : null;
}

function write(record: DeviceSession | { ended: EndedSession } | null): void {
  try {
    storage()?.setItem(DEVICE_SESSION_KEY, JSON.stringify(record));
  } catch {
    // Storage full or disabled: the user is kept in memory for this page only.
  }
}

/** The office ended the session: nobody is signed in; whose it was is noted (see the header). */
function endedByOffice(): void {
  const user = readDeviceSession()?.user;
  if (user) write({ ended: { userId: user.userId, username: user.username } });
  // A record either way (`null` for nobody), so an older version's copy is never adopted.
  else if (!readEndedSession()) write(null);
}

/**
 * Puts the device's user into the session query when the page holds none yet (start-up, the
 * route guard). The query is given no expiry in memory. Idempotent.
 */
export function restoreDeviceSession(queryClient: QueryClient): void {
  const key = sessionQueryKeys.me();
  // Never collected: see the header.
  queryClient.setQueryDefaults(key, { gcTime: Infinity });
  if (queryClient.getQueryState(key) !== undefined) return;
  const record = readDeviceSession();
  if (record) queryClient.setQueryData(key, record.user, { updatedAt: record.confirmedAt });
}

/**
 * Follows the office's answers about the session into the record (see the header). Errors of the
 * check (offline, a silent office, a server error) are not answers and leave it as it is.
 * Returns the unsubscribe function.
 */
export function keepSessionOnDevice(queryClient: QueryClient): () => void {
  const hash = hashKey(sessionQueryKeys.me());
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== hash || event.type !== "updated" || event.action.type !== "success") return;
    const user = event.query.state.data as SessionUser | null | undefined;
    if (user) write({ user, confirmedAt: event.query.state.dataUpdatedAt });
    else if (user === null) endedByOffice();
  });
}

/** The office ended the session (a 401 of any call): the device forgets the user, notes whose it was. */
export function sessionEndedByOffice(queryClient: QueryClient): void {
  endedByOffice();
  queryClient.removeQueries({ queryKey: sessionQueryKeys.all });
}

/** The user logged out: nothing of the session stays on the device. */
export function forgetDeviceSession(): void {
  write(null);
}
