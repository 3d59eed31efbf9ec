/**
 * The device answers first: a query function that, while the screen has no copy
 * as good as the device's, answers at once from the device's stored copy and asks the office
 * right after in the background (`revalidate`, a refetch of the same query, which then runs
 * with the copy on screen and goes to the office only). Without any stored copy it waits for
 * the office, and a fresh answer is handed to `save`. Which copy wins is decided by the
 * revalidation policy (src/lib/query/revalidation.ts `readsDevice`).
 */
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { copyTimeOf, readsDevice, type Copy } from "@/lib/query/revalidation";
import { reportServerReachable, reportServerUnreachable } from "./online-status";
import { isUnreachable } from "./network-first";

export interface DeviceFirstOptions<T> {
  network: () => Promise<T>;
  /** The stored copy and when it was stored, or undefined when the device has none. */
  device: () => Promise<{ value: T; savedAt: number } | undefined>;
  save?: (value: T) => Promise<void> | void;
  /** What the screen shows now (the query's data and when the office gave it), if anything. */
  current?: Omit<Copy<unknown>, "value">;
  /** Starts a background refresh of the query once the device's copy is on screen. */
  revalidate: () => void;
}

export async function deviceFirst<T>({ network, device, save, current, revalidate }: DeviceFirstOptions<T>): Promise<T> {
  if (readsDevice(current)) {
    const stored = await device().catch(() => undefined);
    if (stored) {
      // After this answer has settled, so the refresh is a fetch of its own.
      setTimeout(revalidate, 0);
      return stored.value;
    }
  }
  try {
    const value = await network();
    reportServerReachable();
    void Promise.resolve(save?.(value)).catch((error: unknown) => console.warn("device copy not saved", error));
    return value;
  } catch (error) {
    if (isUnreachable(error)) reportServerUnreachable();
    throw error;
  }
}

/**
 * What a query shows now, for `current`: an office answer (also one restored from an earlier
 * session), or a device copy (data carrying `deviceCopy`); undefined without data.
 */
export function screenCopyOf(client: QueryClient, queryKey: QueryKey): DeviceFirstOptions<unknown>["current"] {
  const state = client.getQueryState(queryKey);
  if (state?.data === undefined) return undefined;
  const fromDevice = typeof state.data === "object" && state.data !== null && "deviceCopy" in state.data && Boolean(state.data.deviceCopy);
  return { source: fromDevice ? "device" : "office", savedAt: copyTimeOf(state.data, state.dataUpdatedAt) };
}

/** Starts a background refresh of one query (the `revalidate` of `deviceFirst`). */
export function refreshLater(client: QueryClient, queryKey: QueryKey): () => void {
  return () => void client.refetchQueries({ queryKey, exact: true }).catch(() => undefined);
}
