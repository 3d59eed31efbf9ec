/**
 * PUT /account/details (decisions 28-29): validation of the changed fields and the statements
 * that apply them. Field errors are reported as `<group>.<field>` (e.g. `legalAddress.city`).
 */
import type { Statement } from "../db/client";
import type { JsonObject } from "../http/request-body";
import type { AccountDetailsRow, AddressRow } from "./account-repo";
import { emailProblem, FieldErrors, isBlank, maxLengthProblem, phoneProblem, textFieldProblem, type MAX_LENGTHS } from "./validation";

type LengthField = keyof typeof MAX_LENGTHS;

export const NAME_FIELDS = ["firstName", "surName", "naturalPersonCode", "organizationName", "legalEntityCode", "legalPosition"] as const;
const CONTACT_FIELDS = ["telephone", "contactEmail"] as const;
const COLUMNS: Record<string, string> = {
  firstName: "first_name",
  surName: "sur_name",
  naturalPersonCode: "natural_person_code",
  organizationName: "organization_name",
  legalEntityCode: "legal_entity_code",
  legalPosition: "legal_position",
  telephone: "telephone",
  contactEmail: "contact_email",
};
const REQUIRED_NAMES: Record<AccountDetailsRow["account_type"], readonly string[]> = {
  INDIVIDUAL: ["firstName", "surName", "naturalPersonCode"],
  COMPANY: ["firstName", "surName", "organizationName", "legalEntityCode", "legalPosition"],
};
const ADDRESS_TEXT = ["streetName", "city", "postalCode"] as const;

function objectOrUndefined(value: unknown, errors: FieldErrors, group: string): JsonObject | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    errors.add(group, "invalid.format");
    return undefined;
  }
  return value as JsonObject;
}

function checkMainDetails(main: JsonObject, accountType: AccountDetailsRow["account_type"], errors: FieldErrors): void {
  for (const field of NAME_FIELDS) {
    if (!(field in main)) continue;
    const value = main[field];
    const key = `mainAccountDetails.${field}`;
    const required = REQUIRED_NAMES[accountType].includes(field);
    if (field === "naturalPersonCode" && typeof value === "string" && value !== "") {
      errors.add(key, maxLengthProblem("naturalPersonCode", value) ?? (/^[0-9]+$/.test(value) ? null : "invalid.format"));
    } else errors.add(key, textFieldProblem(field as LengthField, value, required));
  }
  if ("telephone" in main && !isBlank(main.telephone)) {
    const phone = main.telephone;
    errors.add("mainAccountDetails.telephone", typeof phone === "string" ? (maxLengthProblem("telephone", phone) ?? phoneProblem(phone)) : "invalid.format");
  }
  if ("contactEmail" in main) {
    const email = main.contactEmail;
    if (isBlank(email)) errors.add("mainAccountDetails.contactEmail", "required.field");
    else errors.add("mainAccountDetails.contactEmail", typeof email === "string" ? emailProblem(email) : "invalid.format");
  }
}

type AddressValues = Pick<AddressRow, "street_name" | "city" | "postal_code" | "country" | "corr_telephone" | "corr_email">;

