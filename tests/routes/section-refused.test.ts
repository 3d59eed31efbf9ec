/**
 * Route guards that send a user to / name the section their roles do not open, so
 * the screen they land on says why (`SectionRefusedNotice`): correspondence, payments,
 * applications and child accounts, each from its own route.
 */
import { isRedirect } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import type { Role } from "@/lib/api";
import { Route as ChildCreateRoute } from "@/routes/_authenticated/child-accounts/create";
import { Route as ChildEditRoute } from "@/routes/_authenticated/child-accounts/edit";
import { Route as CorrespondenceRoute } from "@/routes/_authenticated/correspondence/index";
import { Route as MyAccountTabRoute } from "@/routes/_authenticated/my-account/$tab";
import { Route as MyApplicationsRoute } from "@/routes/_authenticated/my-applications";
import { Route as PaymentsRoute } from "@/routes/_authenticated/payments/$tab";
import { sessionUser } from "../lib/fixtures";

type BeforeLoad = (args: unknown) => unknown;

/** A child with only these roles. */
const child = (authorities: Role[]) => sessionUser({ userId: 5, parentUserId: 1, userType: "CHILD", authorities });

/** Where the route's guard sends the user, and the section it names. */
function refusal(beforeLoad: unknown, user: ReturnType<typeof child>, params: Record<string, string> = {}) {
  try {
    (beforeLoad as BeforeLoad)({ context: { user }, params, location: { state: {} }, search: {} });
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown;
    return { to: thrown.options.to, section: (thrown.options.state as { sectionRefused?: string } | undefined)?.sectionRefused };
  }
  return null;
}

describe("a route the roles do not open", () => {
  it("sends to / naming the section", () => {
    const administratorOnly = child(["ROLE_ACCOUNT_ADMINISTRATOR"]);
    expect(refusal(CorrespondenceRoute.options.beforeLoad, administratorOnly)).toEqual({ to: "/", section: "correspondence" });
    expect(refusal(PaymentsRoute.options.beforeLoad, administratorOnly, { tab: "shopping-cart" })).toEqual({ to: "/", section: "payments" });
    expect(refusal(MyApplicationsRoute.options.beforeLoad, administratorOnly)).toEqual({ to: "/", section: "applications" });
    const trademarksOnly = child(["ROLE_TRADEMARKS"]);
    expect(refusal(ChildCreateRoute.options.beforeLoad, trademarksOnly)).toEqual({ to: "/", section: "child-accounts" });
    expect(refusal(ChildEditRoute.options.beforeLoad, trademarksOnly)).toEqual({ to: "/", section: "child-accounts" });
    // The child-accounts tab of my account: login details instead, saying why; an unknown tab silently.
    expect(refusal(MyAccountTabRoute.options.beforeLoad, trademarksOnly, { tab: "child-accounts" })).toEqual({ to: "/my-account/$tab", section: "child-accounts" });
    expect(refusal(MyAccountTabRoute.options.beforeLoad, trademarksOnly, { tab: "nothing" })).toEqual({ to: "/my-account/$tab", section: undefined });
  });

  it("lets a user with the role through", () => {
    expect(refusal(PaymentsRoute.options.beforeLoad, child(["ROLE_PAYMENTS"]), { tab: "shopping-cart" })).toBeNull();
  });
});
