/**
 * The page title of every route (spec 1 §2 "Page titles"), in one place: route id →
 * title, read by <DocumentTitle> at the root. A screen that knows better (a verification step,
 * an expired link) overrides it with `useDocumentTitle`.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FileRoutesById } from "@/routeTree.gen";

export interface TitleMatch {
  params: Record<string, string>;
  search: Record<string, unknown>;
}

type Title = MessageDescriptor | ((match: TitleMatch) => MessageDescriptor);

const MY_ACCOUNT_TABS: Record<string, MessageDescriptor> = {
  "login-details": msg`Login details`,
  "profile-details": msg`Profile details`,
  preferences: msg`Preferences`,
  "child-accounts": msg`Child accounts`,
};

export const ROUTE_TITLES: Partial<Record<keyof FileRoutesById, Title>> = {
  "/_authenticated/": msg`Dashboard`,
  "/_authenticated/correspondence/": ({ search }) => (search.view === "needs-reply" ? msg`Needs a reply` : msg`Correspondence`),
  "/_authenticated/correspondence/$id": msg`Correspondence`,
  "/_authenticated/correspondence/storage": msg`Letters on this device`,
  "/_authenticated/my-applications": msg`My applications`,
  "/_authenticated/my-drafts": msg`My drafts`,
  "/_authenticated/signatures": msg`Signatures`,
  "/_authenticated/payments/$tab": msg`Payments`,
  "/_authenticated/online-services": msg`Online services`,
  "/_authenticated/online-services/$service/e-services": msg`E-services`,
  "/_authenticated/my-account/": msg`My account`,
  "/_authenticated/my-account/$tab": ({ params }) => MY_ACCOUNT_TABS[params.tab ?? ""] ?? msg`My account`,
  "/_authenticated/share": msg`Attach shared files`,
  "/_authenticated/child-accounts/create": msg`Child accounts`,
  "/_authenticated/child-accounts/edit": msg`Child accounts`,
  "/$": msg`Page not found`,
  "/login/": msg`Sign in`,
  "/login/oauth2/challenge": msg`Sign in`,
  "/epaslaugos/auth/callback/login": msg`Sign in`,
  "/forgotten-login": msg`I forgot my password`,
  "/reset-password": msg`Reset password`,
  "/reset/token/$token": msg`Reset password`,
  "/new-account": msg`Create new account`,
  "/epaslaugos/auth/callback/new-account": msg`Create new account`,
  "/registration/verify": msg`Verify account`,
  "/registration/token/$token": msg`Verify account`,
  "/child/registration/token/$token": msg`Verify account`,
  "/change-username/token/$token": msg`Verify username change`,
  "/epaslaugos/auth/callback/username-change": msg`Verify username change`,
};

/** The title of the deepest matched route that has one. */
export function routeTitle(matches: readonly (TitleMatch & { routeId: string })[]): MessageDescriptor | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const title = match ? ROUTE_TITLES[match.routeId as keyof FileRoutesById] : undefined;
    if (title) return typeof title === "function" ? title(match as TitleMatch) : title;
  }
  return null;
}

/** "(3) Correspondence · IP Office user area": the page, the product, and the new mail first. */
export function composeTitle(page: string | null, product: string, newMail: number | undefined): string {
  const base = page ? `${page} · ${product}` : product;
  return newMail && newMail > 0 ? `(${newMail}) ${base}` : base;
}
