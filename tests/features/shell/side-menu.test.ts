import { describe, expect, it } from "vitest";
import { isEntryCurrent, isSectionActive, menuPathOf } from "@/features/shell/components/side-menu";
import type { MenuEntry } from "@/lib/session";

const entry = (to: string): MenuEntry => ({ id: "my-account", to }) as MenuEntry;

describe("side menu highlight", () => {
  it("keeps My account › Child accounts highlighted on the child-account forms", () => {
    expect(menuPathOf("/child-accounts/create")).toBe("/my-account/child-accounts");
    expect(menuPathOf("/child-accounts/edit")).toBe("/my-account/child-accounts");
    expect(isSectionActive(entry("/my-account"), "/child-accounts/edit")).toBe(true);
  });

  it("matches sections by their first path segment and the start page exactly", () => {
    expect(isSectionActive(entry("/payments/shopping-cart"), "/payments/history")).toBe(true);
    expect(isSectionActive(entry("/correspondence"), "/correspondence/12")).toBe(true);
    expect(isSectionActive(entry("/"), "/correspondence")).toBe(false);
    expect(isSectionActive(entry("/my-account"), "/my-applications")).toBe(false);
  });

  it("marks a sub-entry with a query current only on that view (Correspondence › Needs a reply)", () => {
    expect(isEntryCurrent("/correspondence?view=needs-reply", "/correspondence", "?view=needs-reply")).toBe(true);
    expect(isEntryCurrent("/correspondence?view=needs-reply", "/correspondence", "")).toBe(false);
    expect(isEntryCurrent("/my-account/child-accounts", "/child-accounts/edit", "")).toBe(true);
  });
});
