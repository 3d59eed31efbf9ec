/**
 * Periodic Background Sync of the app badge: while the installed app is closed the
 * browser fires `periodicsync` with BADGE_SYNC_TAG (registered by the page,
 * src/lib/offline/periodic-badge.ts); the worker asks the office for the same counts as the
 * open app's badge (the counts the features register, src/lib/counts/registry.ts: new
 * correspondence, letters due within the calendar feed's first alarm, applications waiting for
 * payment and for signature, each by its role rule) and sets the badge.
 * Signed out, the badge is cleared.
 */
import { registerCorrespondenceCounts } from "@/features/correspondence/counts/register";
import { registerPaymentsCounts } from "@/features/payments/counts/register";
import { registerSignaturesCounts } from "@/features/signatures/counts/register";
import { apiRequest, isApiError, SessionUserSchema } from "@/lib/api";
import { setBadge, type BadgeNavigator } from "@/lib/counts/badge-rule";
import { officeBadgeTotal } from "@/lib/counts/registry";
import { BADGE_SYNC_TAG } from "@/lib/offline/periodic-badge";

registerCorrespondenceCounts();
registerPaymentsCounts();
registerSignaturesCounts();

interface PeriodicSyncEventLike extends ExtendableEvent {
  readonly tag: string;
}

/** The badge total for the session's user, or 0 when nobody is signed in. */
export async function badgeCountFromOffice(): Promise<number> {
  let user;
  try {
    user = await apiRequest({ path: "/auth/me", schema: SessionUserSchema, redirectOn401: false });
  } catch (error) {
    if (isApiError(error) && error.kind === "http" && (error.status === 401 || error.status === 404)) return 0;
    throw error;
  }
  return officeBadgeTotal(user);
}

export async function refreshBadge(nav: BadgeNavigator): Promise<void> {
  await setBadge(await badgeCountFromOffice(), nav);
}

export function registerPeriodicSync(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener("periodicsync" as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
    const sync = event as PeriodicSyncEventLike;
    // A failure (offline) waits for the next period; the badge keeps its last value.
    if (sync.tag === BADGE_SYNC_TAG) sync.waitUntil(refreshBadge(scope.navigator as unknown as BadgeNavigator).catch(() => undefined));
  });
}
