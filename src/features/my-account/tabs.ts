/**
 * Tabs of /my-account/{tab} (spec 1 §2): child-accounts only for account administrators; an
 * unknown, missing or forbidden tab is answered with login-details.
 */
import type { SessionUser } from "@/lib/api";
import { isAdministrator } from "@/lib/session";

export const MY_ACCOUNT_TABS = ["login-details", "profile-details", "preferences", "child-accounts"] as const;
export type MyAccountTab = (typeof MY_ACCOUNT_TABS)[number];
export const DEFAULT_TAB: MyAccountTab = "login-details";

export function tabsFor(user: SessionUser): MyAccountTab[] {
  return MY_ACCOUNT_TABS.filter((tab) => tab !== "child-accounts" || isAdministrator(user));
}

/** The tab to show for a requested path segment, or null when the route must redirect. */
export function allowedTab(user: SessionUser, requested: string | undefined): MyAccountTab | null {
  const tab = tabsFor(user).find((candidate) => candidate === requested);
  return tab ?? null;
}
