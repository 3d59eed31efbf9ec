/**
 * Error responses -> ApiError (spec 1 §8, DECISIONS "Errors"). The body
 * `{code, description, details?, extraInfo?}` is read leniently: a missing or malformed
 * body (a proxy's HTML page, an empty 404) still gives a usable error with the generic
 * key of its status.
 */
import { validate } from "superstruct";
import { ApiError, SOMETHING_NOT_FOUND, SOMETHING_WENT_WRONG } from "./api-error";
import { API_PREFIX_PATTERN } from "./paths";
import { ApplicationActionExtraInfoSchema, ErrorDetailsSchema, type ErrorBody } from "./schemas";

/** Generic keys by status (DECISIONS "Errors"), used when the body has no description. */
const DEFAULT_KEYS: Record<number, string> = {
  401: "unauthorized",
  403: "access.denied",
  404: SOMETHING_NOT_FOUND,
  413: "file.too.large",
  500: SOMETHING_WENT_WRONG,
  503: "service.unavailable",
};

/** 404 on these paths means the session is gone too (spec 1 §7, §8). */
const SESSION_PATHS = new Set(["/auth/me", "/account/details"]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The usable parts of an error body; anything malformed is left out. */
export function parseErrorBody(value: unknown): Partial<ErrorBody> {
  if (!isRecord(value)) return {};
  const body: Partial<ErrorBody> = {};
  if (typeof value.code === "number" && Number.isFinite(value.code)) body.code = value.code;
  if (typeof value.description === "string" && value.description.trim()) body.description = value.description.trim();
  const [detailsError, details] = validate(value.details, ErrorDetailsSchema, { coerce: true, mask: true });
  if (!detailsError && value.details !== undefined) body.details = details;
  const [extraError, extraInfo] = validate(value.extraInfo, ApplicationActionExtraInfoSchema, { coerce: true, mask: true });
  if (!extraError && value.extraInfo !== undefined) body.extraInfo = extraInfo;
  return body;
}

export async function httpError(response: Response, path: string): Promise<ApiError> {
  let body: Partial<ErrorBody> = {};
  try {
    const text = await response.text();
    if (text) body = parseErrorBody(JSON.parse(text));
  } catch {
    // Not JSON (or the body could not be read): the status decides the key.
  }
  const status = response.status;
  // spec 1 §8: a 500 is always shown as something.went.wrong.
  const description =
    status === 500 ? SOMETHING_WENT_WRONG : (body.description ?? DEFAULT_KEYS[status] ?? SOMETHING_WENT_WRONG);
  return new ApiError({
    kind: "http",
    status,
    code: body.code ?? status,
    description,
    details: body.details,
    extraInfo: body.extraInfo,
    path,
  });
}

/** The API path without its /api/v1 prefix and query, e.g. "/auth/me". */
export function routePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? "";
  const withoutPrefix = withoutQuery.replace(API_PREFIX_PATTERN, "");
  const withSlash = withoutPrefix.startsWith("/") ? withoutPrefix : `/${withoutPrefix}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, "") : withSlash;
}

/** 401 anywhere, or 404 on /auth/me and /account/details (spec 1 §8). */
export function isSessionEndingError(error: ApiError, path: string): boolean {
  if (error.kind !== "http") return false;
  if (error.status === 401) return true;
  return error.status === 404 && SESSION_PATHS.has(routePath(path));
}
