/**
 * Network first, then the device: ask the office; when it cannot be reached (no connection,
 * a gateway error) or does not answer within `timeoutMs`, use the stored copy instead. A fresh
 * answer is handed to `save` (also when it arrives after the timeout), so the next offline
 * read finds it. Without a stored copy the network's own outcome is returned. When the screen
 * already shows a copy (`hasCopy`, e.g. restored by the device persister of src/lib/query),
 * only the office is asked: the copy stays on screen with its age while it answers or fails.
 */
import { isApiError } from "@/lib/api";
import { reportServerReachable, reportServerUnreachable } from "./online-status";

/** How long a read waits for the office before it shows the device's copy. */
export const NETWORK_TIMEOUT_MS = 4000;

/** No connection, or a proxy's answer that the office is down (502/503/504). */
export function isUnreachable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.kind === "network" || error.status === 502 || error.status === 503 || error.status === 504;
}

export interface NetworkFirstOptions<T> {
  network: () => Promise<T>;
  /** The stored copy, or undefined when the device has none. */
  device: () => Promise<T | undefined>;
  save?: (value: T) => Promise<void> | void;
  timeoutMs?: number;
  /** Defaults to the browser's online flag. */
  online?: () => boolean;
  /**
   * The screen already shows a copy (the query's data): only the office can tell anything
   * newer, so the device is not read and nobody waits for a timeout; a failure keeps the copy.
   */
  hasCopy?: boolean;
}

const TIMED_OUT = Symbol("timed out");

export async function networkFirst<T>({ network, device, save, timeoutMs = NETWORK_TIMEOUT_MS, online = browserOnline, hasCopy = false }: NetworkFirstOptions<T>): Promise<T> {
  if (!online() && !hasCopy) {
    const stored = await device();
    if (stored !== undefined) return stored;
  }
  const request = network().then(
    (value) => {
      reportServerReachable();
      void Promise.resolve(save?.(value)).catch((error: unknown) => console.warn("offline copy not saved", error));
      return value;
    },
    (error: unknown) => {
      if (isUnreachable(error)) reportServerUnreachable();
      throw error;
    },
  );
  if (hasCopy) return request;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  try {
    const first = await Promise.race([request, timeout]);
    if (first !== TIMED_OUT) return first;
    const stored = await device();
    if (stored !== undefined) {
      // The late answer is still saved; nobody waits for its failure.
      request.catch(() => undefined);
      return stored;
    }
    return await request;
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const stored = await device();
    if (stored !== undefined) return stored;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function browserOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}
