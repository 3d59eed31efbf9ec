/**
 * The request schemas of one contract operation, compiled from contract/openapi.yaml: one object
 * schema per parameter location (path, query, header) and the body's schema (JSON, or the fields
 * of a multipart / form-encoded body). One Ajv instance checks JSON bodies as sent; a second one
 * coerces the strings of URLs, headers and forms to the schema's types (and a single value to a
 * one-item array).
 */
import type { ValidateFunction } from "ajv";
import { CONTRACT_SCHEMA_ID, contractAjv, jsonPointer, loadContractDocument, resolveRef, type JsonObject } from "./contract-document";
import type { OperationSpec } from "./operations";
import type { OperationKeys } from "./validation-errors";

export interface ParameterSet {
  /** Declared names, with whether the schema is an array and its default, if any. */
  names: { name: string; array: boolean; fallback: unknown }[];
  validate: ValidateFunction;
}

export interface BodyCheck {
  kind: "json" | "form";
  required: boolean;
  validate: ValidateFunction;
  /** Form bodies: field → how its parts are read. */
  fields: Map<string, { array: boolean; json: boolean }>;
}

export interface CompiledOperation {
  keys: OperationKeys;
  /** OperationSpec.fieldRules */
  fieldRules: boolean;
  path: ParameterSet | null;
  query: ParameterSet | null;
  header: ParameterSet | null;
  body: BodyCheck | null;
}

let contract: { doc: JsonObject; strict: ReturnType<typeof contractAjv>; coercing: ReturnType<typeof contractAjv> } | undefined;

function loaded(): NonNullable<typeof contract> {
  if (!contract) {
    const doc = loadContractDocument();
    contract = {
      doc,
      strict: contractAjv(doc),
      // Strings from URLs and forms become the schema's numbers, booleans and arrays.
      coercing: contractAjv(doc, { coerceTypes: "array" }),
    };
  }
  return contract;
}

function compileRef(ajv: ReturnType<typeof contractAjv>, pointer: string): ValidateFunction {
  return ajv.compile({ $ref: `${CONTRACT_SCHEMA_ID}#${pointer}` });
}

function parameterSet(doc: JsonObject, params: { param: JsonObject; at: string }[]): ParameterSet | null {
  if (params.length === 0) return null;
  const { coercing } = loaded();
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  const names: ParameterSet["names"] = [];
  for (const { param, at } of params) {
    const name = String(param.name);
    properties[name] = { $ref: `${CONTRACT_SCHEMA_ID}#${at}${jsonPointer("schema")}` };
    if (param.required === true) required.push(name);
    const schema = resolveRef(doc, (param.schema ?? {}) as JsonObject, "").node;
    names.push({ name, array: schema.type === "array", fallback: schema.default });
  }
  return { names, validate: coercing.compile({ type: "object", properties, required }) };
}

function bodyCheck(doc: JsonObject, operation: JsonObject, base: string): BodyCheck | null {
  if (!operation.requestBody) return null;
  const { node: requestBody, at } = resolveRef(doc, operation.requestBody as JsonObject, `${base}${jsonPointer("requestBody")}`);
  const content = (requestBody.content ?? {}) as Record<string, JsonObject>;
  const required = requestBody.required === true;
  const jsonType = Object.keys(content).find((t) => t.includes("json"));
  const formType = Object.keys(content).find((t) => t === "multipart/form-data" || t === "application/x-www-form-urlencoded");
  if (jsonType) {
    const validate = compileRef(loaded().strict, `${at}${jsonPointer("content", jsonType, "schema")}`);
    return { kind: "json", required, validate, fields: new Map() };
  }
  if (!formType) return null;
  const media = content[formType] ?? {};
  const schema = resolveRef(doc, (media.schema ?? {}) as JsonObject, "").node;
  const encoding = (media.encoding ?? {}) as Record<string, JsonObject>;
  const fields = new Map<string, { array: boolean; json: boolean }>();
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonObject>)) {
    const resolved = resolveRef(doc, property, "").node;
    const json = resolved.type === "object" || String(encoding[name]?.contentType ?? "").includes("json");
    fields.set(name, { array: resolved.type === "array", json });
  }
  const validate = compileRef(loaded().coercing, `${at}${jsonPointer("content", formType, "schema")}`);
  return { kind: "form", required, validate, fields };
}

export function compileOperation(spec: OperationSpec): CompiledOperation {
  const { doc } = loaded();
  const pathItem = (doc.paths as Record<string, JsonObject>)[spec.path];
  const method = spec.method.toLowerCase();
  const operation = pathItem?.[method] as JsonObject | undefined;
  if (!pathItem || !operation) throw new Error(`${spec.operationId}: ${spec.method} ${spec.path} is not in the contract`);
  const base = jsonPointer("paths", spec.path, method);
  const byLocation = (where: string) => paramsAt(doc, pathItem, operation, spec.path, method, where);
  const errorKeys = (operation["x-error-keys"] ?? {}) as Record<string, string[]>;
  return {
    keys: { badRequest: errorKeys["400"] ?? [], notFound: errorKeys["404"] ?? [] },
    fieldRules: spec.fieldRules,
    path: parameterSet(doc, byLocation("path")),
    query: parameterSet(doc, byLocation("query")),
    header: parameterSet(doc, byLocation("header")),
    body: bodyCheck(doc, operation, base),
  };
}

/** The parameters of one location, path-item level first; an operation's own one replaces it. */
function paramsAt(doc: JsonObject, pathItem: JsonObject, operation: JsonObject, path: string, method: string, where: string) {
  const found = new Map<string, { param: JsonObject; at: string }>();
  const levels: [unknown, string][] = [
    [pathItem.parameters, jsonPointer("paths", path, "parameters")],
    [operation.parameters, jsonPointer("paths", path, method, "parameters")],
  ];
  for (const [list, at] of levels) {
    ((list ?? []) as JsonObject[]).forEach((raw, i) => {
      const { node, at: resolvedAt } = resolveRef(doc, raw, `${at}/${i}`);
      if (node.in === where) found.set(String(node.name), { param: node, at: resolvedAt });
    });
  }
  return [...found.values()];
}
