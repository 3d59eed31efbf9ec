/**
 * The one error type of the API client (spec 1 §8, DECISIONS "Errors").
 *
 * - `kind: "http"`: the server answered with a status above 399 (body `{code, description,
 *   details?, extraInfo?}`, read leniently);
 * - `kind: "network"`: no answer at all (offline, DNS, connection reset);
 * - `kind: "validation"`: an answer whose body does not match the expected schema.
 *
 * `description` is one translation key or a comma-separated list of keys; `keys` is that
 * list split and trimmed (the UI shows several keys as bullets).
 */
import type { ApplicationActionExtraInfo, ErrorDetails } from "./schemas";

export type ApiErrorKind = "http" | "network" | "validation";

export interface ApiErrorInit {
  /** HTTP status; 0 when there was no response. */
  status?: number;
  /** `code` of the error body; defaults to 500 (spec 1 §8). */
  code?: number;
  description?: string;
  details?: ErrorDetails;
  extraInfo?: ApplicationActionExtraInfo;
  kind?: ApiErrorKind;
  /** Request path, for diagnostics. */
  path?: string;
  cause?: unknown;
}

export const SOMETHING_WENT_WRONG = "something.went.wrong";
export const SOMETHING_NOT_FOUND = "something.not.found";

/** Splits a comma-separated description into trimmed, non-empty keys. */
export function splitKeys(description: string): string[] {
  return description
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly code: number;
  readonly description: string;
  readonly keys: readonly string[];
  readonly details?: ErrorDetails;
  readonly extraInfo?: ApplicationActionExtraInfo;
  readonly kind: ApiErrorKind;
  readonly path?: string;
  /** Lock refusals: the description mentions 'locked' (spec 1 §4 "Account lock"). */
  readonly isLocked: boolean;

  constructor(init: ApiErrorInit = {}) {
    const description = init.description ?? SOMETHING_WENT_WRONG;
    super(description, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status ?? 0;
    this.code = init.code ?? 500;
    this.description = description;
    this.keys = splitKeys(description);
    this.kind = init.kind ?? "http";
    this.isLocked = description.includes("locked");
    if (init.details !== undefined) this.details = init.details;
    if (init.extraInfo !== undefined) this.extraInfo = init.extraInfo;
    if (init.path !== undefined) this.path = init.path;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for an ApiError the server answered with a 4xx status (retrying will not help). */
export function isClientError(error: unknown): boolean {
  return isApiError(error) && error.kind === "http" && error.status >= 400 && error.status < 500;
}

/**
 * The parts of the text shown for an error (spec 1 §8): the description (a translation
 * key or comma-separated keys, to translate), then `details.username` and
 * `details.message` when present (shown as given). Anything that is not an ApiError
 * becomes `something.went.wrong`.
 */
export function errorMessageParts(error: unknown): string[] {
  if (!isApiError(error)) return [SOMETHING_WENT_WRONG];
  const parts = [error.description];
  const username = error.details?.username;
  const message = error.details?.message;
  if (username) parts.push(username);
  if (message) parts.push(message);
  return parts;
}
