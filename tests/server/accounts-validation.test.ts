/** Unit tests of the pure validation rules of spec 1 §5 (server/account/validation.ts). */
import { describe, expect, it } from "vitest";
import {
  emailProblem,
  FieldErrors,
  passwordProblem,
  phoneProblem,
  rolesProblem,
  textFieldProblem,
  textProblem,
  userNameProblem,
} from "../../server/account/validation";
import { ApiError } from "../../server/http/errors";

describe("user names and e-mails", () => {
  it("accepts 6-50 lower-case letters and digits, or an e-mail of at most 50", () => {
    for (const ok of ["jonas1", "a".repeat(50), "jonas@example.lt", "Jonas.P@example.lt"]) expect(userNameProblem(ok), ok).toBeNull();
    for (const bad of ["jonas", "Jonas12", "jonas_12", "a".repeat(51), `${"a".repeat(40)}@example.lt`]) {
      expect(userNameProblem(bad), bad).toBe("invalid.format");
    }
  });

  it("checks e-mail format and the length of 50", () => {
    expect(emailProblem("a@b.lt")).toBeNull();
    for (const bad of ["a@b", "ab.lt", "a b@c.lt", "", `${"a".repeat(46)}@b.lt`]) expect(emailProblem(bad), bad).toBe("invalid.email.format");
  });
});

describe("password rule", () => {
  it("accepts 8-30 letters and digits with upper, lower and digit", () => {
    for (const ok of ["Vilnius2468", "Kaunas97Xq", "aB1aB1aB1aB1aB1aB1aB1aB1aB1aB1"]) expect(passwordProblem(ok), ok).toBeNull();
  });

  it("refuses short, long, one-class, special, repeated and sequential passwords", () => {
    for (const bad of [
      "Vil24",
      "aB1".repeat(11),
      "vilnius2468",
      "VILNIUS2468",
      "VilniusXyzq",
      "Vilnius-2468",
      "Vilniuss2468x".replace("ss", "sss"),
      "Vilnius1238",
      "Vilnius9873",
      "Abcvilnius2",
      "ZyxVilnius2",
      "Vilnius 2468",
    ]) {
      expect(passwordProblem(bad), bad).toBe("illegal.password");
    }
  });
});

describe("phone and text patterns", () => {
  it("accepts 9 digits starting with 0 or +370 and 8 digits", () => {
    for (const ok of ["061234567", "+37061234567"]) expect(phoneProblem(ok), ok).toBeNull();
    for (const bad of ["61234567", "0612345678", "+3706123456", "+37161234567", "06123456a"]) expect(phoneProblem(bad), bad).toBe("invalid.format");
  });

  it("allows printable ASCII, space and Lithuanian letters", () => {
    expect(textProblem('UAB "Šiaurės inovacijos" ąčęėįšųūž ĄČĘĖĮŠŲŪŽ')).toBeNull();
    for (const bad of ["Zoë", "tab\there", "line\nbreak", "emoji 🙂", "Łódź"]) expect(textProblem(bad), bad).toBe("invalid.characters.error");
  });

  it("checks required, length and characters of a form field in that order", () => {
    expect(textFieldProblem("firstName", "", true)).toBe("required.field");
    expect(textFieldProblem("firstName", null, false)).toBeNull();
    expect(textFieldProblem("postalCode", "LT-0110312", true)).toBeNull();
    expect(textFieldProblem("postalCode", "LT-01103123", true)).toBe("max.length.exceeded");
    expect(textFieldProblem("city", "Zoë", true)).toBe("invalid.characters.error");
    expect(textFieldProblem("city", 12, true)).toBe("invalid.format");
  });
});

describe("child roles", () => {
  it("needs at least one known role", () => {
    expect(rolesProblem([])).toBe("child.account.access.not.specified");
    expect(rolesProblem(undefined)).toBe("child.account.access.not.specified");
    expect(rolesProblem(["ROLE_ADMIN"])).toBe("invalid.format");
    expect(rolesProblem(["ROLE_TRADEMARKS", "ROLE_TRADEMARKS"])).toBe("invalid.format");
  });

  it("keeps the correspondence roles exclusive and the dependencies on an IP right", () => {
    expect(rolesProblem(["ROLE_TRADEMARKS", "ROLE_CORRESPONDENCE_READ_ONLY", "ROLE_CORRESPONDENCE_READ_WRITE"])).toBe(
      "child.account.correspondence.roles.exclusive",
    );
    for (const role of ["ROLE_APPLICATION_SUBMIT", "ROLE_CORRESPONDENCE_READ_ONLY", "ROLE_CORRESPONDENCE_READ_WRITE", "ROLE_PAYMENTS", "ROLE_SIGNATURES"]) {
      expect(rolesProblem([role]), role).toBe("enable.ip.right.access");
      expect(rolesProblem([role, "ROLE_DESIGNS"]), role).toBeNull();
    }
    expect(rolesProblem(["ROLE_ACCOUNT_ADMINISTRATOR"])).toBeNull();
  });
});

describe("FieldErrors", () => {
  it("throws one 400 with the distinct keys and the first key per field", () => {
    const errors = new FieldErrors();
    errors.add("a", "required.field");
    errors.add("a", "invalid.format");
    errors.add("b", "required.field");
    errors.add("c", null);
    expect(() => errors.throwIfAny()).toThrow(ApiError);
    try {
      errors.throwIfAny();
    } catch (err) {
      expect((err as ApiError).toBody()).toEqual({
        code: 400,
        description: "required.field",
        details: { fields: { a: "required.field", b: "required.field" } },
      });
    }
    expect(() => new FieldErrors().throwIfAny()).not.toThrow();
  });
});
