/**
 * superstruct schemas of the account calls (contract `AccountDetails`, `DeactivationCheck`,
 * `UsernameChangePending`, `VerificationResult`). Responses are masked, so unknown properties
 * are dropped.
 */
import { boolean, enums, literal, nullable, object, string, type Infer } from "superstruct";

const Text = nullable(string());

export const MainAccountDetailsSchema = object({
  firstName: Text,
  surName: Text,
  naturalPersonCode: Text,
  organizationName: Text,
  legalEntityCode: Text,
  legalPosition: Text,
  telephone: Text,
  contactEmail: Text,
});
export type MainAccountDetails = Infer<typeof MainAccountDetailsSchema>;

export const LegalAddressSchema = object({
  streetName: string(),
  city: string(),
  postalCode: string(),
  country: string(),
  addressType: literal("LEGAL"),
});
export type LegalAddress = Infer<typeof LegalAddressSchema>;

export const CorrespondentAddressSchema = object({
  streetName: string(),
  city: string(),
  postalCode: string(),
  country: string(),
  addressType: literal("CORRESPONDENT"),
  corrTelephone: Text,
  corrEmail: string(),
});
export type CorrespondentAddress = Infer<typeof CorrespondentAddressSchema>;

export const AccountTypeDetailsSchema = object({
  personType: enums(["Applicant", "Representative"]),
  accountType: enums(["INDIVIDUAL", "COMPANY"]),
  patentAttorneyId: Text,
});
export type AccountTypeDetails = Infer<typeof AccountTypeDetailsSchema>;

/** `loginDetails` is left out: spec 1 §3 removes it before storing the details. */
export const AccountDetailsSchema = object({
  accountTypeDetails: AccountTypeDetailsSchema,
  mainAccountDetails: MainAccountDetailsSchema,
  legalAddress: nullable(LegalAddressSchema),
  correspondentAddress: nullable(CorrespondentAddressSchema),
});
export type AccountDetails = Infer<typeof AccountDetailsSchema>;

export const DeactivationCheckSchema = object({
  valid: boolean(),
  reason: nullable(enums(["ACTIVE_CHILD_ACCOUNTS"])),
});
export type DeactivationCheck = Infer<typeof DeactivationCheckSchema>;

export const UsernameChangePendingSchema = object({ newUsername: string() });

export const VerificationResultSchema = object({ userName: string() });
