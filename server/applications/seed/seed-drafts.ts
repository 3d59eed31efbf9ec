/**
 * Demo draft applications of demoparent's main account: 16 trademark, 12 design and 12 e-service
 * drafts (8 on trademarks, 4 on designs), edited by demoparent or demochild over the last 90 days.
 * Draft 5 (a trademark draft) is locked by demonorole, another user of the account, so both
 * demoparent and demochild meet a draft held by someone else.
 */
import { APPLICATION_FORM_TYPES, ESERVICE_TYPES } from "../../content/catalogue";
import type { Statement } from "../../db/client";
import { formatLocalDateTime } from "../../lib/local-date-time";
import type { ApplicationType, IpRight } from "../list-request";
import { DESIGN_NAMES, DESIGN_PRODUCTS, DRAFT_EDITORS, MARK_SUFFIXES, MARK_WORDS, markName, OTHER_APPLICANTS, OWN_COMPANY } from "./pools";
import { Prng } from "./prng";
import { insertStatement, MAIN_ACCOUNT_ID, searchText, seedApplicationRows, type Columns } from "./seed-applications";

/** The seeded draft that demonorole (user 3) holds locked. */
export const LOCKED_DRAFT_ID = 5;
const LOCK_HOLDER_ID = 3;
const HOUR = 3_600_000;

const PLAN: [ApplicationType, IpRight, number][] = [
  ["trademark", "trademark", 16],
  ["design", "design", 12],
  ["eservice", "trademark", 8],
  ["eservice", "design", 4],
];

function draft(random: Prng, id: number, type: ApplicationType, right: IpRight, rights: Columns[], now: number): Columns {
  const modifiedAt = now - random.int(1, 90 * 24) * HOUR - random.int(0, 3_599_999);
  const year = formatLocalDateTime(modifiedAt).slice(0, 4);
  const row: Columns = {
    id,
    main_user_id: MAIN_ACCOUNT_ID,
    application_type: type,
    ip_right_type: right,
    number: random.chance(0.6) ? `DR-${year}-${String(id).padStart(5, "0")}` : null,
    applicant: random.chance(0.6) ? OWN_COMPANY : random.pick(OTHER_APPLICANTS),
    user_reference: random.chance(0.5) ? `SI-${year}-D${String(id).padStart(2, "0")}` : null,
    last_modified_at: modifiedAt,
    // demochild holds ROLE_TRADEMARKS only, so only trademark drafts carry her name.
    last_modified_by: right === "trademark" ? random.pick(DRAFT_EDITORS) : DRAFT_EDITORS[0],
    lock_user_id: id === LOCKED_DRAFT_ID ? LOCK_HOLDER_ID : null,
  };
  if (type === "trademark") {
    row.form_type = random.pick(APPLICATION_FORM_TYPES.trademark);
    row.denomination = random.chance(0.85) ? markName(random.pick(MARK_WORDS), random.pick(MARK_WORDS), random.pick(MARK_SUFFIXES), false) : null;
  } else if (type === "design") {
    row.form_type = random.pick(APPLICATION_FORM_TYPES.design);
    row.denomination = `${random.pick(DESIGN_PRODUCTS).indication} „${random.pick(DESIGN_NAMES)}“`;
  } else {
    const service = random.pick(ESERVICE_TYPES[right]);
    const target = random.pick(rights.filter((r) => r.ip_right_type === right));
    row.form_type = service.key;
    row.eservice_name = service.label;
    row.associated_right = target.associated_right ?? null;
    row.denomination = target.denomination ?? null;
    row.associated_design_number = right === "design" ? (target.design_number ?? null) : null;
  }
  row.search_text = searchText(row, ["number", "associated_right", "denomination", "applicant", "user_reference", "eservice_name"]);
  return row;
}

export function seedDraftRows(now: number, applications: Columns[]): Columns[] {
  const random = new Prng(4040);
  const rights = applications.filter((r) => r.application_type !== "eservice" && (r.status === "REGISTERED" || r.status === "EXPIRED"));
  const kinds = PLAN.flatMap(([type, right, count]) => Array.from({ length: count }, () => [type, right] as const));
  return kinds.map(([type, right], i) => draft(random, i + 1, type, right, rights, now));
}

/** The seeder of SEEDERS: applications, then the drafts that refer to them. */
export async function seedApplicationsAndDrafts(now: number): Promise<Statement[]> {
  const applications = seedApplicationRows(now);
  return [
    ...applications.map((row) => insertStatement("applications", row)),
    ...seedDraftRows(now, applications).map((row) => insertStatement("application_drafts", row)),
  ];
}
