/**
 * Validates concrete HTTP responses against contract/openapi.yaml (OpenAPI 3.1):
 * finds the operation (literal path segments beat templated ones), requires a documented status,
 * the CSRF headers, `Cache-Control: no-store`, a documented content type, a body matching the JSON
 * schema (Ajv 2020 over the whole document, so `$ref`s into #/components resolve), error
 * descriptions listed in the operation's x-error-keys, and well-formed session cookies.
 */
import type { Ajv2020, ValidateFunction } from "ajv/dist/2020";
import { CONTRACT_SCHEMA_ID, contractAjv, DEFAULT_CONTRACT, jsonPointer as pointer, loadContractDocument } from "../../server/http/contract-document";

// The contract document and its Ajv set-up are shared with the server's request validator.
export { DEFAULT_CONTRACT, loadContractDocument };

export type HeaderValue = string | string[] | null | undefined;

export interface ResponseSample {
  method: string;
  /** Concrete path, with or without the /api/v1 prefix; a query string is ignored. */
  path: string;
  status: number;
  headers: Record<string, HeaderValue>;
  /** Parsed JSON body, or null when there is none or it is not JSON. */
  body: unknown;
}

export interface ValidationReport {
  operationId: string | null;
  problems: string[];
}

type Json = Record<string, unknown>;

interface OperationMatch {
  operationId: string;
  template: string;
  method: string;
  operation: Json;
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const SESSION_COOKIE = /^IPO_SESSION=[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Lax(; Secure)?$/;
const EXPIRED_COOKIE = "IPO_SESSION=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0";
const API_PREFIX = "/api/v1";

function isTemplate(segment: string): boolean {
  return segment.startsWith("{") && segment.endsWith("}");
}

function header(headers: Record<string, HeaderValue>, name: string): string[] {
  const wanted = name.toLowerCase();
  const values: string[] = [];
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted || value === null || value === undefined) continue;
    values.push(...(Array.isArray(value) ? value : [value]));
  }
  return values;
}

export class OpenApiValidator {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly templates: { template: string; segments: string[] }[];

  constructor(private readonly doc: Json) {
    this.ajv = contractAjv(doc);
    this.templates = Object.keys(this.paths).map((template) => ({ template, segments: template.split("/") }));
  }

  static fromFile(file: string = DEFAULT_CONTRACT): OpenApiValidator {
    return new OpenApiValidator(loadContractDocument(file));
  }

  private get paths(): Record<string, Json> {
    return this.doc.paths as Record<string, Json>;
  }

  /** Every operationId of the contract. */
  get operationIds(): string[] {
    return Object.values(this.paths).flatMap((item) =>
      METHODS.map((m) => (item[m] as Json | undefined)?.operationId as string | undefined).filter((id): id is string => !!id),
    );
  }

  /** The operation a concrete request path and method hit; literal segments beat templated ones. */
  findOperation(method: string, rawPath: string): OperationMatch | null {
    let path = rawPath.split("?")[0] ?? "";
    if (path.startsWith(API_PREFIX + "/")) path = path.slice(API_PREFIX.length);
    const segments = path.split("/");
    const lower = method.toLowerCase();
    const candidates = this.templates.filter(
      (t) =>
        t.segments.length === segments.length &&
        t.segments.every((s, i) => isTemplate(s) || s === segments[i]) &&
        this.paths[t.template]?.[lower] !== undefined,
    );
    candidates.sort((a, b) => {
      for (let i = 0; i < a.segments.length; i++) {
        const at = isTemplate(a.segments[i] ?? "");
        const bt = isTemplate(b.segments[i] ?? "");
        if (at !== bt) return at ? 1 : -1;
      }
      return 0;
    });
    const best = candidates[0];
    if (!best) return null;
    const operation = this.paths[best.template]?.[lower] as Json;
    return { operationId: String(operation.operationId), template: best.template, method: lower, operation };
  }

  /** Follows a `$ref` into the document; returns the object and its JSON pointer. */
  private resolve(node: Json, at: string): { node: Json; at: string } {
    const ref = node.$ref;
    if (typeof ref !== "string" || !ref.startsWith("#/")) return { node, at };
    const tokens = ref.slice(2).split("/").map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
    let target: unknown = this.doc;
    for (const token of tokens) target = (target as Json)[token];
    return this.resolve(target as Json, pointer(...tokens));
  }

  private validator(schemaPointer: string): ValidateFunction {
    let fn = this.compiled.get(schemaPointer);
    if (!fn) {
      fn = this.ajv.compile({ $ref: `${CONTRACT_SCHEMA_ID}#${schemaPointer}` });
      this.compiled.set(schemaPointer, fn);
    }
    return fn;
  }

