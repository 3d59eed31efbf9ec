/**
 * Rules of the profile-details cards (spec 1 §2, §4, §5, §6; decisions 28-29): who may edit which
 * card, the form values of a card keyed like the server's field errors (`group.field`), their
 * validation with the shared client rules, and the update body with only the changed fields.
 */
import {
  addressRules,
  contactRules,
  nameDetailsRules,
  type AddressValues,
  type ContactValues,
  type NameDetailsValues,
  type ValidationKey,
} from "@/lib/account-validation";
import type { SessionUser } from "@/lib/api";
import { isAdministrator, isReadOnly } from "@/lib/session";
import type { AccountDetails, AccountTypeDetails } from "./api/schemas";

export type CardId = "name" | "address" | "contact";
export type AccountType = AccountTypeDetails["accountType"];
/** Form values of a card: `group.field` → text (empty for none). */
export type CardValues = Record<string, string>;
export type CardErrors = Record<string, string | undefined>;

/** The checkbox of the optional correspondence address, kept among the address values. */
export const USE_CORRESPONDENCE = "useCorrespondentAddress";
const YES = "yes";

export const NAME_FIELDS: Record<AccountType, readonly string[]> = {
  INDIVIDUAL: ["firstName", "surName", "naturalPersonCode"],
  COMPANY: ["firstName", "surName", "organizationName", "legalEntityCode", "legalPosition"],
};
export const ADDRESS_FIELDS = ["streetName", "city", "postalCode", "country"] as const;
export const CORRESPONDENT_FIELDS = [...ADDRESS_FIELDS, "corrTelephone", "corrEmail"] as const;
export const CONTACT_FIELDS = ["contactEmail", "telephone"] as const;

/** Spec 1 §6: address and contact for any administrator (a PARENT counts), names only for COMPANY. */
export function editableCards(user: SessionUser, accountType: AccountType): Record<CardId, boolean> {
  const admin = isAdministrator(user) && !isReadOnly(user);
  return { name: admin && accountType === "COMPANY", address: admin, contact: admin };
}

const text = (value: string | null | undefined) => value ?? "";

export function cardValues(card: CardId, details: AccountDetails): CardValues {
  const main = details.mainAccountDetails;
  if (card === "name") {
    const values: CardValues = {};
    for (const field of NAME_FIELDS[details.accountTypeDetails.accountType]) {
      values[`mainAccountDetails.${field}`] = text(main[field as keyof typeof main]);
    }
    return values;
  }
  if (card === "contact") {
    return { "mainAccountDetails.contactEmail": text(main.contactEmail), "mainAccountDetails.telephone": text(main.telephone) };
  }
  const legal = details.legalAddress;
  const corr = details.correspondentAddress;
  const values: CardValues = { [USE_CORRESPONDENCE]: corr ? YES : "" };
  for (const field of ADDRESS_FIELDS) values[`legalAddress.${field}`] = text(legal?.[field]);
  for (const field of CORRESPONDENT_FIELDS) values[`correspondentAddress.${field}`] = text(corr?.[field]);
  return values;
}

export function usesCorrespondence(values: CardValues): boolean {
  return values[USE_CORRESPONDENCE] === YES;
}

export function setUsesCorrespondence(values: CardValues, used: boolean): CardValues {
  return { ...values, [USE_CORRESPONDENCE]: used ? YES : "" };
}

/** The values of one group (`group.` prefix removed), as the shared rule sets read them. */
function groupValues(values: CardValues, group: string): Record<string, string> {
  const prefix = `${group}.`;
  const picked: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (key.startsWith(prefix)) picked[key.slice(prefix.length)] = value;
  return picked;
}

