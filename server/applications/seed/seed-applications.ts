/**
 * Demo applications of demoparent's main account (deterministic PRNG, dates relative to seed time):
 * trademarks with Nice classes, designs with Locarno classes and design numbers, and e-services on
 * registered rights, in every status. WAITING_FOR_PAYMENT and WAITING_FOR_SIGNATURE rows carry
 * fees and a last submit date (some overdue) for the cart and signatures; paid rows have `paid_at`.
 * Two trademark applications are submitted 5 and 20 minutes before seed time, so the 30-minute
 * list delay is visible. Ids grow with submission time (the dashboard sorts by id).
 */
import { ESERVICE_TYPES } from "../../content/catalogue";
import type { Statement } from "../../db/client";
import { formatLocalDateTime } from "../../lib/local-date-time";
import type { ApplicationStatus, ApplicationType, IpRight } from "../list-request";
import { identiconDataUri } from "./png";
import { DESIGN_NAMES, DESIGN_PRODUCTS, DESIGNERS, MARK_SUFFIXES, MARK_WORDS, markName, NOTES, OTHER_APPLICANTS, OWN_COMPANY, REPRESENTATIVES } from "./pools";
import { Prng } from "./prng";

export const MAIN_ACCOUNT_ID = 1;
const DAY = 86_400_000;
const MINUTE = 60_000;

/** How many rows of each status per kind of application. */
const PLAN: Record<ApplicationType, Partial<Record<ApplicationStatus, number>>> = {
  trademark: { WAITING_FOR_PAYMENT: 5, WAITING_FOR_SIGNATURE: 3, SUBMITTED: 10, UNDER_EXAMINATION: 15, PUBLISHED: 12, REGISTERED: 45, REFUSED: 7, WITHDRAWN: 5, EXPIRED: 6 },
  design: { WAITING_FOR_PAYMENT: 3, WAITING_FOR_SIGNATURE: 2, SUBMITTED: 8, UNDER_EXAMINATION: 6, PUBLISHED: 10, REGISTERED: 28, REFUSED: 4, WITHDRAWN: 3, EXPIRED: 6 },
  eservice: { WAITING_FOR_PAYMENT: 4, WAITING_FOR_SIGNATURE: 2, SUBMITTED: 10, UNDER_EXAMINATION: 12, REGISTERED: 14, REFUSED: 4, WITHDRAWN: 4 },
};

/** Age ranges in days before seed time, by status (EXPIRED depends on the right's term). */
const AGE_DAYS: Record<ApplicationStatus, [number, number]> = {
  WAITING_FOR_PAYMENT: [1, 45],
  WAITING_FOR_SIGNATURE: [1, 20],
  SUBMITTED: [1, 45],
  UNDER_EXAMINATION: [30, 200],
  PUBLISHED: [120, 300],
  REGISTERED: [200, 1700],
  REFUSED: [150, 1500],
  WITHDRAWN: [60, 1500],
  EXPIRED: [3700, 4300],
};

export type Columns = Record<string, string | number | null>;

function day(ms: number): string {
  return `${formatLocalDateTime(ms).slice(0, 10)}T00:00:00`;
}

function plusYears(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) + years;
  const rest = date.slice(4) === "-02-29T00:00:00" ? "-02-28T00:00:00" : date.slice(4);
  return `${year}${rest}`;
}

interface Planned {
  type: ApplicationType;
  status: ApplicationStatus;
  submittedAt: number;
}

function plan(random: Prng, now: number): Planned[] {
  const planned: Planned[] = [];
  for (const type of ["trademark", "design", "eservice"] as const) {
    for (const [status, count] of Object.entries(PLAN[type]) as [ApplicationStatus, number][]) {
      for (let i = 0; i < count; i++) {
        let [min, max] = AGE_DAYS[status];
        if (status === "EXPIRED" && type === "design") [min, max] = [1900, 2500];
        if (status === "REGISTERED" && type === "trademark") max = 3300;
        planned.push({ type, status, submittedAt: now - random.int(min * 24, max * 24) * (DAY / 24) - random.int(0, 59) * MINUTE });
      }
    }
  }
  // Submitted moments ago: hidden from lists until 30 minutes have passed.
  planned.push({ type: "trademark", status: "SUBMITTED", submittedAt: now - 20 * MINUTE });
  planned.push({ type: "trademark", status: "SUBMITTED", submittedAt: now - 5 * MINUTE });
  return planned.sort((a, b) => a.submittedAt - b.submittedAt);
}