  validate(sample: ResponseSample): ValidationReport {
    const where = `${sample.method.toUpperCase()} ${sample.path} → ${sample.status}`;
    const match = this.findOperation(sample.method, sample.path);
    if (!match) return { operationId: null, problems: [`${where}: no operation in the contract`] };
    const problems: string[] = [];
    const fail = (text: string) => problems.push(`${where} (${match.operationId}): ${text}`);
    const responses = match.operation.responses as Json;
    const code = String(sample.status);
    const documented = (responses[code] ?? responses[`${code[0]}XX`] ?? responses.default) as Json | undefined;
    if (!documented) {
      fail(`status ${code} is not documented (documented: ${Object.keys(responses).join(", ")})`);
      return { operationId: match.operationId, problems };
    }
    const base = pointer("paths", match.template, match.method, "responses", code);
    const { node: response, at } = this.resolve(documented, base);

    this.checkHeaders(sample, (response.headers ?? {}) as Json, fail);
    this.checkBody(sample, response, at, fail);
    this.checkErrorKeys(sample, match.operation, fail);
    return { operationId: match.operationId, problems };
  }

  private checkHeaders(sample: ResponseSample, documented: Json, fail: (text: string) => void): void {
    for (const [name, spec] of Object.entries(documented)) {
      const values = header(sample.headers, name);
      if (name.toLowerCase() === "set-cookie") continue; // checked below: only present when a session changes
      if (values.length === 0) {
        fail(`missing header ${name}`);
        continue;
      }
      const schema = this.resolve(spec as Json, "").node.schema as Json | undefined;
      if (schema && "const" in schema && values[0] !== schema.const) fail(`header ${name} is "${values[0]}", expected "${String(schema.const)}"`);
    }
    for (const name of ["X-CSRF-HEADER-NAME", "X-CSRF-TOKEN"]) {
      if (!(name in documented) && header(sample.headers, name).length === 0) fail(`missing header ${name}`);
    }
    const cacheControl = header(sample.headers, "cache-control")[0];
    if (cacheControl !== "no-store") fail(`Cache-Control is ${cacheControl ?? "missing"}, expected no-store`);
    const cookies = header(sample.headers, "set-cookie").filter((c) => c.startsWith("IPO_SESSION="));
    const sessionEnd = cookies.length === 2;
    if (cookies.length > 2) fail(`${cookies.length} IPO_SESSION cookies`);
    cookies.forEach((cookie, i) => {
      if (sessionEnd && i === 0) {
        if (cookie !== EXPIRED_COOKIE) fail(`first Set-Cookie must expire the old session ("${EXPIRED_COOKIE}"), got "${cookie}"`);
      } else if (!SESSION_COOKIE.test(cookie)) {
        fail(`malformed session cookie "${cookie}"`);
      }
    });
  }

  private checkBody(sample: ResponseSample, response: Json, at: string, fail: (text: string) => void): void {
    const content = response.content as Json | undefined;
    const type = (header(sample.headers, "content-type")[0] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!content) {
      if (sample.body !== null && sample.body !== undefined && sample.body !== "") fail("a body where the contract has none");
      return;
    }
    const mediaType = Object.keys(content).find((t) => t.toLowerCase() === type);
    if (!mediaType) {
      fail(`content type "${type}" is not documented (documented: ${Object.keys(content).join(", ")})`);
      return;
    }
    if (!mediaType.includes("json")) return;
    const schema = (content[mediaType] as Json).schema;
    if (!schema) return;
    const validate = this.validator(`${at}${pointer("content", mediaType, "schema")}`);
    if (!validate(sample.body)) {
      for (const error of validate.errors ?? []) fail(`body${error.instancePath || ""} ${error.message ?? "is invalid"} ${JSON.stringify(error.params)}`);
    }
  }

  private checkErrorKeys(sample: ResponseSample, operation: Json, fail: (text: string) => void): void {
    if (sample.status < 400) return;
    const description = (sample.body as Json | null)?.description;
    if (typeof description !== "string") return; // the schema check reports it
    const allowed = ((operation["x-error-keys"] as Json | undefined)?.[String(sample.status)] ?? []) as string[];
    for (const key of description.split(",").map((k) => k.trim())) {
      if (!allowed.includes(key)) fail(`error key "${key}" is not in x-error-keys ${sample.status} (${allowed.join(", ") || "none"})`);
    }
  }
}

let shared: OpenApiValidator | undefined;

/** The validator of contract/openapi.yaml, built once per process. */
export function contractValidator(): OpenApiValidator {
  shared ??= OpenApiValidator.fromFile();
  return shared;
}