/** The shared rule of one `group.field` key (names, contact, legal or correspondence address). */
function fieldProblem(key: string, values: CardValues, accountType: AccountType): ValidationKey | null {
  const [group = "", field = ""] = key.split(".");
  const own = groupValues(values, group);
  if (group === "mainAccountDetails") {
    const contact = contactRules[field as keyof ContactValues];
    if (contact) return contact({ contactEmail: "", telephone: "", ...own });
    const name = nameDetailsRules(accountType)[field as keyof NameDetailsValues];
    return name ? name({ firstName: "", surName: "", ...own }) : null;
  }
  const kind = group === "correspondentAddress" ? "CORRESPONDENT" : "LEGAL";
  const rule = addressRules(kind)[field as keyof AddressValues];
  return rule ? rule({ streetName: "", city: "", postalCode: "", country: "", ...own }) : null;
}

/** Problem of one field (on blur), or null. */
export function validateField(key: string, values: CardValues, accountType: AccountType): ValidationKey | null {
  if (key === USE_CORRESPONDENCE) return null;
  if (key.startsWith("correspondentAddress.") && !usesCorrespondence(values)) return null;
  return fieldProblem(key, values, accountType);
}

/** Every problem of a card; both address sets are checked when the correspondence one is used. */
export function validateCard(values: CardValues, accountType: AccountType): CardErrors {
  const errors: CardErrors = {};
  for (const key of Object.keys(values)) {
    const problem = validateField(key, values, accountType);
    if (problem) errors[key] = problem;
  }
  return errors;
}

export interface DetailsUpdate {
  userId: number;
  mainAccountDetails?: Record<string, string | null>;
  legalAddress?: Record<string, string>;
  correspondentAddress?: Record<string, string | null> | null;
}

/** The PUT /account/details body: userId plus the fields that differ from the stored ones. */
export function detailsUpdate(userId: number, before: CardValues, after: CardValues): DetailsUpdate {
  const update: DetailsUpdate = { userId };
  const changed = (key: string) => (before[key] ?? "").trim() !== (after[key] ?? "").trim();
  const value = (key: string) => (after[key] ?? "").trim();

  const main: Record<string, string | null> = {};
  for (const key of Object.keys(after).filter((k) => k.startsWith("mainAccountDetails.") && changed(k))) {
    main[key.slice("mainAccountDetails.".length)] = value(key) === "" ? null : value(key);
  }
  if (Object.keys(main).length > 0) update.mainAccountDetails = main;

  if (!("legalAddress.streetName" in after)) return update;
  const legalIsNew = ADDRESS_FIELDS.every((field) => (before[`legalAddress.${field}`] ?? "") === "");
  const legal: Record<string, string> = {};
  for (const field of ADDRESS_FIELDS) {
    if (legalIsNew || changed(`legalAddress.${field}`)) legal[field] = value(`legalAddress.${field}`);
  }
  if (Object.keys(legal).length > 0) update.legalAddress = legalIsNew ? { ...legal, addressType: "LEGAL" } : legal;

  const hadCorr = usesCorrespondence(before);
  if (!usesCorrespondence(after)) {
    if (hadCorr) update.correspondentAddress = null;
    return update;
  }
  const corr: Record<string, string | null> = {};
  for (const field of CORRESPONDENT_FIELDS) {
    const key = `correspondentAddress.${field}`;
    if (!hadCorr || changed(key)) corr[field] = field === "corrTelephone" && value(key) === "" ? null : value(key);
  }
  if (Object.keys(corr).length > 0) update.correspondentAddress = hadCorr ? corr : { ...corr, addressType: "CORRESPONDENT" };
  return update;
}

/** Whether the update changes anything beyond the user id. */
export function hasChanges(update: DetailsUpdate): boolean {
  return Object.keys(update).length > 1;
}

/** Field errors of a 400 answer (`details.fields`) that belong to this card's values. */
export function serverFieldErrors(fields: Record<string, string> | undefined, values: CardValues): CardErrors {
  const errors: CardErrors = {};
  for (const [key, keys] of Object.entries(fields ?? {})) if (key in values) errors[key] = keys;
  return errors;
}
