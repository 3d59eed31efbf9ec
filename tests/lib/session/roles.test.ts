import { describe, expect, it } from "vitest";
import {
  hasAnyRole,
  hasCorrespondenceRole,
  hasIpRightRole,
  hasRole,
  isAdministrator,
  isParent,
  isReadOnly,
  mainUserId,
} from "@/lib/session";
import { demoChild, demoNoRole, demoParent, sessionUser } from "../fixtures";

describe("role helpers", () => {
  it("read the authorities", () => {
    expect(hasRole(demoChild, "ROLE_TRADEMARKS")).toBe(true);
    expect(hasRole(demoChild, "ROLE_DESIGNS")).toBe(false);
    expect(hasAnyRole(demoChild, ["ROLE_DESIGNS", "ROLE_TRADEMARKS"])).toBe(true);
    expect(hasIpRightRole(demoNoRole)).toBe(false);
    expect(hasCorrespondenceRole(demoChild)).toBe(true);
  });

  it("answer false without a user", () => {
    expect(hasRole(null, "ROLE_TRADEMARKS")).toBe(false);
    expect(isParent(undefined)).toBe(false);
    expect(isReadOnly(null)).toBe(false);
    expect(isAdministrator(null)).toBe(false);
  });

  it("count a PARENT and ROLE_ACCOUNT_ADMINISTRATOR as administrators", () => {
    expect(isAdministrator(sessionUser({ authorities: [] }))).toBe(true);
    expect(isAdministrator(demoNoRole)).toBe(true);
    expect(isAdministrator(demoChild)).toBe(false);
  });

  it("read-only means impersonated", () => {
    expect(isReadOnly(sessionUser({ impersonatedUser: true }))).toBe(true);
    expect(isReadOnly(demoParent)).toBe(false);
  });

  it("mainUserId is the parent's id for a child", () => {
    expect(mainUserId(demoChild)).toBe(1);
    expect(mainUserId(demoParent)).toBe(1);
    expect(mainUserId(sessionUser({ userId: 5 }))).toBe(5);
  });
});
