/**
 * Periodic Background Sync of the app badge: while the installed app is closed the
 * browser fires `periodicsync` with BADGE_SYNC_TAG (registered by the page,
 * src/lib/offline/periodic-badge.ts); the worker asks the office for the same counts as the
 * open app's badge (the rule of src/lib/counts/badge-rule.ts: new correspondence, letters due
 * within the calendar feed's first alarm, applications waiting for payment and for signature, by
 * role) and sets the badge.
 * Signed out, the badge is cleared.
 */
import { apiRequest, isApiError, SessionUserSchema } from "@/lib/api";
import { CountResponseSchema } from "@/lib/api/contract";
import { badgeParts, setBadge, type BadgeNavigator } from "@/lib/counts/badge-rule";
import { dueRepliesCount, feedAlarms } from "@/lib/counts/due-replies";
import { BADGE_SYNC_TAG } from "@/lib/offline/periodic-badge";
import { mainUserId } from "@/lib/session/roles";

interface PeriodicSyncEventLike extends ExtendableEvent {
  readonly tag: string;
}

const count = (path: string, json?: unknown) =>
  apiRequest({ method: json === undefined ? "GET" : "POST", path, json, schema: CountResponseSchema, redirectOn401: false }).then((r) => r.count);

/** The badge total for the session's user, or 0 when nobody is signed in. */
export async function badgeCountFromOffice(): Promise<number> {
  let user;
  try {
    user = await apiRequest({ path: "/auth/me", schema: SessionUserSchema, redirectOn401: false });
  } catch (error) {
    if (isApiError(error) && error.kind === "http" && (error.status === 401 || error.status === 404)) return 0;
    throw error;
  }
  const owner = mainUserId(user);
  const parts = badgeParts(user);
  const counts = await Promise.all([
    parts.newCorrespondence ? count("/correspondences/message/incoming/new") : 0,
    parts.dueReplies ? feedAlarms().then((alarms) => dueRepliesCount(alarms)) : 0,
    parts.waitingForPayment ? count("/applications/WAITING_FOR_PAYMENT/count", { userId: owner }) : 0,
    parts.waitingForSignature ? count("/applications/WAITING_FOR_SIGNATURE/count", { userId: owner }) : 0,
  ]);
  return counts.reduce((sum, value) => sum + value, 0);
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