function common(random: Prng, id: number, p: Planned, right: IpRight): Columns {
  const year = formatLocalDateTime(p.submittedAt).slice(0, 4);
  const awaiting = p.status === "WAITING_FOR_PAYMENT" || p.status === "WAITING_FOR_SIGNATURE";
  const submittedDay = day(p.submittedAt);
  return {
    id,
    main_user_id: MAIN_ACCOUNT_ID,
    application_type: p.type,
    ip_right_type: right,
    number: `EF-${year}-${String(id).padStart(5, "0")}`,
    status: p.status,
    submitted_at: p.submittedAt,
    application_date: submittedDay,
    status_date: submittedDay,
    applicant: random.chance(0.55) ? OWN_COMPANY : random.pick(OTHER_APPLICANTS),
    representative: random.chance(0.6) ? random.pick(REPRESENTATIVES) : null,
    user_reference: random.chance(0.7) ? `SI-${year}-${String(random.int(1, 999)).padStart(3, "0")}` : null,
    paid_at: awaiting ? null : p.submittedAt + random.int(1, 30) * MINUTE,
    last_submit_date: awaiting ? day(p.submittedAt + 30 * DAY) : null,
    note: random.chance(0.04) ? random.pick(NOTES) : null,
  };
}

/** Fills the office's dates after filing, for a right with a term of `termYears`. */
function officeDates(random: Prng, row: Columns, p: Planned, now: number, termYears: number, prefix: string): void {
  if (p.status === "WAITING_FOR_PAYMENT" || p.status === "WAITING_FOR_SIGNATURE") return;
  const year = String(row.application_date).slice(0, 4);
  row.associated_right = `${prefix} ${year} ${String(row.id).padStart(4, "0")}`;
  const at = (days: number) => Math.min(now - DAY, p.submittedAt + days * DAY);
  const published = day(at(random.int(60, 110)));
  const registered = day(at(random.int(140, 200)));
  if (p.status === "UNDER_EXAMINATION") row.status_date = day(at(random.int(5, 25)));
  if (p.status === "PUBLISHED") row.status_date = row.publication_date = published;
  if (p.status === "REFUSED" || p.status === "WITHDRAWN") row.status_date = day(at(random.int(40, 140)));
  if (p.status === "REGISTERED" || p.status === "EXPIRED") {
    row.publication_date = published;
    row.registration_date = registered;
    row.registration_number = prefix === "TM" ? String(70000 + Number(row.id) * 7) : String(Number(row.id) * 3).padStart(6, "0");
    row.expiration_date = plusYears(String(row.application_date), termYears);
    row.status_date = p.status === "EXPIRED" ? row.expiration_date : registered;
  }
}

function trademark(random: Prng, id: number, p: Planned, now: number): Columns {
  const row = common(random, id, p, "trademark");
  const kind = random.weighted([["WORD", 40], ["FIGURATIVE", 25], ["COMBINED", 30], ["SHAPE", 5]] as const);
  const classes = random.sample(Array.from({ length: 45 }, (_, i) => i + 1), random.weighted([[1, 4], [2, 3], [3, 2], [4, 1]] as const));
  Object.assign(row, {
    form_type: random.weighted([["TM_NATIONAL", 85], ["TM_COLLECTIVE", 10], ["TM_CERTIFICATION", 5]] as const),
    kind,
    denomination: markName(random.pick(MARK_WORDS), random.pick(MARK_WORDS), random.pick(MARK_SUFFIXES), kind === "WORD" && random.chance(0.5)),
    nice_classes: JSON.stringify(classes),
    graphical_representation: kind === "WORD" ? null : identiconDataUri(random),
    fees: 17400 + (classes.length - 1) * 4000,
  });
  officeDates(random, row, p, now, 10, "TM");
  return row;
}

