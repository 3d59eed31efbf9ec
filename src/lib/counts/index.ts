/** The counts the app shows (menu, dashboard, tab title, icon badge), registered by the features that own them. */
export { COUNTS, countApplies, officeBadgeTotal, registerCount, registeredCounts, type CountName, type CountSource } from "./registry";
export { registerPageCount, useCachedCount, useCount, type PageCount } from "./use-count";
export { applyBadge, badgeTotal, useAppBadge } from "./app-badge";
