import { describe, expect, it } from "vitest";
import {
  cardValues,
  detailsUpdate,
  editableCards,
  hasChanges,
  serverFieldErrors,
  setUsesCorrespondence,
  validateCard,
  validateField,
} from "@/features/my-account/profile-rules";
import { accountDetails, sessionUser } from "./fixtures";

describe("profile card permissions (spec 1 §6)", () => {
  it("lets a PARENT of a company edit every card", () => {
    expect(editableCards(sessionUser(), "COMPANY")).toEqual({ name: true, address: true, contact: true });
  });

  it("keeps name details read-only for individual accounts", () => {
    expect(editableCards(sessionUser(), "INDIVIDUAL")).toEqual({ name: false, address: true, contact: true });
  });

  it("lets no one edit in a read-only session or without the administrator role", () => {
    expect(editableCards(sessionUser({ impersonatedUser: true }), "COMPANY")).toEqual({ name: false, address: false, contact: false });
    const child = sessionUser({ userType: "CHILD", parentUserId: 1, authorities: ["ROLE_TRADEMARKS"] });
    expect(editableCards(child, "COMPANY")).toEqual({ name: false, address: false, contact: false });
  });
});

describe("profile card validation (spec 1 §5)", () => {
  it("requires the company name fields", () => {
    const values = { ...cardValues("name", accountDetails()), "mainAccountDetails.legalPosition": " " };
    expect(validateCard(values, "COMPANY")).toEqual({ "mainAccountDetails.legalPosition": "required.field" });
  });

  it("checks the individual's personal code and disallowed characters", () => {
    const details = accountDetails({ accountTypeDetails: { personType: "Applicant", accountType: "INDIVIDUAL", patentAttorneyId: null } });
    const values = cardValues("name", details);
    expect(Object.keys(values)).toEqual(["mainAccountDetails.firstName", "mainAccountDetails.surName", "mainAccountDetails.naturalPersonCode"]);
    expect(validateCard({ ...values, "mainAccountDetails.naturalPersonCode": "" }, "INDIVIDUAL")).toEqual({
      "mainAccountDetails.naturalPersonCode": "required.field",
    });
    expect(validateField("mainAccountDetails.firstName", { ...values, "mainAccountDetails.firstName": "Jonas™" }, "INDIVIDUAL")).toBe(
      "invalid.characters.error",
    );
    expect(validateField("mainAccountDetails.firstName", { ...values, "mainAccountDetails.firstName": "Žydrūnė" }, "INDIVIDUAL")).toBeNull();
  });

  it("checks contact e-mail and phone", () => {
    const values = cardValues("contact", accountDetails());
    expect(validateCard({ ...values, "mainAccountDetails.contactEmail": "" }, "COMPANY")).toEqual({ "mainAccountDetails.contactEmail": "required.field" });
    expect(validateCard({ ...values, "mainAccountDetails.contactEmail": "no-at" }, "COMPANY")).toEqual({
      "mainAccountDetails.contactEmail": "invalid.email.format",
    });
    expect(validateCard({ ...values, "mainAccountDetails.telephone": "12345" }, "COMPANY")).toEqual({ "mainAccountDetails.telephone": "invalid.format" });
    expect(validateCard({ ...values, "mainAccountDetails.telephone": "" }, "COMPANY")).toEqual({});
  });

  it("validates the correspondence address only when it is used", () => {
    const values = cardValues("address", accountDetails());
    expect(validateCard(values, "COMPANY")).toEqual({});
    const used = setUsesCorrespondence(values, true);
    expect(validateCard(used, "COMPANY")).toEqual({
      "correspondentAddress.streetName": "required.field",
      "correspondentAddress.city": "required.field",
      "correspondentAddress.postalCode": "required.field",
      "correspondentAddress.country": "required.field",
      "correspondentAddress.corrEmail": "required.field",
    });
    const filled = {
      ...used,
      "correspondentAddress.streetName": "Pylimo g. 2",
      "correspondentAddress.city": "Kaunas",
      "correspondentAddress.postalCode": "44000",
      "correspondentAddress.country": "LT",
      "correspondentAddress.corrEmail": "post@demo.lt",
      "correspondentAddress.corrTelephone": "0612",
    };
    expect(validateCard(filled, "COMPANY")).toEqual({ "correspondentAddress.corrTelephone": "invalid.format" });
  });
});

describe("details update body (only changed fields)", () => {
  it("sends the user id and the changed fields only", () => {
    const before = cardValues("contact", accountDetails());
    const after = { ...before, "mainAccountDetails.telephone": " 061234567 " };
    expect(detailsUpdate(1, before, after)).toEqual({ userId: 1, mainAccountDetails: { telephone: "061234567" } });
    expect(hasChanges(detailsUpdate(1, before, before))).toBe(false);
  });

  it("sends a cleared optional phone as null", () => {
    const before = cardValues("contact", accountDetails());
    expect(detailsUpdate(1, before, { ...before, "mainAccountDetails.telephone": "" })).toEqual({
      userId: 1,
      mainAccountDetails: { telephone: null },
    });
  });

  it("sends a changed legal address field, and a whole new correspondence address with its type", () => {
    const before = cardValues("address", accountDetails());
    const after = setUsesCorrespondence(
      {
        ...before,
        "legalAddress.city": "Kaunas",
        "correspondentAddress.streetName": "Pylimo g. 2",
        "correspondentAddress.city": "Kaunas",
        "correspondentAddress.postalCode": "44000",
        "correspondentAddress.country": "LT",
        "correspondentAddress.corrEmail": "post@demo.lt",
      },
      true,
    );
    expect(detailsUpdate(7, before, after)).toEqual({
      userId: 7,
      legalAddress: { city: "Kaunas" },
      correspondentAddress: {
        streetName: "Pylimo g. 2",
        city: "Kaunas",
        postalCode: "44000",
        country: "LT",
        corrTelephone: null,
        corrEmail: "post@demo.lt",
        addressType: "CORRESPONDENT",
      },
    });
  });

  it("removes the correspondence address with null when the checkbox is cleared", () => {
    const details = accountDetails({
      correspondentAddress: {
        streetName: "Pylimo g. 2",
        city: "Kaunas",
        postalCode: "44000",
        country: "LT",
        addressType: "CORRESPONDENT",
        corrTelephone: null,
        corrEmail: "post@demo.lt",
      },
    });
    const before = cardValues("address", details);
    expect(detailsUpdate(1, before, setUsesCorrespondence(before, false))).toEqual({ userId: 1, correspondentAddress: null });
  });

  it("sends a first legal address in full, with its type", () => {
    const before = cardValues("address", accountDetails({ legalAddress: null }));
    const after = { ...before, "legalAddress.streetName": "A g. 1", "legalAddress.city": "Vilnius", "legalAddress.postalCode": "01001", "legalAddress.country": "LT" };
    expect(detailsUpdate(1, before, after).legalAddress).toEqual({
      streetName: "A g. 1",
      city: "Vilnius",
      postalCode: "01001",
      country: "LT",
      addressType: "LEGAL",
    });
  });

  it("maps the server's per-field keys onto the card's own fields", () => {
    const values = cardValues("contact", accountDetails());
    expect(
      serverFieldErrors({ "mainAccountDetails.telephone": "invalid.format", "legalAddress.city": "required.field" }, values),
    ).toEqual({ "mainAccountDetails.telephone": "invalid.format" });
  });
});
