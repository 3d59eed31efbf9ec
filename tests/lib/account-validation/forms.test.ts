import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import {
  addressRules,
  changePasswordRules,
  childAccountRules,
  contactRules,
  createFormValidator,
  credentialsRules,
  emailRules,
  hasFieldErrors,
  nameDetailsRules,
  newPasswordRules,
  serverFieldErrors,
  type AuthorityRule,
} from "@/lib/account-validation";

const AUTHORITIES: AuthorityRule[] = [
  { authorityRole: "ROLE_TRADEMARKS", dependency: [] },
  { authorityRole: "ROLE_PAYMENTS", dependency: ["ROLE_TRADEMARKS", "ROLE_DESIGNS"] },
];

describe("registration credentials", () => {
  const validator = createFormValidator(credentialsRules);

  it("marks every empty field required", () => {
    expect(validator.all({ userName: "", email: "", password: "", repeatPassword: "" })).toEqual({
      userName: "required.field",
      email: "required.field",
      password: "required.field",
      repeatPassword: "required.field",
    });
  });

  it("gives each field its own key", () => {
    expect(validator.all({ userName: "Jo", email: "jonas", password: "short", repeatPassword: "other" })).toEqual({
      userName: "invalid.format",
      email: "invalid.email.format",
      password: "illegal.password",
      repeatPassword: "entering.same.value",
    });
  });

  it("passes a complete form", () => {
    const errors = validator.all({
      userName: "jonas@example.lt",
      email: "jonas@example.lt",
      password: "Vilnius2468",
      repeatPassword: "Vilnius2468",
    });
    expect(errors).toEqual({});
    expect(hasFieldErrors(errors)).toBe(false);
  });
});

describe("password forms", () => {
  it("checks the new password and its repeat", () => {
    const validator = createFormValidator(newPasswordRules);
    expect(validator.all({ password: "Vilnius2468", repeatPassword: "Vilnius2469" })).toEqual({ repeatPassword: "entering.same.value" });
    expect(validator.field("password", { password: "abc", repeatPassword: "" })).toBe("illegal.password");
  });

  it("requires old, new and repeat in the change dialog", () => {
    const validator = createFormValidator(changePasswordRules);
    expect(validator.all({ oldPassword: "", newPassword: "", repeatPassword: "" })).toEqual({
      oldPassword: "required.field",
      newPassword: "required.field",
      repeatPassword: "required.field",
    });
    expect(validator.all({ oldPassword: "x", newPassword: "Vilnius2468", repeatPassword: "Vilnius1357" })).toEqual({
      repeatPassword: "entering.same.value",
    });
  });
});

describe("profile cards", () => {
  it("needs a valid e-mail for the reset request and the new e-mail", () => {
    const validator = createFormValidator(emailRules);
    expect(validator.field("email", { email: "" })).toBe("required.field");
    expect(validator.field("email", { email: "no" })).toBe("invalid.email.format");
  });

  it("needs contactEmail; telephone is optional but must match", () => {
    const validator = createFormValidator(contactRules);
    expect(validator.all({ contactEmail: "", telephone: "" })).toEqual({ contactEmail: "required.field" });
    expect(validator.all({ contactEmail: "a@b.lt", telephone: "12345" })).toEqual({ telephone: "invalid.format" });
  });

  it("requires the legal address fields and checks their characters", () => {
    const validator = createFormValidator(addressRules("LEGAL"));
    expect(validator.all({ streetName: "", city: "Zürich", postalCode: "LT-01100", country: "" })).toEqual({
      streetName: "required.field",
      city: "invalid.characters.error",
      country: "required.field",
    });
  });

  it("asks the correspondence address for a valid corrEmail and corrTelephone", () => {
    const validator = createFormValidator(addressRules("CORRESPONDENT"));
    const base = { streetName: "Gedimino 1", city: "Vilnius", postalCode: "01100", country: "LT" };
    expect(validator.all({ ...base, corrEmail: "", corrTelephone: "" })).toEqual({ corrEmail: "required.field" });
    expect(validator.all({ ...base, corrEmail: "bad", corrTelephone: "5" })).toEqual({
      corrEmail: "invalid.email.format",
      corrTelephone: "invalid.format",
    });
  });

  it("requires the name fields of the account type", () => {
    expect(createFormValidator(nameDetailsRules("INDIVIDUAL")).all({ firstName: "", surName: "", naturalPersonCode: "" })).toEqual({
      firstName: "required.field",
      surName: "required.field",
      naturalPersonCode: "required.field",
    });
    expect(
      createFormValidator(nameDetailsRules("COMPANY")).all({
        firstName: "Jonas",
        surName: "Petraitis",
        organizationName: "",
        legalEntityCode: "",
        legalPosition: "",
      }),
    ).toEqual({ organizationName: "required.field", legalEntityCode: "required.field", legalPosition: "required.field" });
  });
});

describe("child account form", () => {
  it("checks names, e-mail and roles when creating", () => {
    const validator = createFormValidator(childAccountRules("create", AUTHORITIES));
    expect(validator.all({ firstName: "", lastName: "", email: "", roles: [] })).toEqual({
      firstName: "required.field",
      lastName: "required.field",
      email: "required.field",
      roles: "child.account.access.not.specified",
    });
    expect(validator.field("roles", { firstName: "", lastName: "", email: "", roles: ["ROLE_PAYMENTS"] })).toBe("enable.ip.right.access");
  });

  it("leaves the read-only e-mail alone when editing", () => {
    const validator = createFormValidator(childAccountRules("edit", AUTHORITIES));
    expect(validator.all({ firstName: "Ona", lastName: "Kazlauskienė", email: "", roles: ["ROLE_TRADEMARKS"] })).toEqual({});
  });
});

describe("server field errors", () => {
  it("reads details.fields of an ApiError", () => {
    const error = new ApiError({
      status: 400,
      description: "reused.username",
      details: { fields: { userName: "reused.username", email: "reused.username" } },
    });
    expect(serverFieldErrors(error)).toEqual({ userName: "reused.username", email: "reused.username" });
  });

  it("is empty for other errors", () => {
    expect(serverFieldErrors(new ApiError({ status: 500 }))).toEqual({});
    expect(serverFieldErrors(new Error("x"))).toEqual({});
  });
});
