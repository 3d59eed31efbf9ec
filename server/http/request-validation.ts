/**
 * The run-time check of every /api/v1 request against contract/openapi.yaml (one validator for
 * all operations, compiled per operation on its first request by request-schemas.ts). It runs
 * after the guard (session, CSRF, read-only, role) and before the handler; refusals follow
 * validation-errors.ts. Bodies read here stay in Hono's body cache, so handlers read them again
 * (`c.req.json()`, `parseBody()`) without a second pass over the stream.
 *
 * What passed is handed to the handler, typed by the route module: `validQuery(c)` and
 * `validPath(c)` (coerced to the schema's types, with the contract's defaults), `validJson(c)`,
 * `validForm(c)`.
 */
import type { ErrorObject } from "ajv";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import type { OperationSpec } from "./operations";
import { compileOperation, type BodyCheck, type CompiledOperation, type ParameterSet } from "./request-schemas";
import { checkFileCount, readBodyGuarded } from "./body-limits";
import { onlyFieldContent, validationError, type InputPart } from "./validation-errors";

const compiled = new Map<string, CompiledOperation>();

function operationChecks(spec: OperationSpec): CompiledOperation {
  let checks = compiled.get(spec.operationId);
  if (!checks) {
    checks = compileOperation(spec);
    compiled.set(spec.operationId, checks);
  }
  return checks;
}

/** A finding for a body that is missing or is not what its media type says. */
function bodyFinding(keyword: "required" | "type"): ErrorObject {
  return { keyword, instancePath: "", schemaPath: "#", params: {}, message: `body ${keyword}` };
}

type Values = (name: string) => string[] | undefined;

function parameterValues(set: ParameterSet, values: Values): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const { name, array, fallback } of set.names) {
    const found = values(name)?.filter((v) => v !== "");
    if (found === undefined || found.length === 0) {
      if (fallback !== undefined) data[name] = fallback;
      continue;
    }
    data[name] = array ? found : found[0];
  }
  return data;
}

type Target = "query" | "param" | "header" | "json" | "form";

/** Hono's store of validated input (typed per route, so untyped here). */
function store(c: Context): { addValidatedData(target: Target, data: object): void; valid(target: Target): unknown } {
  return c.req as unknown as { addValidatedData(target: Target, data: object): void; valid(target: Target): unknown };
}

/** The query as the contract's schema accepted it: declared parameters only, coerced, defaults filled in. */
export function validQuery<T>(c: Context): T {
  return store(c).valid("query") as T;
}

/** The path parameters as the contract's schema accepted them (coerced). */
export function validPath<T>(c: Context): T {
  return store(c).valid("param") as T;
}

/** The fields of a form body as the contract's schema accepted them (JSON parts parsed; files as "", read them with parseBody). */
export function validForm<T>(c: Context): T {
  return store(c).valid("form") as T;
}

/** The JSON body as the contract's schema accepted it (field rules, where an operation has them, come after). */
export function validJson<T>(c: Context): T {
  return store(c).valid("json") as T;
}

function check(part: InputPart, validate: (data: unknown) => boolean, data: unknown, errors: () => ErrorObject[] | null | undefined, spec: CompiledOperation): void {
  if (validate(data)) return;
  const findings = errors() ?? [];
  if (part === "body" && spec.fieldRules && onlyFieldContent(findings)) return; // the handler's field rules answer
  throw validationError(part, findings, spec.keys, spec.fieldRules);
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

async function formValue(value: string | File, json: boolean): Promise<unknown> {
  if (typeof value !== "string") {
    if (!json) return ""; // a file: `format: binary` accepts any string, its content is the handler's
    const parsed = parseJson(await value.text());
    return parsed.ok ? parsed.value : await value.text();
  }
  if (!json) return value;
  const parsed = parseJson(value);
  return parsed.ok ? parsed.value : value;
}

async function formData(c: Context, body: BodyCheck): Promise<Record<string, unknown> | undefined> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (!type.startsWith("multipart/form-data") && !type.startsWith("application/x-www-form-urlencoded")) return undefined;
  const form = await readBodyGuarded(c, () => c.req.formData()).catch((err: unknown) => {
    if (err instanceof Error && err.name === "ApiError") throw err;
    return null;
  });
  if (form === null) return undefined;
  checkFileCount(form);
  const data: Record<string, unknown> = {};
  for (const [name, field] of body.fields) {
    // An empty file input is sent as a nameless, empty file: the same as no file.
    const parts = form.getAll(name).filter((p) => typeof p === "string" || p.size > 0 || p.name !== "");
    if (parts.length === 0) continue;
    const values = await Promise.all(parts.map((p) => formValue(p, field.json)));
    data[name] = field.array ? values : values[0];
  }
  return data;
}

async function checkBody(c: Context, body: BodyCheck, spec: CompiledOperation): Promise<void> {
  if (body.kind === "form") {
    const data = await formData(c, body);
    if (data === undefined) {
      if (body.required) throw validationError("body", [bodyFinding("type")], spec.keys);
      return;
    }
    check("body", body.validate, data, () => body.validate.errors, spec);
    store(c).addValidatedData("form", data);
    return;
  }
  const text = await readBodyGuarded(c, () => c.req.text());
  // With field rules, the handler answers a missing or malformed body as one without fields.
  if (text.trim() === "") {
    if (body.required && !spec.fieldRules) throw validationError("body", [bodyFinding("required")], spec.keys);
    return;
  }
  const parsed = parseJson(text);
  if (!parsed.ok) {
    if (spec.fieldRules) return;
    throw validationError("body", [bodyFinding("type")], spec.keys);
  }
  check("body", body.validate, parsed.value, () => body.validate.errors, spec);
  store(c).addValidatedData("json", parsed.value as object);
}

/** Middleware: the request of `spec` as the contract describes it, else its 400/404. */
export function validateRequest(spec: OperationSpec): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const checks = operationChecks(spec);
    const { path, query, header, body } = checks;
    if (path) {
      const params = c.req.param() as Record<string, string>;
      const data = parameterValues(path, (n) => (params[n] === undefined ? undefined : [params[n]]));
      check("path", path.validate, data, () => path.validate.errors, checks);
      store(c).addValidatedData("param", data);
    }
    if (query) {
      const data = parameterValues(query, (n) => c.req.queries(n));
      check("query", query.validate, data, () => query.validate.errors, checks);
      store(c).addValidatedData("query", data);
    }
    if (header) {
      const value = (n: string) => {
        const found = c.req.header(n);
        return found === undefined ? undefined : [found];
      };
      check("header", header.validate, parameterValues(header, value), () => header.validate.errors, checks);
    }
    if (body) await checkBody(c, body, checks);
    await next();
  };
}
