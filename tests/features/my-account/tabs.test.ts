import { describe, expect, it } from "vitest";
import { allowedTab, tabsFor } from "@/features/my-account/tabs";
import { sessionUser } from "./fixtures";

describe("my-account tabs", () => {
  it("offers child-accounts to a PARENT and to a child holding the administrator role", () => {
    expect(tabsFor(sessionUser())).toContain("child-accounts");
    const adminChild = sessionUser({ userType: "CHILD", parentUserId: 1, authorities: ["ROLE_ACCOUNT_ADMINISTRATOR"] });
    expect(tabsFor(adminChild)).toContain("child-accounts");
  });

  it("hides child-accounts from a child without the administrator role", () => {
    const child = sessionUser({ userType: "CHILD", parentUserId: 1, authorities: ["ROLE_TRADEMARKS"] });
    expect(tabsFor(child)).toEqual(["login-details", "profile-details", "preferences"]);
    expect(allowedTab(child, "child-accounts")).toBeNull();
  });

  it("answers null for unknown or missing tabs so the route redirects to login-details", () => {
    expect(allowedTab(sessionUser(), "settings")).toBeNull();
    expect(allowedTab(sessionUser(), undefined)).toBeNull();
    expect(allowedTab(sessionUser(), "preferences")).toBe("preferences");
  });
});
