/**
 * The registration wizard of spec 1 §2 and §4 as pure state: steps ONE (gateway), TWO (role),
 * THREE (review), FOUR (credentials) and SUCCESS; the gateway identity mapped to the client model
 * (contract GatewayAuthenticationData, with isLegalEntity and legalStatus derived); and the rules
 * of step TWO (spec 1 §5).
 */
import type { AccountType, GatewayCallbackData, PersonType } from "./api/registration-api";

export type WizardStep = "ONE" | "TWO" | "THREE" | "FOUR" | "SUCCESS";

export interface GatewayIdentity {
  firstName: string | null;
  surName: string | null;
  email: string | null;
  telephone: string | null;
  naturalPersonCode: string | null;
  legalEntityCode: string | null;
  organizationName: string | null;
  isPatentAttorney: boolean;
  /** Both a legal entity code and an organization name came back. */
  isLegalEntity: boolean;
  legalStatus: "business company" | "individuals";
}

export function toIdentity(data: GatewayCallbackData): GatewayIdentity {
  const isLegalEntity = Boolean(data.companyCode && data.companyName);
  return {
    firstName: data.firstName,
    surName: data.lastName,
    email: data.emailAddress,
    telephone: data.phoneNumber,
    naturalPersonCode: data.personalCode,
    legalEntityCode: data.companyCode,
    organizationName: data.companyName,
    isPatentAttorney: data.isPatentAttorney,
    isLegalEntity,
    legalStatus: isLegalEntity ? "business company" : "individuals",
  };
}

export function accountTypeOf(identity: GatewayIdentity | null): AccountType {
  return identity?.isLegalEntity ? "COMPANY" : "INDIVIDUAL";
}

export interface WizardState {
  step: WizardStep;
  identity: GatewayIdentity | null;
  personType: PersonType | null;
  patentAttorney: boolean;
  /** The natural-person information dialog of step TWO was confirmed. */
  naturalPersonConfirmed: boolean;
  /** The user name answered by the credentials check (copied from the e-mail). */
  userName: string;
  /** The e-mail of the created account, for the success message. */
  createdEmail: string | null;
}

export const INITIAL_WIZARD: WizardState = {
  step: "ONE",
  identity: null,
  personType: null,
  patentAttorney: false,
  naturalPersonConfirmed: false,
  userName: "",
  createdEmail: null,
};

/** Gateway data arrived: step TWO with a fresh choice. */
export function withIdentity(identity: GatewayIdentity): WizardState {
  return { ...INITIAL_WIZARD, step: "TWO", identity };
}

/** Back goes FOUR to THREE and THREE to TWO; back from TWO leaves the wizard (null: go to /). */
export function previousStep(step: WizardStep): WizardStep | null {
  if (step === "FOUR") return "THREE";
  if (step === "THREE") return "TWO";
  return null;
}

/** The patent-attorney checkbox: only for representatives who are not a legal entity. */
export function patentAttorneyEnabled(personType: PersonType | null, identity: GatewayIdentity | null): boolean {
  return personType === "Representative" && !identity?.isLegalEntity;
}

export type RoleStepErrors = Partial<Record<"personType" | "patentAttorney", string>>;

/** Step TWO: a person type is required; a patent attorney must be one according to the gateway. */
export function roleStepErrors(state: Pick<WizardState, "personType" | "patentAttorney" | "identity">): RoleStepErrors {
  const errors: RoleStepErrors = {};
  if (!state.personType) errors.personType = "required.field";
  if (state.patentAttorney && !state.identity?.isPatentAttorney) errors.patentAttorney = "not.recognized.as.patent.attorney";
  return errors;
}

/** Choosing a person type; applicant clears the patent-attorney choice (and so its error). */
export function choosePersonType(state: WizardState, personType: PersonType): WizardState {
  return { ...state, personType, patentAttorney: personType === "Applicant" ? false : state.patentAttorney };
}

/** The user name copied from an e-mail while the user has not chosen one. */
export function userNameFromEmail(email: string): string {
  return email.trim().toLowerCase();
}
