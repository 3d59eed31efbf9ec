/**
 * The installed app's icon badge: the sum of the registered counts that apply to the user (new
 * correspondence, letters due soon, applications waiting for payment or signature: ./registry.ts),
 * set with `navigator.setAppBadge` and cleared at zero (./badge-rule.ts, shared with the service
 * worker). Where the Badging API is missing nothing happens; failures are only logged.
 */
import { useEffect } from "react";
import type { SessionUser } from "@/lib/api";
import { whenIdle } from "@/lib/idle";
import { badgeTotal, setBadge, type BadgeNavigator } from "./badge-rule";
import { COUNTS } from "./registry";
import { useCount } from "./use-count";

/** The badge follows a changed count within this time (sooner when the browser is idle). */
const BADGE_WITHIN_MS = 2000;

export { badgeTotal };

export async function applyBadge(total: number, nav: BadgeNavigator = navigator as BadgeNavigator): Promise<void> {
  try {
    await setBadge(total, nav);
  } catch (error) {
    console.warn("app badge not updated", error);
  }
}

/** Keeps the badge in step with the counts the user may see (mounted once, in the shell). */
export function useAppBadge(user: SessionUser): void {
  // Every count of COUNTS, one call each in a fixed order (hooks); a count not registered adds nothing.
  const total = badgeTotal([
    useCount(COUNTS.newCorrespondence, user),
    useCount(COUNTS.dueReplies, user),
    useCount(COUNTS.waitingForPayment, user),
    useCount(COUNTS.waitingForSignature, user),
  ]);
  useEffect(() => {
    if (total === undefined) return;
    // Setting the badge calls into the browser (about 2 ms among the first screen's effects
    // on a cold start): not urgent, so not inside the start-up's tasks.
    return whenIdle(() => void applyBadge(total), BADGE_WITHIN_MS);
  }, [total]);
}
