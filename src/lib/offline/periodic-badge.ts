/**
 * The app badge while the app is closed: in an installed app whose browser offers
 * Periodic Background Sync (Chromium) and allows it, the page registers `BADGE_SYNC_TAG`; the
 * service worker (sw/periodic-sync.ts) then refreshes the counts and the badge now and then.
 * Elsewhere the open app keeps the badge in step on focus and visibility (src/lib/counts).
 */

/** The periodic sync tag the page registers and the service worker answers. */
export const BADGE_SYNC_TAG = "ipo-badge";
/** How often the browser is asked to let the worker refresh (it decides; usually not more). */
export const BADGE_SYNC_MIN_INTERVAL_MS = 60 * 60 * 1000;

interface PeriodicSyncManager {
  register(tag: string, options?: { minInterval: number }): Promise<void>;
}

/** Registers the periodic badge refresh where supported and granted; true when registered. */
export async function registerBadgeSync(): Promise<boolean> {
  try {
    if (typeof navigator === "undefined" || !("serviceWorker" in navigator) || !navigator.permissions) return false;
    const permission = await navigator.permissions.query({ name: "periodic-background-sync" as PermissionName });
    if (permission.state !== "granted") return false;
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManager };
    if (!registration.periodicSync) return false;
    await registration.periodicSync.register(BADGE_SYNC_TAG, { minInterval: BADGE_SYNC_MIN_INTERVAL_MS });
    return true;
  } catch {
    // Unknown permission name (browsers without the API) or a refusal: the open app keeps it.
    return false;
  }
}
