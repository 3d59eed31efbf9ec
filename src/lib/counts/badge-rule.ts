/**
 * Setting the installed app's icon badge, for the open app (./app-badge.ts) and the service
 * worker's periodic sync (sw/periodic-sync.ts). What it counts is the registered counts that
 * apply to the user (./registry.ts). No React here: the worker imports it.
 */

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
