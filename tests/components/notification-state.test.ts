import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_NOTIFICATION_MS,
  dismissNotificationAtom,
  notificationQueueAtom,
  pushNotificationAtom,
} from "@/components/notifications/notification-state";

describe("notification queue", () => {
  it("queues in order with a 3000 ms default and dismisses by key", () => {
    const store = createStore();
    const first = store.set(pushNotificationAtom, { message: "information.successfully.modified", type: "success" });
    store.set(pushNotificationAtom, { message: "second", duration: 500 });
    const queue = store.get(notificationQueueAtom);
    expect(queue.map((item) => item.message)).toEqual(["information.successfully.modified", "second"]);
    expect(queue[0]?.duration).toBe(DEFAULT_NOTIFICATION_MS);
    expect(queue[1]?.type).toBe("info");
    store.set(dismissNotificationAtom, first);
    expect(store.get(notificationQueueAtom).map((item) => item.message)).toEqual(["second"]);
  });
});
