import { useSetAtom } from "jotai";
import { pushNotificationAtom } from "./notification-state";

/** `notify({ message, type?, duration? })` queues a notification. */
export function useNotify() {
  return useSetAtom(pushNotificationAtom);
}
