/**
 * Notification queue (spec 1 §3/§4): items show one at a time, each for `duration` ms
 * (3000 by default) or until clicked. Messages are either server literal keys
 * (translated by the host) or already-translated text.
 */
import { atom } from "jotai";
import { appAtom } from "@/lib/state";

export type NotificationType = "success" | "info" | "warning" | "error";

export interface NotificationItem {
  key: string;
  /** A literal key such as `information.successfully.modified`, or plain text. */
  message: string;
  type: NotificationType;
  duration: number;
}

export const DEFAULT_NOTIFICATION_MS = 3000;

export const notificationQueueAtom = appAtom<NotificationItem[]>(() => []);

let counter = 0;

/** Appends an item; returns its key. */
export const pushNotificationAtom = atom(
  null,
  (get, set, input: { message: string; type?: NotificationType; duration?: number }) => {
    counter += 1;
    const item: NotificationItem = {
      key: `n${Date.now()}-${counter}`,
      message: input.message,
      type: input.type ?? "info",
      duration: input.duration ?? DEFAULT_NOTIFICATION_MS,
    };
    set(notificationQueueAtom, [...get(notificationQueueAtom), item]);
    return item.key;
  },
);

/** Removes the item with this key (the one on screen, normally). */
export const dismissNotificationAtom = atom(null, (get, set, key: string) => {
  set(
    notificationQueueAtom,
    get(notificationQueueAtom).filter((item) => item.key !== key),
  );
});
