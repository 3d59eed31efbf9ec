/**
 * `apiRequest`: the only way from the front end to the network (conventions "Network").
 *
 * - Paths are relative to `/api/v1`; a path that already starts with `/api/` (globals'
 *   `ipo.logoutUrl`, `ipo.loginRedirectUrl`) is used as given.
 * - Same-origin cookies, no HTTP cache (DECISIONS "Origin and serving").
 * - CSRF: the latest token is echoed on POST/PUT/PATCH/DELETE; a 403 `csrf.token.invalid`
 *   is retried once with the token of that response (./csrf.ts). A write asked for before any
 *   token is known (a new tab's start-up: the inbox search beside the session check) waits for
 *   the session check under way (`GET /auth/me`), whose answer brings the token, instead of
 *   costing a 403 and a second round trip.
 * - Every JSON answer is checked with superstruct `mask` (unknown properties dropped).
 * - Error catalogue of spec 1 §8 (./errors.ts): 401 (and 404 on `/auth/me` and
 *   `/account/details`) calls the handler set with `setUnauthorizedHandler` unless
 *   `redirectOn401: false`, then every failure rejects with an `ApiError`.
 */
import { StructError, mask, type Struct } from "superstruct";
import { ApiError, SOMETHING_WENT_WRONG } from "./api-error";
import { fileNameFromContentDisposition } from "./content-disposition";
import { csrfHeader, isMutatingMethod, rememberCsrf } from "./csrf";
import { httpError, isSessionEndingError } from "./errors";
import { apiUrl, type QueryParams } from "./paths";
import { registerStateReset } from "@/lib/state/reset";

const CSRF_INVALID = "csrf.token.invalid";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD";

export interface BlobResult {
  blob: Blob;
  /** From `Content-Disposition`; null when the server gave none. */
  fileName: string | null;
}

interface RequestBase {
  /** Defaults to GET. */
  method?: HttpMethod;
  /** Relative to /api/v1, or absolute-from-root when it starts with /api/. */
  path: string;
  /** Query parameters; null and undefined values are left out, arrays repeat the name. */
  query?: QueryParams;
  /** JSON body. */
  json?: unknown;
  /** Form-encoded body (application/x-www-form-urlencoded). */
  form?: URLSearchParams;
  /** Multipart body; the browser sets the boundary. */
  multipart?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** false: a 401 (or 404 on the session paths) does not call the unauthorized handler. */
  redirectOn401?: boolean;
  /**
   * `"blob"` responses only: called while the body arrives, with the bytes received so far
   * and the total from Content-Length (null when the server sent none).
   */
  onDownloadProgress?: (loaded: number, total: number | null) => void;
}

/** Any superstruct schema producing T (its schema parameter is not read here). */
type AnyStruct<T> = Struct<T, unknown>;
export type ResponseKind<T> = AnyStruct<T> | "void" | "text" | "blob";
export type ApiRequestOptions<T> = RequestBase & { schema: ResponseKind<T> };

export type UnauthorizedHandler = (path: string) => void;
/**
 * The one handler the app set (src/main.tsx): an explicit store beside the transport, which
 * the service worker runs too (no app store there); forgotten by the app's state reset.
 */
let unauthorizedHandler: UnauthorizedHandler | null = null;
/** Session checks sent and not yet answered (their answers bring the CSRF token); forgotten likewise. */
const underWay = new Set<Promise<unknown>>();
registerStateReset(() => {
  unauthorizedHandler = null;
  underWay.clear();
});

/** Sets the handler called on 401 (the app sends the user to /login); returns an undo. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): () => void {
  const previous = unauthorizedHandler;
  unauthorizedHandler = handler;
  return () => {
    unauthorizedHandler = previous;
  };
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === "AbortError");
}

function acceptFor<T>(kind: ResponseKind<T>): string {
  if (kind === "text") return "text/plain, */*";
  if (kind === "blob" || kind === "void") return "*/*";
  return "application/json";
}

/** The request whose answer a token-less write waits for: the session check. */
const BRINGS_TOKEN = "/auth/me";

/**
 * Before a write without a known token: waits until the session check under way has answered
 * (with the token), or none is under way (the write then goes without, and its 403 brings the
 * token). Only the session check: it goes out with every signed-in start, and a write never
 * waits behind an unrelated request. Ends early when the write's own signal aborts.
 */
async function tokenFromRequestsUnderWay(signal: AbortSignal | undefined): Promise<void> {
  while (csrfHeader() === null && underWay.size > 0) {
    signal?.throwIfAborted();
    const aborted = new Promise<void>((resolve) => signal?.addEventListener("abort", () => resolve(), { once: true }));
    await Promise.race([...underWay, aborted]);
  }
  signal?.throwIfAborted();
}

