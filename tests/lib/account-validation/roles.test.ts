import { describe, expect, it } from "vitest";
import { rolesProblem, toggleRole, type AuthorityRule } from "@/lib/account-validation";

const IP = ["ROLE_TRADEMARKS", "ROLE_DESIGNS"];
/** The globals' authorities as the reference server sends them. */
const AUTHORITIES: AuthorityRule[] = [
  { authorityRole: "ROLE_ACCOUNT_ADMINISTRATOR", dependency: [] },
  { authorityRole: "ROLE_APPLICATION_SUBMIT", dependency: IP },
  { authorityRole: "ROLE_CORRESPONDENCE_READ_ONLY", dependency: IP },
  { authorityRole: "ROLE_CORRESPONDENCE_READ_WRITE", dependency: IP },
  { authorityRole: "ROLE_DESIGNS", dependency: [] },
  { authorityRole: "ROLE_TRADEMARKS", dependency: [] },
  { authorityRole: "ROLE_PAYMENTS", dependency: IP },
  { authorityRole: "ROLE_SIGNATURES", dependency: IP },
];

describe("child account roles", () => {
  it("needs at least one role", () => {
    expect(rolesProblem([], AUTHORITIES)).toBe("child.account.access.not.specified");
  });

  it("needs trademarks or designs for a dependent role (enable.ip.right.access)", () => {
    for (const role of ["ROLE_APPLICATION_SUBMIT", "ROLE_CORRESPONDENCE_READ_ONLY", "ROLE_PAYMENTS", "ROLE_SIGNATURES"]) {
      expect(rolesProblem([role], AUTHORITIES), role).toBe("enable.ip.right.access");
      expect(rolesProblem([role, "ROLE_ACCOUNT_ADMINISTRATOR"], AUTHORITIES), role).toBe("enable.ip.right.access");
      expect(rolesProblem([role, "ROLE_TRADEMARKS"], AUTHORITIES), role).toBeNull();
      expect(rolesProblem([role, "ROLE_DESIGNS"], AUTHORITIES), role).toBeNull();
    }
  });

  it("accepts roles without a dependency alone", () => {
    expect(rolesProblem(["ROLE_ACCOUNT_ADMINISTRATOR"], AUTHORITIES)).toBeNull();
    expect(rolesProblem(["ROLE_DESIGNS"], AUTHORITIES)).toBeNull();
  });

  it("refuses both correspondence roles", () => {
    expect(
      rolesProblem(["ROLE_TRADEMARKS", "ROLE_CORRESPONDENCE_READ_ONLY", "ROLE_CORRESPONDENCE_READ_WRITE"], AUTHORITIES),
    ).toBe("child.account.correspondence.roles.exclusive");
  });

  it("ticking one correspondence role unticks the other", () => {
    const readOnly = toggleRole(["ROLE_TRADEMARKS"], "ROLE_CORRESPONDENCE_READ_ONLY", true);
    expect(readOnly).toEqual(["ROLE_TRADEMARKS", "ROLE_CORRESPONDENCE_READ_ONLY"]);
    expect(toggleRole(readOnly, "ROLE_CORRESPONDENCE_READ_WRITE", true)).toEqual(["ROLE_TRADEMARKS", "ROLE_CORRESPONDENCE_READ_WRITE"]);
    expect(toggleRole(readOnly, "ROLE_PAYMENTS", true)).toEqual([...readOnly, "ROLE_PAYMENTS"]);
    expect(toggleRole(readOnly, "ROLE_TRADEMARKS", false)).toEqual(["ROLE_CORRESPONDENCE_READ_ONLY"]);
  });
});
