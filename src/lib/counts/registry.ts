/**
 * The counts the app shows: beside the menu's Correspondence, on the dashboard, in the tab's
 * title and on the installed app's icon badge. Each count lives in the feature that owns it,
 * which registers it here: whether a user is shown it (by role) and how to ask the office for it
 * now. The icon badge adds every count of COUNTS that applies to the user, one rule for the open
 * app (./app-badge.ts) and the service worker's periodic sync (sw/periodic-sync.ts), which
 * registers the same sources. No React here: the worker imports it; the page's polled
 * queries are registered beside (./use-count.ts).
 */
import type { SessionUser } from "@/lib/api/schemas";

/** The counts by name (who shows a count reads it by this name, never from its feature); the icon badge adds them all. */
export const COUNTS = {
  newCorrespondence: "correspondence.new",
  dueReplies: "correspondence.due-replies",
  waitingForPayment: "payments.waiting",
  waitingForSignature: "signatures.waiting",
} as const;

export type CountName = (typeof COUNTS)[keyof typeof COUNTS];

export interface CountSource {
  name: CountName;
  /** Whether the user is shown this count (menu, dashboard, icon badge): their roles decide. */
  appliesTo(user: SessionUser): boolean;
  /** The office's count for the user now (the worker's refresh; the page polls its own query). */
  fetch(user: SessionUser, signal?: AbortSignal): Promise<number>;
}

const sources = new Map<CountName, CountSource>();

/** Registers (or replaces) a count's source. */
export function registerCount(source: CountSource): void {
  sources.set(source.name, source);
}

/** The registered sources, in the order of COUNTS. */
export function registeredCounts(): CountSource[] {
  return Object.values(COUNTS).flatMap((name) => sources.get(name) ?? []);
}

/** Whether the count is registered and applies to the user. */
export function countApplies(name: CountName, user: SessionUser): boolean {
  return sources.get(name)?.appliesTo(user) ?? false;
}

/** The badge's total from the office: every registered count that applies to the user, asked at once (the worker). */
export async function officeBadgeTotal(user: SessionUser, signal?: AbortSignal): Promise<number> {
  const counts = await Promise.all(registeredCounts().map((source) => (source.appliesTo(user) ? source.fetch(user, signal) : 0)));
  return counts.reduce((sum, value) => sum + value, 0);
}
