/**
 * Limits on the bytes a request streams in, counted as they arrive (a missing or false
 * Content-Length changes nothing): 1 MiB for JSON and every other body; multipart bodies at most
 * UPLOAD_MAX_FILES files of UPLOAD_MAX_FILE_BYTES each, so any one part beyond that size, or the
 * whole body beyond the sum, is cut off while streaming. Nothing is buffered here: the counter
 * passes chunks on, so memory stays flat however much a client sends. Refusals are 413
 * `file.too.large` (the contract's 413 key); the file count is checked once the parts are read.
 * A non-multipart body whose Content-Length is within 1 MiB needs no counting: Node's HTTP/1.1
 * parser hands over no more than that (`boundedByParser`).
 */
import type { Context, MiddlewareHandler } from "hono";
import { IncomingMessage } from "node:http";
import { GLOBALS } from "../content/globals";
import { ApiError, errorResponse } from "./errors";

export const JSON_MAX_BYTES = 1024 * 1024;
/** Per file: globals `correspondence.maxAttachmentSize` (10 MiB), also the advance-payment proof limit. */
export const UPLOAD_MAX_FILE_BYTES = GLOBALS.correspondence.maxAttachmentSize;
export const UPLOAD_MAX_FILES = 20;
/** Room for a part's headers (name, file name, type) beyond its content. */
const PART_HEADER_BYTES = 16 * 1024;
/** Every file at its largest, plus the form's other fields. */
export const MULTIPART_MAX_BYTES = UPLOAD_MAX_FILES * UPLOAD_MAX_FILE_BYTES + JSON_MAX_BYTES;
/** Parts of any kind (repeated fields such as `filingNumbers` included). */
const MULTIPART_MAX_PARTS = 500;
/** What is read and dropped after a cut-off before the connection is dropped. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;

interface LimitState {
  exceeded: boolean;
}

const states = new WeakMap<Request, LimitState>();

export function tooLarge(): ApiError {
  return new ApiError(413, "file.too.large");
}

function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** Whether the next chunk still fits: the whole body and, for multipart, each part (delimited by CRLF "--" boundary). */
function sizeCheck(boundary: string | null): (chunk: Uint8Array) => boolean {
  const maxTotal = boundary ? MULTIPART_MAX_BYTES : JSON_MAX_BYTES;
  const delimiter = boundary ? Buffer.from(`\r\n--${boundary}`) : null;
  let total = 0;
  let parts = 0;
  let partBytes = 0;
  // The body opens with "--boundary", without the CRLF that precedes every later delimiter.
  let carry: Buffer = Buffer.from("\r\n");
  return (chunk) => {
    total += chunk.byteLength;
    if (total > maxTotal) return false;
    if (!delimiter) return true;
    const data = Buffer.concat([carry, chunk]);
    let from = 0;
    for (let at = data.indexOf(delimiter, from); at >= 0; at = data.indexOf(delimiter, from)) {
      partBytes += at - from;
      if (partBytes > UPLOAD_MAX_FILE_BYTES + PART_HEADER_BYTES) return false;
      parts += 1;
      partBytes = 0;
      from = at + delimiter.length;
    }
    const keep = Math.min(delimiter.length - 1, data.length - from);
    partBytes += data.length - from - keep;
    carry = Buffer.from(data.subarray(data.length - keep));
    return partBytes <= UPLOAD_MAX_FILE_BYTES + PART_HEADER_BYTES && parts <= MULTIPART_MAX_PARTS + 1;
  };
}

/**
 * After a cut-off, what the client still sends is read and dropped (up to DRAIN_MAX_BYTES), so
 * that the 413 reaches a client still busy sending instead of a reset connection; beyond that the
 * connection is dropped.
 */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let dropped = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      dropped += value.byteLength;
      if (dropped > DRAIN_MAX_BYTES) return await reader.cancel();
    }
  } catch {
    // The client went away: nothing left to drop.
  }
}

/** The body as a stream that errors with 413 once it passes the limits (chunks pass through, never buffered). */
function limitedBody(source: ReadableStream<Uint8Array>, state: LimitState, boundary: string | null): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  const fits = sizeCheck(boundary);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      if (fits(value)) return controller.enqueue(value);
      state.exceeded = true;
      controller.error(tooLarge());
      void drain(reader);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/**
 * Whether Node's HTTP/1.1 parser already bounds the body within the JSON limit, so that nothing
 * needs counting: no Transfer-Encoding and a Content-Length of at most JSON_MAX_BYTES (none: no
 * body), not multipart. The parser hands over exactly Content-Length bytes as the body (what a
 * client sends beyond them is read as its next request), so a false length cannot smuggle more in.
 * Such requests keep the Node adapter's own request, whose body is read straight from the socket:
 * wrapping it builds two fetch Requests and a stream per call (about 0.5 ms of the server's thread,
 * GETs included, since asking a request for its body builds the first one).
 */
function boundedByParser(c: Context): boolean {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  if (!(incoming instanceof IncomingMessage) || incoming.httpVersionMajor !== 1) return false;
  const headers = incoming.headers;
  if (headers["transfer-encoding"] !== undefined) return false;
  const declared = headers["content-length"];
  if (declared === undefined) return true;
  if (!/^\d+$/.test(declared) || Number(declared) > JSON_MAX_BYTES) return false;
  return !(headers["content-type"] ?? "").toLowerCase().startsWith("multipart/form-data");
}

/**
 * Middleware: refuses a declared Content-Length beyond the limit at once, and wraps the body in a
 * counter. `refuse` builds the 413 answer (JSON below /api/v1, text elsewhere).
 */
export function bodyLimits(refuse: (c: Context) => Response): MiddlewareHandler {
  return async (c, next) => {
    if (boundedByParser(c)) return next();
    const raw = c.req.raw;
    if (!raw.body || states.has(raw)) return next();
    const type = raw.headers.get("content-type") ?? "";
    const boundary = type.toLowerCase().startsWith("multipart/form-data") ? boundaryOf(type) : null;
    const declared = Number(raw.headers.get("content-length") ?? "0");
    if (declared > (boundary ? MULTIPART_MAX_BYTES : JSON_MAX_BYTES)) {
      states.set(raw, { exceeded: true });
      return refuse(c);
    }
    const state: LimitState = { exceeded: false };
    // `duplex` is required by Node's fetch for a streamed request body (not yet in the DOM types).
    const init = { body: limitedBody(raw.body, state, boundary), duplex: "half" } as RequestInit;
    const limited = new Request(raw, init);
    states.set(limited, state);
    c.req.raw = limited;
    await next();
    // A handler that read the body itself may have turned the cut-off into another answer.
    if (state.exceeded && c.res.status !== 413) c.res = refuse(c);
  };
}

/** 413 answers of the /api/v1 app (its outer middleware adds the CSRF headers). */
export const refuseApi = (c: Context): Response => errorResponse(c, tooLarge());
/** 413 answers of everything else. */
export const refusePlain = (c: Context): Response => c.text("Payload too large", 413);

/** Reads the body with `read`; a body cut off by the limits becomes 413 `file.too.large`. */
export async function readBodyGuarded<T>(c: Context, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (states.get(c.req.raw)?.exceeded) throw tooLarge();
    throw err;
  }
}

/** 413 when a multipart body carries more files than UPLOAD_MAX_FILES. */
export function checkFileCount(form: FormData): void {
  let files = 0;
  form.forEach((value) => {
    if (typeof value !== "string") files += 1;
  });
  if (files > UPLOAD_MAX_FILES) throw tooLarge();
}
