/**
 * The sidebar model (spec 1 §2 and §6, spec 2 §2): which entries a user sees. The UI maps
 * `id` (or `labelId`) to a lingui text and highlights the current section.
 *
 * Online-services sub-entries point to `/online-services/trademark` and
 * `/online-services/design`: spec 1 writes `/trademarks` and `/designs`, but spec 2's
 * route table has the param `{service}` = trademark | design, which is what the routes use.
 */
import type { SessionUser } from "@/lib/api";
import { hasCorrespondenceRole, hasIpRightRole, hasRole, isAdministrator, isChild } from "./roles";

export type MenuId =
  | "dashboard"
  | "online-services"
  | "online-services-trademark"
  | "online-services-design"
  | "my-applications"
  | "my-drafts"
  | "signatures"
  | "payments"
  | "correspondence"
  | "correspondence-needs-reply"
  | "my-account"
  | "login-details"
  | "profile-details"
  | "preferences"
  | "child-accounts";

export type MenuLabelId = `menu.${MenuId}`;

export interface MenuEntry {
  id: MenuId;
  to: string;
  /** Stable id of the label text. */
  labelId: MenuLabelId;
  children?: MenuEntry[];
}

function entry(id: MenuId, to: string, children?: MenuEntry[]): MenuEntry {
  return children ? { id, to, labelId: `menu.${id}`, children } : { id, to, labelId: `menu.${id}` };
}

export function menuFor(user: SessionUser): MenuEntry[] {
  const ipRights = hasIpRightRole(user);
  const menu: MenuEntry[] = [entry("dashboard", "/")];

  if (ipRights) {
    const services: MenuEntry[] = [];
    if (hasRole(user, "ROLE_TRADEMARKS")) services.push(entry("online-services-trademark", "/online-services/trademark"));
    if (hasRole(user, "ROLE_DESIGNS")) services.push(entry("online-services-design", "/online-services/design"));
    menu.push(entry("online-services", "/online-services", services));
    menu.push(entry("my-applications", "/my-applications"));
    menu.push(entry("my-drafts", "/my-drafts"));
    // Hidden for every CHILD (a client rule only, DECISIONS decision 80).
    if (!isChild(user)) menu.push(entry("signatures", "/signatures"));
  }
  if (hasRole(user, "ROLE_PAYMENTS")) menu.push(entry("payments", "/payments/shopping-cart"));
  // "Needs a reply": the inbox view of the letters waiting for an answer, one click away.
  if (hasCorrespondenceRole(user)) menu.push(entry("correspondence", "/correspondence", [entry("correspondence-needs-reply", "/correspondence?view=needs-reply")]));

  const account = [
    entry("login-details", "/my-account/login-details"),
    entry("profile-details", "/my-account/profile-details"),
    entry("preferences", "/my-account/preferences"),
  ];
  if (isAdministrator(user)) account.push(entry("child-accounts", "/my-account/child-accounts"));
  menu.push(entry("my-account", "/my-account", account));
  return menu;
}
