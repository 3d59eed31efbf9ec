/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa injectManifest into dist/sw.js, an ES module).
 *
 * Modules, in the order their routes are registered (the first matching route wins):
 *   1. sw/lifecycle.ts  – SKIP_WAITING from the update prompt, clientsClaim on activate.
 *   2. (later) sw/outbox.ts – offline outbox for API mutations. Register it here, before the
 *      navigation route; it is the only module allowed to touch /api/ requests.
 *   3. sw/navigation.ts – navigations network first (3 s), precached index.html offline.
 *   4. precache        – the build's assets, cache first, old caches cleaned up.
 * Everything else (including every /api/ and /sandbox/ request) goes to the network untouched.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import type { PrecacheEntry } from "workbox-precaching";
import { registerLifecycle } from "./lifecycle";
import { registerNavigationRoute } from "./navigation";

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

registerLifecycle(self);
registerNavigationRoute(self.location.origin);

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
