/**
 * POST /applications/{applicationType}/eservices/validate (decision 65). Exactly one application
 * must be selected (else `multiplicityError`); it must be a visible trademark or design
 * application of the path's IP right; the e-service type must be one of globals
 * `eservice.tmFilteringTypes` / `dsFilteringTypes`; and its status must allow that e-service:
 * a renewal needs REGISTERED or EXPIRED, every other e-service a live filing (SUBMITTED,
 * UNDER_EXAMINATION, PUBLISHED or REGISTERED). Any refusal is 400 `invalid.application.selection`
 * with `extraInfo`; success is `{status: "VALID", redirectUrl}` with the e-service form's URL.
 */
import type { Context } from "hono";
import { GLOBALS } from "../content/globals";
import type { AppDeps, AppEnv } from "../http/context";
import { ApiError, Errors } from "../http/errors";
import { signedIn } from "../http/guards";
import { readJsonObjectOrEmpty } from "../http/request-body";
import { findVisibleById, type ApplicationRow } from "./applications-repo";
import { IP_RIGHTS, isOneOf, type ApplicationStatus, type IpRight } from "./list-request";
import { scopeOf } from "./scope";

const LIVE: readonly ApplicationStatus[] = ["SUBMITTED", "UNDER_EXAMINATION", "PUBLISHED", "REGISTERED"];
const RENEWABLE: readonly ApplicationStatus[] = ["REGISTERED", "EXPIRED"];

/** Statuses in which an e-service of `type` may be started. */
export function allowedStatuses(type: string): readonly ApplicationStatus[] {
  return type === "TM_RENEWAL" ? RENEWABLE : LIVE;
}

function filteringTypes(right: IpRight): { key: string }[] {
  return right === "trademark" ? GLOBALS.eservice.tmFilteringTypes : GLOBALS.eservice.dsFilteringTypes;
}

function eserviceUrl(right: IpRight, type: string): string | null {
  return GLOBALS[right].eservices.find((e) => e.key === type)?.url ?? null;
}

function invalidSelection(ids: number[], numbers: string[], multiplicityError: boolean): ApiError {
  return new ApiError(400, "invalid.application.selection", undefined, {
    invalidApplicationIds: ids,
    invalidApplicationNumbers: numbers,
    multiplicityError,
  });
}

/** The number a user knows an application by: its application number, else its filing number. */
export function displayNumber(row: ApplicationRow): string {
  return row.associated_right ?? row.number;
}

export async function validateEservice(c: Context<AppEnv>, deps: AppDeps): Promise<Response> {
  const scope = scopeOf(signedIn(c));
  const right = c.req.param("applicationType");
  const body = await readJsonObjectOrEmpty(c);
  const { eserviceType, applicationIds } = body;
  if (typeof eserviceType !== "string" || eserviceType === "" || !Array.isArray(applicationIds)) {
    throw Errors.badRequest("required.field");
  }
  const ids = applicationIds.filter((id): id is number => typeof id === "number" && Number.isInteger(id) && id > 0);
  if (ids.length !== applicationIds.length) throw Errors.badRequest("required.field");
  if (ids.length !== 1) {
    const rows = await Promise.all(ids.map((id) => findVisibleById(deps.db, scope, id, deps.now())));
    throw invalidSelection(ids, rows.filter((r): r is ApplicationRow => !!r).map(displayNumber), true);
  }
  const id = ids[0] as number;
  const row = await findVisibleById(deps.db, scope, id, deps.now());
  if (!row) throw invalidSelection([id], [], false);
  const refused = () => invalidSelection([row.id], [displayNumber(row)], false);
  if (!isOneOf(IP_RIGHTS, right) || row.application_type === "eservice" || row.ip_right_type !== right) throw refused();
  if (!filteringTypes(right).some((t) => t.key === eserviceType)) throw refused();
  if (!allowedStatuses(eserviceType).includes(row.status)) throw refused();
  const form = eserviceUrl(right, eserviceType);
  const redirectUrl = form === null ? null : `${form}?applicationNumber=${encodeURIComponent(displayNumber(row))}`;
  return c.json({ status: "VALID", redirectUrl }, 200);
}
