/**
 * What the installed app's icon badge counts, one rule for the open app (./app-badge.ts) and the
 * service worker's periodic sync (sw/periodic-sync.ts): new correspondence and letters due soon
 * with a correspondence role, applications waiting for payment with ROLE_PAYMENTS, and those
 * waiting for signature for a main account (signatures are not offered to child accounts). No
 * React here: the worker imports it.
 */
import type { SessionUser } from "@/lib/api/schemas";
import { CORRESPONDENCE_ROLES, hasAnyRole, hasRole, isChild } from "@/lib/session/roles";

export interface BadgeParts {
  newCorrespondence: boolean;
  dueReplies: boolean;
  waitingForPayment: boolean;
  waitingForSignature: boolean;
}

export function badgeParts(user: SessionUser): BadgeParts {
  const correspondence = hasAnyRole(user, [...CORRESPONDENCE_ROLES]);
  return {
    newCorrespondence: correspondence,
    dueReplies: correspondence,
    waitingForPayment: hasRole(user, "ROLE_PAYMENTS"),
    waitingForSignature: !isChild(user),
  };
}

/** Sum of the known counts; undefined while none is known (the badge is left as it is). */
export function badgeTotal(counts: (number | undefined)[]): number | undefined {
  const known = counts.filter((count): count is number => typeof count === "number");
  return known.length === 0 ? undefined : known.reduce((sum, count) => sum + count, 0);
}

export interface BadgeNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/** Sets the badge, or clears it at zero (where the Badging API is missing nothing happens). */
export async function setBadge(total: number, nav: BadgeNavigator): Promise<void> {
  if (total > 0) await nav.setAppBadge?.(total);
  else if (nav.clearAppBadge) await nav.clearAppBadge();
  else await nav.setAppBadge?.(0);
}
