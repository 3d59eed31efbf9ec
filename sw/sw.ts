/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa injectManifest into dist/sw.js, an ES module).
 *
 * Modules, in the order their routes are registered (the first matching route wins):
 *   1. sw/lifecycle.ts  – SKIP_WAITING from the update prompt, clientsClaim on activate.
 *   1b. sw/share-target.ts – the POST of the Web Share Target (files shared to the app).
 *   2. sw/background-sync.ts – the `sync` event drains the offline outbox (src/lib/outbox, the
 *      same module and transport as the page); the only module sending /api/ requests here.
 *   2b. sw/periodic-sync.ts – `periodicsync` refreshes the app badge's counts while the app
 *      is closed (installed app, Chromium, when the browser allows it).
 *   3. sw/navigation.ts – navigations network first (3 s), precached index.html offline.
 *   4. precache        – the build's assets, cache first, old caches cleaned up.
 * Everything else (including every /api/ and /sandbox/ request) goes to the network untouched.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import type { PrecacheEntry } from "workbox-precaching";
import { registerBackgroundSync } from "./background-sync";
import { registerLifecycle } from "./lifecycle";
import { registerNavigationRoute } from "./navigation";
import { registerPeriodicSync } from "./periodic-sync";
import { registerShareTarget } from "./share-target";

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

registerLifecycle(self);
registerShareTarget(self);
registerBackgroundSync(self);
registerPeriodicSync(self);
registerNavigationRoute(self.location.origin);

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