async function send(url: string, method: HttpMethod, options: RequestBase, accept: string): Promise<Response> {
  const headers = new Headers(options.headers);
  if (!headers.has("Accept")) headers.set("Accept", accept);
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  } else if (options.form) {
    body = options.form;
    if (!headers.has("Content-Type")) headers.set("Content-Type", "application/x-www-form-urlencoded;charset=UTF-8");
  } else if (options.multipart) {
    body = options.multipart;
  }
  const mutating = isMutatingMethod(method);
  if (mutating && csrfHeader() === null) await tokenFromRequestsUnderWay(options.signal);
  const csrf = mutating ? csrfHeader() : null;
  if (csrf) headers.set(csrf.name, csrf.value);
  const sending = fetch(url, {
    method,
    headers,
    body,
    // The session cookie goes only to this origin (no CORS anywhere in the contract).
    credentials: "same-origin",
    // The API answers no-store; the client must not serve API answers from the HTTP cache.
    cache: "no-store",
    signal: options.signal,
  }).then((response) => {
    // Here, not after: a write waiting for the token (above) reads it as soon as this settles.
    rememberCsrf(response.headers);
    return response;
  });
  if (options.path === BRINGS_TOKEN) {
    // Settles (out of the set) once the answer's headers are read, or the request failed.
    const settled: Promise<void> = sending
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        underWay.delete(settled);
      });
    underWay.add(settled);
  }
  try {
    return await sending;
  } catch (error) {
    if (isAbort(error, options.signal)) throw error;
    throw new ApiError({ kind: "network", status: 0, path: options.path, cause: error });
  }
}

function validationError(response: Response, path: string, cause?: unknown): ApiError {
  return new ApiError({ kind: "validation", status: response.status, description: SOMETHING_WENT_WRONG, path, cause });
}

/** Reads a body chunk by chunk, reporting progress (downloads of large files). */
async function readBlobWithProgress(
  response: Response,
  onProgress: (loaded: number, total: number | null) => void,
): Promise<Blob> {
  const length = Number(response.headers.get("Content-Length"));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get("Content-Type") ?? "";
  if (!response.body) {
    const blob = await response.blob();
    onProgress(blob.size, total ?? blob.size);
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress(loaded, total);
  }
  return new Blob(chunks, { type });
}

async function readSuccess<T>(response: Response, options: ApiRequestOptions<T>): Promise<unknown> {
  const { schema, path } = options;
  if (schema === "void") return undefined;
  if (schema === "text") return response.text();
  if (schema === "blob") {
    const blob = options.onDownloadProgress ? await readBlobWithProgress(response, options.onDownloadProgress) : await response.blob();
    return { blob, fileName: fileNameFromContentDisposition(response.headers.get("Content-Disposition")) };
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw validationError(response, path, error);
  }
  try {
    return mask(parsed, schema);
  } catch (error) {
    if (error instanceof StructError) throw validationError(response, path, error);
    throw error;
  }
}

/** A 401 met where the handler is not set (the archive's sync worker): the app's handler, as for its own requests. */
export function reportUnauthorized(path: string): void {
  callUnauthorizedHandler(path);
}

function callUnauthorizedHandler(path: string): void {
  try {
    unauthorizedHandler?.(path);
  } catch (error) {
    console.error("unauthorized handler failed", error);
  }
}

export function apiRequest(options: RequestBase & { schema: "void" }): Promise<void>;
export function apiRequest(options: RequestBase & { schema: "text" }): Promise<string>;
export function apiRequest(options: RequestBase & { schema: "blob" }): Promise<BlobResult>;
export function apiRequest<T>(options: RequestBase & { schema: AnyStruct<T> }): Promise<T>;
export async function apiRequest<T>(options: ApiRequestOptions<T>): Promise<unknown> {
  const method = options.method ?? "GET";
  const url = apiUrl(options.path, options.query);
  for (let attempt = 0; ; attempt += 1) {
    const response = await send(url, method, options, acceptFor(options.schema));
    if (response.ok) {
      try {
        return await readSuccess(response, options);
      } catch (error) {
        if (error instanceof ApiError || isAbort(error, options.signal)) throw error;
        throw new ApiError({ kind: "network", status: response.status, path: options.path, cause: error });
      }
    }
    const error = await httpError(response, options.path);
    // A new token came with the refusal (DECISIONS "CSRF"): try once more with it.
    if (attempt === 0 && error.status === 403 && error.description === CSRF_INVALID && csrfHeader()) continue;
    if (options.redirectOn401 !== false && isSessionEndingError(error, options.path)) {
      callUnauthorizedHandler(options.path);
    }
    throw error;
  }
}
