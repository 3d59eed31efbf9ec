/**
 * The device index opened with the app, in the background of every signed-in screen: once the
 * first screen has rendered and the browser is idle, the account's index (where the device holds
 * one) has its worker, SQLite's wasm and file started and its newest texts read into the page
 * cache, so the first search, even a cold start's offline, finds that done (docs/architecture.md,
 * "The device index"). Nothing of it runs on the page's thread but a message and a count.
 */
import { useEffect } from "react";
import { whenIdle } from "@/lib/idle";
import { startDeviceIndex } from "../offline-search/index-feed";

/** How long the start waits for the browser's idle time at most (after the first render). */
export const INDEX_START_WITHIN_MS = 2_000;

export function useDeviceIndexStart(userId: number): void {
  // whenIdle's canceller: unmounted (logout, another user) before the browser was idle, nothing starts.
  useEffect(() => whenIdle(() => void startDeviceIndex(userId), INDEX_START_WITHIN_MS), [userId]);
}
