/**
 * Service worker lifecycle: a new version waits until the user accepts the update prompt
 * (which posts SKIP_WAITING), and an activated worker takes control of open pages at once.
 */
import { clientsClaim } from "workbox-core";
import { isSkipWaitingMessage } from "./requests";

export function registerLifecycle(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener("message", (event) => {
    if (isSkipWaitingMessage(event.data)) void scope.skipWaiting();
  });
  clientsClaim();
}
