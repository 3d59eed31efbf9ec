import { describe, expect, it } from "vitest";
import { menuFor, type MenuEntry } from "@/lib/session";
import { demoChild, demoNoRole, demoParent, sessionUser } from "../fixtures";

function outline(entries: MenuEntry[]): string[] {
  return entries.flatMap((entry) => [entry.to, ...(entry.children ?? []).map((child) => `  ${child.to}`)]);
}

describe("menuFor", () => {
  it("gives a PARENT every entry", () => {
    expect(outline(menuFor(demoParent))).toEqual([
      "/",
      "/online-services",
      "  /online-services/trademark",
      "  /online-services/design",
      "/my-applications",
      "/my-drafts",
      "/signatures",
      "/payments/shopping-cart",
      "/correspondence",
      "  /correspondence?view=needs-reply",
      "/my-account",
      "  /my-account/login-details",
      "  /my-account/profile-details",
      "  /my-account/preferences",
      "  /my-account/child-accounts",
    ]);
  });

  it("gives the demo child (trademarks + correspondence read-only) no signatures, payments or child accounts", () => {
    expect(outline(menuFor(demoChild))).toEqual([
      "/",
      "/online-services",
      "  /online-services/trademark",
      "/my-applications",
      "/my-drafts",
      "/correspondence",
      "  /correspondence?view=needs-reply",
      "/my-account",
      "  /my-account/login-details",
      "  /my-account/profile-details",
      "  /my-account/preferences",
    ]);
  });

  it("gives a CHILD with only ROLE_ACCOUNT_ADMINISTRATOR the dashboard and my account with child accounts", () => {
    expect(outline(menuFor(demoNoRole))).toEqual([
      "/",
      "/my-account",
      "  /my-account/login-details",
      "  /my-account/profile-details",
      "  /my-account/preferences",
      "  /my-account/child-accounts",
    ]);
  });

  it("hides signatures from every CHILD, even one holding all roles", () => {
    const child = sessionUser({ userType: "CHILD", parentUserId: 1, userId: 9 });
    const ids = menuFor(child).map((entry) => entry.id);
    expect(ids).not.toContain("signatures");
    expect(ids).toContain("payments");
  });

  it("shows signatures to a PARENT only with an IP-right role", () => {
    const parent = sessionUser({ authorities: ["ROLE_SIGNATURES", "ROLE_PAYMENTS"] });
    expect(menuFor(parent).map((entry) => entry.id)).toEqual(["dashboard", "payments", "my-account"]);
  });

  it("shows the design sub-entry for ROLE_DESIGNS alone, and correspondence for read-write", () => {
    const user = sessionUser({ userType: "CHILD", authorities: ["ROLE_DESIGNS", "ROLE_CORRESPONDENCE_READ_WRITE"] });
    const services = menuFor(user).find((entry) => entry.id === "online-services");
    expect(services?.children?.map((child) => child.id)).toEqual(["online-services-design"]);
    expect(menuFor(user).map((entry) => entry.id)).toContain("correspondence");
  });

  it("gives every entry a stable label id", () => {
    const all = menuFor(demoParent).flatMap((entry) => [entry, ...(entry.children ?? [])]);
    for (const entry of all) expect(entry.labelId).toBe(`menu.${entry.id}`);
  });
});
