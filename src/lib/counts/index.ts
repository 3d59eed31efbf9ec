/** Polled counts shown in the shell (menu badges, the app icon badge) and refreshed by the screens that change them. */
export { CountResponseSchema, countQueries, countQueryKeys, useNewCorrespondenceCount } from "./new-correspondence";
export { pendingCountKey, pendingCountQuery, usePendingCount, type PendingState } from "./pending-applications";
export { applyBadge, badgeTotal, useAppBadge } from "./app-badge";
