/**
 * Main-account details (account type card, main account card, legal and correspondence
 * addresses) as stored by the seed; the accounts issue adds the update operations here.
 */
import type { Db } from "../db/client";

export interface AccountDetailsRow {
  user_id: number;
  person_type: "Applicant" | "Representative";
  account_type: "INDIVIDUAL" | "COMPANY";
  patent_attorney_id: string | null;
  first_name: string | null;
  sur_name: string | null;
  natural_person_code: string | null;
  organization_name: string | null;
  legal_entity_code: string | null;
  legal_position: string | null;
  telephone: string | null;
  contact_email: string | null;
}

export interface AddressRow {
  user_id: number;
  address_type: "LEGAL" | "CORRESPONDENT";
  street_name: string;
  city: string;
  postal_code: string;
  country: string;
  corr_telephone: string | null;
  corr_email: string | null;
}

export function findAccountDetails(db: Db, mainUserId: number): Promise<AccountDetailsRow | undefined> {
  return db.first<AccountDetailsRow>("SELECT * FROM account_details WHERE user_id = ?", [mainUserId]);
}

export function findAddress(db: Db, mainUserId: number, type: AddressRow["address_type"]): Promise<AddressRow | undefined> {
  return db.first<AddressRow>("SELECT * FROM addresses WHERE user_id = ? AND address_type = ?", [mainUserId, type]);
}

const NAME_FIELDS: Record<AccountDetailsRow["account_type"], (keyof AccountDetailsRow)[]> = {
  INDIVIDUAL: ["first_name", "sur_name", "natural_person_code"],
  COMPANY: ["first_name", "sur_name", "organization_name", "legal_entity_code", "legal_position"],
};

/** Decision 31: the name fields of the account type, the legal address and the contact e-mail are present. */
export function isProfileCompleted(details: AccountDetailsRow | undefined, legalAddress: AddressRow | undefined): boolean {
  if (!details || !legalAddress || !details.contact_email) return false;
  return NAME_FIELDS[details.account_type].every((field) => {
    const value = details[field];
    return typeof value === "string" && value.trim() !== "";
  });
}
