/**
 * Error bodies `{code, description, details?, extraInfo?}` (details and extraInfo omitted when
 * empty) and the handlers for unknown /api/v1 routes and uncaught errors.
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export interface ErrorDetails {
  username?: string;
  message?: string;
  fields?: Record<string, string>;
  [key: string]: unknown;
}

export interface ExtraInfo {
  invalidApplicationIds: number[];
  invalidApplicationNumbers: string[];
  multiplicityError: boolean;
}

export interface ErrorBody {
  code: number;
  description: string;
  details?: ErrorDetails;
  extraInfo?: ExtraInfo;
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly description: string,
    readonly details?: ErrorDetails,
    readonly extraInfo?: ExtraInfo,
  ) {
    super(`${status} ${description}`);
    this.name = "ApiError";
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { code: this.status, description: this.description };
    if (this.details && Object.keys(this.details).length > 0) body.details = this.details;
    if (this.extraInfo) body.extraInfo = this.extraInfo;
    return body;
  }
}

/** The generic errors of DECISIONS "Errors". */
export const Errors = {
  badRequest: (description: string, details?: ErrorDetails) => new ApiError(400, description, details),
  unauthorized: (description = "unauthorized") => new ApiError(401, description),
  csrf: () => new ApiError(403, "csrf.token.invalid"),
  readOnly: () => new ApiError(403, "read.only.session"),
  accessDenied: () => new ApiError(403, "access.denied"),
  notFound: (description = "something.not.found") => new ApiError(404, description),
  unavailable: () => new ApiError(503, "service.unavailable"),
};

export function errorResponse(c: Context, error: ApiError): Response {
  return c.json(error.toBody(), error.status);
}

/** onError of the /api/v1 app: contract errors as they are, anything else as 500. */
export function handleApiError(err: unknown, c: Context): Response {
  if (err instanceof ApiError) return errorResponse(c, err);
  console.error("Unexpected error on", c.req.method, c.req.path, err);
  return errorResponse(c, new ApiError(500, "something.went.wrong"));
}

/** Catch-all of the /api/v1 app. */
export function apiNotFound(c: Context): Response {
  return errorResponse(c, Errors.notFound());
}
