import { describe, expect, it } from "vitest";
import { newAccountCallbackUrl } from "@/features/registration/api/use-registration-mutations";
import type { GatewayCallbackData } from "@/features/registration/api/registration-api";
import {
  accountTypeOf,
  choosePersonType,
  INITIAL_WIZARD,
  patentAttorneyEnabled,
  previousStep,
  roleStepErrors,
  toIdentity,
  userNameFromEmail,
  withIdentity,
} from "@/features/registration/wizard";

const PERSON: GatewayCallbackData = {
  firstName: "Tomas",
  lastName: "Žukauskas",
  emailAddress: "tomas.zukauskas@example.lt",
  phoneNumber: "061234500",
  personalCode: "39002023456",
  companyCode: null,
  companyName: null,
  isPatentAttorney: false,
};
const COMPANY: GatewayCallbackData = { ...PERSON, companyCode: "302999888", companyName: 'UAB "Baltijos dizainas"' };

describe("gateway identity", () => {
  it("maps the callback fields to the client model", () => {
    expect(toIdentity(PERSON)).toEqual({
      firstName: "Tomas",
      surName: "Žukauskas",
      email: "tomas.zukauskas@example.lt",
      telephone: "061234500",
      naturalPersonCode: "39002023456",
      legalEntityCode: null,
      organizationName: null,
      isPatentAttorney: false,
      isLegalEntity: false,
      legalStatus: "individuals",
    });
  });

  it("is a legal entity only with both a company code and a name", () => {
    expect(toIdentity(COMPANY)).toMatchObject({ isLegalEntity: true, legalStatus: "business company" });
    expect(toIdentity({ ...PERSON, companyCode: "302999888" }).isLegalEntity).toBe(false);
    expect(toIdentity({ ...PERSON, companyName: "UAB" }).isLegalEntity).toBe(false);
    expect(accountTypeOf(toIdentity(COMPANY))).toBe("COMPANY");
    expect(accountTypeOf(toIdentity(PERSON))).toBe("INDIVIDUAL");
  });
});

describe("wizard steps", () => {
  it("starts at TWO when the gateway data arrives", () => {
    const state = withIdentity(toIdentity(PERSON));
    expect(state.step).toBe("TWO");
    expect(state.personType).toBeNull();
    expect(state.naturalPersonConfirmed).toBe(false);
  });

  it("goes back FOUR to THREE, THREE to TWO, and leaves from TWO", () => {
    expect(previousStep("FOUR")).toBe("THREE");
    expect(previousStep("THREE")).toBe("TWO");
    expect(previousStep("TWO")).toBeNull();
  });
});

describe("role step", () => {
  const person = withIdentity(toIdentity(PERSON));

  it("needs a person type", () => {
    expect(roleStepErrors(person)).toEqual({ personType: "required.field" });
    expect(roleStepErrors(choosePersonType(person, "Applicant"))).toEqual({});
  });

  it("enables the patent-attorney checkbox only for representatives who are not a legal entity", () => {
    expect(patentAttorneyEnabled(null, person.identity)).toBe(false);
    expect(patentAttorneyEnabled("Applicant", person.identity)).toBe(false);
    expect(patentAttorneyEnabled("Representative", person.identity)).toBe(true);
    expect(patentAttorneyEnabled("Representative", toIdentity(COMPANY))).toBe(false);
  });

  it("refuses a patent attorney the gateway does not know as one, and applicant clears it", () => {
    const claimed = { ...choosePersonType(person, "Representative"), patentAttorney: true };
    expect(roleStepErrors(claimed)).toEqual({ patentAttorney: "not.recognized.as.patent.attorney" });
    const recognised = { ...claimed, identity: toIdentity({ ...PERSON, isPatentAttorney: true }) };
    expect(roleStepErrors(recognised)).toEqual({});
    const applicant = choosePersonType(claimed, "Applicant");
    expect(applicant.patentAttorney).toBe(false);
    expect(roleStepErrors(applicant)).toEqual({});
  });

  it("keeps the patent-attorney choice when staying a representative", () => {
    const claimed = { ...choosePersonType(INITIAL_WIZARD, "Representative"), patentAttorney: true };
    expect(choosePersonType(claimed, "Representative").patentAttorney).toBe(true);
  });
});

describe("credentials", () => {
  it("copies the user name from the e-mail in lower case", () => {
    expect(userNameFromEmail("  Tomas.Zukauskas@Example.LT ")).toBe("tomas.zukauskas@example.lt");
  });
});

describe("gateway callback URL", () => {
  it("returns to the new-account callback, with the login challenge when there is one", () => {
    expect(newAccountCallbackUrl("https://ipo.example", undefined)).toBe("https://ipo.example/epaslaugos/auth/callback/new-account");
    expect(newAccountCallbackUrl("https://ipo.example", "c 1")).toBe(
      "https://ipo.example/epaslaugos/auth/callback/new-account?login_challenge=c+1",
    );
  });
});
