/**
 * Leadership between the tabs and the service worker: one drain at a time per user across
 * every context through the Web Locks API (`navigator.locks`, lock `ipo-outbox-<user>`), and
 * every context's events shared through a BroadcastChannel (`ipo-outbox`), so a tab's status
 * follows what another tab or the worker delivered. Where either API is missing, the context
 * runs alone.
 */
import type { OutboxEvent } from "./types";

export const OUTBOX_CHANNEL = "ipo-outbox";

/** The Web Lock held while a user's outbox drains (pages and the worker). */
export function outboxLockName(userId: number): string {
  return `ipo-outbox-${userId}`;
}

export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export function lockManager(): LockManagerLike | null {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks && typeof locks.request === "function" ? locks : null;
}

export interface ChannelMessage {
  userId: number;
  event: OutboxEvent;
}

export function openChannel(name: string | null | undefined): BroadcastChannel | null {
  if (!name || typeof BroadcastChannel !== "function") return null;
  return new BroadcastChannel(name);
}
