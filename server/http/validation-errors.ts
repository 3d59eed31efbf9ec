/**
 * Maps the contract validator's (Ajv) findings to the contract's error bodies (DECISIONS
 * "Errors"): a path parameter that cannot name anything is the operation's 404 (its first 404
 * key, else `something.not.found`); anything else is 400 whose `description` is the distinct keys
 * of the findings, joined by commas. A finding whose natural key the operation does not list
 * falls back to `invalid.format`, then `required.field`, then the operation's first 400 key;
 * `max.length.exceeded` (decision 6) holds for every text of a body. Operations with field rules (spec §5)
 * see the findings this module calls field content themselves, and answer the others per field
 * (`details.fields`) as their rules do.
 */
import type { ErrorObject } from "ajv";
import { Errors, type ApiError } from "./errors";

/** Findings about a field's content (presence, length, characters, value set, range) rather than its shape. */
const FIELD_CONTENT = new Set(["required", "enum", "const", "minLength", "maxLength", "pattern", "format", "minItems", "maxItems", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"]);

/** Whether every finding is one that an operation's own field rules check with per-field keys. */
export function onlyFieldContent(findings: readonly ErrorObject[]): boolean {
  return findings.every((f) => FIELD_CONTENT.has(f.keyword));
}

export type InputPart = "path" | "query" | "header" | "body";

export interface OperationKeys {
  /** x-error-keys["400"] */
  badRequest: readonly string[];
  /** x-error-keys["404"] */
  notFound: readonly string[];
}

/** The key a finding would have if the operation lists it. */
function naturalKey(error: ErrorObject): string {
  switch (error.keyword) {
    case "required":
      return "required.field";
    case "minLength":
      return (error.params as { limit?: number }).limit === 1 ? "required.field" : "invalid.format";
    case "minItems":
      return "required.field";
    case "maxLength":
      return "max.length.exceeded";
    case "pattern":
      return "invalid.characters.error";
    case "format":
      return (error.params as { format?: string }).format === "email" ? "invalid.email.format" : "invalid.format";
    default:
      return "invalid.format";
  }
}

function keyFor(error: ErrorObject, keys: OperationKeys, all: readonly ErrorObject[], part: InputPart): string {
  if (error.keyword === "oneOf" || error.keyword === "anyOf") {
    // No branch matched and every branch only misses properties: the body lacks what it needs.
    const branches = all.filter((f) => f.schemaPath.startsWith(`${error.schemaPath}/`));
    const missing = branches.length > 0 && branches.every((f) => f.keyword === "required") && (error.params as { passingSchemas?: unknown }).passingSchemas == null;
    if (missing && keys.badRequest.includes("required.field")) return "required.field";
  }
  const natural = naturalKey(error);
  if (keys.badRequest.includes(natural) || (natural === "max.length.exceeded" && part === "body")) return natural;
  for (const fallback of ["invalid.format", "required.field"]) if (keys.badRequest.includes(fallback)) return fallback;
  return keys.badRequest[0] ?? "invalid.format";
}

/** The field a finding is about, dotted as the field rules name them (`legalAddress.city`). */
function fieldOf(error: ErrorObject): string | undefined {
  const tokens = error.instancePath.split("/").slice(1).filter((t) => !/^\d+$/.test(t));
  if (error.keyword === "required") tokens.push(String((error.params as { missingProperty?: string }).missingProperty ?? ""));
  const field = tokens.filter(Boolean).map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~")).join(".");
  return field === "" ? undefined : field;
}

/**
 * The answer to a request that the contract's schemas refuse. `perField`: the operation answers
 * with `details.fields` (it has field rules), so these findings do too.
 */
export function validationError(part: InputPart, findings: readonly ErrorObject[], keys: OperationKeys, perField = false): ApiError {
  if (part === "path" && (keys.notFound.length > 0 || !keys.badRequest.includes("invalid.format"))) {
    return Errors.notFound(keys.notFound[0] ?? "something.not.found");
  }
  // Ajv reports each branch of a oneOf/anyOf, then the combinator itself: the combinator is enough.
  const relevant = findings.filter((f) => !/\/(oneOf|anyOf)\//.test(f.schemaPath));
  const descriptionKeys: string[] = [];
  const fields: Record<string, string> = {};
  for (const finding of relevant.length > 0 ? relevant : findings) {
    const key = keyFor(finding, keys, findings, part);
    if (!descriptionKeys.includes(key)) descriptionKeys.push(key);
    const field = perField && part === "body" ? fieldOf(finding) : undefined;
    if (field !== undefined) fields[field] ??= key;
  }
  return Errors.badRequest(descriptionKeys.join(",") || "invalid.format", Object.keys(fields).length > 0 ? { fields } : undefined);
}
