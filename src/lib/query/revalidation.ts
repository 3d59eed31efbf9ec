/**
 * The revalidation policy of screen data ("the device answers first"): which queries
 * are screen data, which copy wins, how a copy's age is shown, when a refresh has given up, and
 * when a copy is too old to show without a warning. Pure functions: the query client, the
 * device persister (./device-persister.ts), the route loaders and the freshness status
 * (src/components/offline/freshness-status.tsx) all decide through here.
 */
import type { QueryKey } from "@tanstack/react-query";

/** Query roots that are not screen data: the shell's content and the session (./persister.ts). */
const NOT_SCREEN_ROOTS: ReadonlySet<string> = new Set(["content", "session"]);

/** Screen data: kept on the device per account and shown at once, with its age. */
export function isScreenQueryKey(queryKey: QueryKey): boolean {
  const [root] = queryKey;
  return typeof root === "string" && !NOT_SCREEN_ROOTS.has(root);
}

/** Younger copies show no age: they are as good as fresh. */
export const SHOW_AGE_AFTER_MS = 60 * 1000;
/** Older copies show a warning that they may be out of date. */
export const WARN_AFTER_MS = 24 * 60 * 60 * 1000;
/**
 * A request to the office unanswered this long: the office is not answering (the header says
 * so, the screen shows its copy's time) while the request goes on until REFRESH_GIVE_UP_MS.
 */
export const OFFICE_SILENT_AFTER_MS = 4 * 1000;
/** A refresh that has not answered in this time has given up (the office is silent). */
export const REFRESH_GIVE_UP_MS = 20 * 1000;
/** A screen whose refresh failed asks the office again this often. */
export const RETRY_FAILED_EVERY_MS = 30 * 1000;
/** A screen without any copy waits this long for the office before "needs a connection". */
export const FIRST_ANSWER_WAIT_MS = 12 * 1000;

export type CopySource = "office" | "device";

export interface Copy<T> {
  value: T;
  source: CopySource;
  /** When the office gave this answer (ms since the epoch). */
  savedAt: number;
}

/**
 * Which copy wins while the query runs: a copy on screen (an office answer, also one restored
 * from an earlier session, or a device copy) wins over the device's stores, so only the office
 * is asked — its answer then replaces it. Only a screen with nothing to show reads the device.
 */
export function readsDevice(onScreen: Omit<Copy<unknown>, "value"> | undefined): boolean {
  return onScreen === undefined;
}

/**
 * When the data on screen was answered by the office: `dataUpdatedAt`, unless the data is a
 * copy read from the offline stores (src/lib/offline), which carries its own `savedAt`.
 */
export function copyTimeOf(data: unknown, dataUpdatedAt: number): number {
  if (data && typeof data === "object" && "deviceCopy" in data) {
    const deviceCopy = (data as { deviceCopy?: { savedAt?: unknown } }).deviceCopy;
    if (deviceCopy && typeof deviceCopy.savedAt === "number") return Math.min(deviceCopy.savedAt, dataUpdatedAt || Infinity);
  }
  return dataUpdatedAt;
}

export interface AgeParts {
  /** Negative: in the past (Intl.RelativeTimeFormat's convention). */
  value: number;
  unit: "second" | "minute" | "hour" | "day";
}

/** The age of a copy as one rounded-down unit ("3 minutes ago", "2 days ago"). */
export function ageOf(savedAt: number, now: number): AgeParts {
  const seconds = Math.max(0, Math.floor((now - savedAt) / 1000));
  if (seconds < 60) return { value: -seconds, unit: "second" };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { value: -minutes, unit: "minute" };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { value: -hours, unit: "hour" };
  return { value: -Math.floor(hours / 24), unit: "day" };
}

/** What the freshness status needs of one query (a slice of TanStack's QueryState). */
export interface ScreenQueryState {
  data: unknown;
  dataUpdatedAt: number;
  status: "pending" | "error" | "success";
  fetchStatus: "fetching" | "paused" | "idle";
  /** Failed attempts of the current (or last) fetch; retries keep it above 0. */
  fetchFailureCount: number;
}

export type Freshness =
  /** Nothing on screen yet, or nothing to say (a fresh answer). */
  | { kind: "none" }
  /** A copy is shown and a refresh is running. */
  | { kind: "updating"; savedAt: number; tooOld: boolean }
  /** A copy is shown; the office was not asked again (it is recent enough). */
  | { kind: "aged"; savedAt: number; tooOld: boolean }
  /** A copy is shown; the office could not be reached (failed, paused offline, or silent). */
  | { kind: "unreachable"; savedAt: number; tooOld: boolean };

/** Data read from the offline stores (src/lib/offline) instead of the office: to be replaced. */
export function isDeviceCopy(data: unknown): boolean {
  return Boolean(data && typeof data === "object" && "deviceCopy" in data && (data as { deviceCopy?: unknown }).deviceCopy);
}

/**
 * The freshness of a screen from its queries with data: the oldest copy speaks for the screen.
 * Unreachable wins over updating: the office known unreachable (no connection, or its last
 * request failed or is silent: `officeUnreachable`) for a copy it would refresh, a refresh that failed (also while it is being retried; a
 * silent office fails after REFRESH_GIVE_UP_MS), one paused offline, or a copy read from the
 * offline stores that the office has not replaced.
 */
export function freshnessOf(queries: readonly ScreenQueryState[], now: number, officeUnreachable = false): Freshness {
  const shown = queries.filter((query) => query.data !== undefined && query.dataUpdatedAt > 0);
  if (shown.length === 0) return { kind: "none" };
  const savedAt = Math.min(...shown.map((query) => copyTimeOf(query.data, query.dataUpdatedAt)));
  const tooOld = now - savedAt > WARN_AFTER_MS;
  // The office known unreachable speaks for a screen whose copy it would refresh: one being
  // asked again, a device copy, or one old enough to show its age. A copy the office answered a
  // moment ago says nothing (the header tells that the office is not answering, e.g. while
  // another screen's call is late): "could not reach the office" would be untrue of it.
  const unreachable =
    (officeUnreachable && shown.some((query) => query.fetchStatus !== "idle" || isDeviceCopy(query.data) || now - copyTimeOf(query.data, query.dataUpdatedAt) >= SHOW_AGE_AFTER_MS)) ||
    shown.some(
    (query) =>
      query.status === "error" ||
      query.fetchStatus === "paused" ||
      query.fetchFailureCount > 0 ||
      (query.fetchStatus === "idle" && isDeviceCopy(query.data)),
  );
  if (unreachable) return { kind: "unreachable", savedAt, tooOld };
  if (shown.some((query) => query.fetchStatus === "fetching")) return { kind: "updating", savedAt, tooOld };
  if (now - savedAt < SHOW_AGE_AFTER_MS) return { kind: "none" };
  return { kind: "aged", savedAt, tooOld };
}