function design(random: Prng, id: number, p: Planned, now: number): Columns {
  const row = common(random, id, p, "design");
  const multiple = random.chance(0.3);
  const products = random.sample(DESIGN_PRODUCTS, multiple ? 2 : 1);
  const deferred = random.chance(0.15);
  Object.assign(row, {
    form_type: multiple ? "DS_MULTIPLE" : "DS_NATIONAL",
    denomination: `${products[0]?.indication ?? "Gaminys"} „${random.pick(DESIGN_NAMES)}“`,
    design_number: String(multiple ? random.int(1, 4) : 1).padStart(4, "0"),
    indication: products.map((x) => x.indication).join(", "),
    locarnos: JSON.stringify(products.map((x) => ({ mainClass: x.main, subClass: x.sub }))),
    defer_publication: deferred ? 1 : 0,
    designer: random.pick(DESIGNERS),
    graphical_representation: identiconDataUri(random),
    fees: 9000 + (products.length - 1) * 4500,
  });
  officeDates(random, row, p, now, 5, "DS");
  if (row.associated_right !== undefined) row.unique_number = `${String(row.associated_right)}-${String(row.design_number)}`;
  if (deferred) row.publication_date = null;
  return row;
}

/** An e-service on one of the account's registered (or expired, for renewals) rights. */
function eservice(random: Prng, id: number, p: Planned, rights: Columns[], now: number): Columns {
  const right: IpRight = random.chance(0.65) ? "trademark" : "design";
  const row = common(random, id, p, right);
  const candidates = rights.filter((r) => r.ip_right_type === right && Number(r.submitted_at) < p.submittedAt);
  const target = candidates.length > 0 ? random.pick(candidates) : null;
  const types = ESERVICE_TYPES[right];
  const type = target?.status === "EXPIRED" ? types[0] : random.pick(types);
  Object.assign(row, {
    form_type: type?.key ?? null,
    eservice_name: type?.label ?? null,
    associated_right: target?.associated_right ?? null,
    registration_number: target?.registration_number ?? null,
    denomination: target?.denomination ?? null,
    fees: type?.key === "TM_RENEWAL" ? 23100 : random.pick([3000, 4500, 6000]),
  });
  if (p.status !== "WAITING_FOR_PAYMENT" && p.status !== "WAITING_FOR_SIGNATURE" && p.status !== "SUBMITTED") {
    row.status_date = day(Math.min(p.submittedAt + random.int(5, 60) * DAY, now));
  }
  return row;
}

const SEARCH_COLUMNS = ["number", "associated_right", "registration_number", "denomination", "applicant", "representative", "user_reference"];

export function searchText(row: Columns, columns: string[]): string {
  return columns.map((c) => row[c]).filter((v) => typeof v === "string" && v !== "").join(" ").toLocaleLowerCase();
}

/** Every row of the seed, in id order. */
export function seedApplicationRows(now: number): Columns[] {
  const random = new Prng(20260314);
  const planned = plan(random, now);
  const rows: Columns[] = [];
  planned.forEach((p, i) => {
    if (p.type === "trademark") rows.push(trademark(random, i + 1, p, now));
    if (p.type === "design") rows.push(design(random, i + 1, p, now));
  });
  const rights = rows.filter((r) => r.status === "REGISTERED" || r.status === "EXPIRED");
  planned.forEach((p, i) => {
    if (p.type === "eservice") rows.push(eservice(random, i + 1, p, rights, now));
  });
  for (const row of rows) row.search_text = searchText(row, SEARCH_COLUMNS);
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

export function insertStatement(table: string, row: Columns): Statement {
  const columns = Object.keys(row);
  return {
    sql: `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
    args: columns.map((c) => row[c] ?? null),
  };
}