/** Merges the changed address fields over the stored address and checks the result. */
function mergeAddress(
  changes: JsonObject,
  stored: AddressRow | undefined,
  group: "legalAddress" | "correspondentAddress",
  errors: FieldErrors,
): AddressValues {
  const pick = (name: string, current: string | null | undefined): unknown => (name in changes ? changes[name] : current);
  const values = {
    streetName: pick("streetName", stored?.street_name),
    city: pick("city", stored?.city),
    postalCode: pick("postalCode", stored?.postal_code),
    country: pick("country", stored?.country),
    corrTelephone: pick("corrTelephone", stored?.corr_telephone),
    corrEmail: pick("corrEmail", stored?.corr_email),
  };
  for (const field of ADDRESS_TEXT) errors.add(`${group}.${field}`, textFieldProblem(field, values[field], true));
  if (isBlank(values.country)) errors.add(`${group}.country`, "required.field");
  else if (typeof values.country !== "string" || !/^[A-Z]{2}$/.test(values.country)) errors.add(`${group}.country`, "invalid.format");
  const correspondent = group === "correspondentAddress";
  if (correspondent) {
    const email = values.corrEmail;
    if (isBlank(email)) errors.add(`${group}.corrEmail`, "required.field");
    else errors.add(`${group}.corrEmail`, typeof email === "string" ? emailProblem(email) : "invalid.format");
    const phone = values.corrTelephone;
    if (!isBlank(phone)) errors.add(`${group}.corrTelephone`, typeof phone === "string" ? phoneProblem(phone) : "invalid.format");
  }
  const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
  const optional = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);
  return {
    street_name: text(values.streetName),
    city: text(values.city),
    postal_code: text(values.postalCode),
    country: text(values.country),
    corr_telephone: correspondent ? optional(values.corrTelephone) : null,
    corr_email: correspondent ? optional(values.corrEmail) : null,
  };
}

function upsertAddress(userId: number, type: AddressRow["address_type"], a: AddressValues): Statement {
  return {
    sql: `INSERT INTO addresses (user_id, address_type, street_name, city, postal_code, country, corr_telephone, corr_email)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT(user_id, address_type) DO UPDATE SET street_name = excluded.street_name, city = excluded.city,
            postal_code = excluded.postal_code, country = excluded.country, corr_telephone = excluded.corr_telephone,
            corr_email = excluded.corr_email`,
    args: [userId, type, a.street_name, a.city, a.postal_code, a.country, a.corr_telephone, a.corr_email],
  };
}

export interface DetailsUpdateInput {
  body: JsonObject;
  details: AccountDetailsRow;
  legal: AddressRow | undefined;
  correspondent: AddressRow | undefined;
}

/** Whether the body changes name fields (administrators of COMPANY accounts only). */
export function changesNameFields(body: JsonObject): boolean {
  const main = body.mainAccountDetails;
  return typeof main === "object" && main !== null && NAME_FIELDS.some((f) => f in main);
}

/** Validates the body (400 with every field key) and returns the statements that apply it. */
export function planDetailsUpdate(input: DetailsUpdateInput): Statement[] {
  const { body, details } = input;
  const errors = new FieldErrors();
  const userId = details.user_id;
  const main = objectOrUndefined(body.mainAccountDetails, errors, "mainAccountDetails");
  const legal = objectOrUndefined(body.legalAddress, errors, "legalAddress");
  const corr = body.correspondentAddress === null ? null : objectOrUndefined(body.correspondentAddress, errors, "correspondentAddress");
  if (main) checkMainDetails(main, details.account_type, errors);
  const legalValues = legal ? mergeAddress(legal, input.legal, "legalAddress", errors) : null;
  const corrValues = corr ? mergeAddress(corr, input.correspondent, "correspondentAddress", errors) : null;
  errors.throwIfAny();

  const statements: Statement[] = [];
  if (main) {
    const changed = [...NAME_FIELDS, ...CONTACT_FIELDS].filter((f) => f in main);
    if (changed.length > 0) {
      statements.push({
        sql: `UPDATE account_details SET ${changed.map((f) => `${COLUMNS[f]} = ?`).join(", ")} WHERE user_id = ?`,
        args: [...changed.map((f) => (isBlank(main[f]) ? null : String(main[f]).trim())), userId],
      });
    }
  }
  if (legalValues) statements.push(upsertAddress(userId, "LEGAL", legalValues));
  if (body.correspondentAddress === null) {
    statements.push({ sql: "DELETE FROM addresses WHERE user_id = ? AND address_type = 'CORRESPONDENT'", args: [userId] });
  } else if (corrValues) statements.push(upsertAddress(userId, "CORRESPONDENT", corrValues));
  return statements;
}
