import { describe, expect, it } from "vitest";
import type { ChildAccount } from "@/features/child-accounts/api/schemas";
import { childCreateBody, childFormValues, childUpdateBody, parseRoles } from "@/features/child-accounts/rules";

const child: ChildAccount = {
  firstName: "Ona",
  lastName: "Kazlauskienė",
  email: "demo.child@example.lt",
  roles: "ROLE_CORRESPONDENCE_READ_ONLY,ROLE_TRADEMARKS,ROLE_UNKNOWN",
  status: "Active",
  lastLoginDateTime: null,
  parentUserName: "demoparent",
};

describe("child account form data", () => {
  it("reads the comma-separated roles, dropping unknown ones", () => {
    expect(parseRoles(child.roles)).toEqual(["ROLE_CORRESPONDENCE_READ_ONLY", "ROLE_TRADEMARKS"]);
    expect(parseRoles("")).toEqual([]);
    expect(childFormValues(child).roles).toEqual(["ROLE_CORRESPONDENCE_READ_ONLY", "ROLE_TRADEMARKS"]);
  });

  it("creates with trimmed names, the e-mail and the roles", () => {
    expect(childCreateBody({ firstName: " Rasa ", lastName: "Jonaitė", email: " rasa@demo.lt ", roles: ["ROLE_DESIGNS"] })).toEqual({
      firstName: "Rasa",
      lastName: "Jonaitė",
      email: "rasa@demo.lt",
      roles: ["ROLE_DESIGNS"],
    });
  });

  it("edits with the child's user name, only changed names, always the roles, never the e-mail", () => {
    const values = { ...childFormValues(child), email: "changed@demo.lt", roles: ["ROLE_TRADEMARKS", "ROLE_PAYMENTS"] };
    expect(childUpdateBody(child, values)).toEqual({ userName: "demo.child@example.lt", roles: ["ROLE_TRADEMARKS", "ROLE_PAYMENTS"] });
    expect(childUpdateBody(child, { ...values, lastName: "Kazlauskė" })).toEqual({
      userName: "demo.child@example.lt",
      lastName: "Kazlauskė",
      roles: ["ROLE_TRADEMARKS", "ROLE_PAYMENTS"],
    });
  });
});
