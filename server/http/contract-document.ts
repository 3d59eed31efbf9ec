/**
 * contract/openapi.yaml, parsed once per process, and the Ajv (JSON Schema 2020-12) set-up shared
 * by the server's request validator and the tests' response validator: the whole document is one
 * schema, so `$ref`s into #/components resolve, plus the OpenAPI formats (int32, int64, binary).
 */
import { createHash } from "node:crypto";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020, type Options } from "ajv/dist/2020";
import addFormatsModule from "ajv-formats";
import { parse } from "yaml";

export type JsonObject = Record<string, unknown>;

export const DEFAULT_CONTRACT = fileURLToPath(new URL("../../contract/openapi.yaml", import.meta.url));
/** The id under which the document is added to an Ajv instance. */
export const CONTRACT_SCHEMA_ID = "openapi.json";
export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

// ajv-formats is CommonJS; depending on the loader its default export may be wrapped once more.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => void;

/**
 * The parsed contract. Parsing the YAML takes about a second, so the result is cached as JSON in
 * the temporary folder, keyed by the file's content hash.
 */
export function loadContractDocument(file: string = DEFAULT_CONTRACT): JsonObject {
  const text = readFileSync(file, "utf8");
  const cache = join(tmpdir(), `ipo-contract-${createHash("sha256").update(text).digest("hex").slice(0, 16)}.json`);
  try {
    return JSON.parse(readFileSync(cache, "utf8")) as JsonObject;
  } catch {
    const doc = parse(text) as JsonObject;
    try {
      const partial = `${cache}.${process.pid}`;
      writeFileSync(partial, JSON.stringify(doc));
      renameSync(partial, cache); // atomic: parallel processes never read half a file
    } catch {
      // A read-only temporary folder only costs the next start its second of parsing.
    }
    return doc;
  }
}

/** An Ajv instance holding the contract under CONTRACT_SCHEMA_ID. */
export function contractAjv(doc: JsonObject, options: Options = {}): Ajv2020 {
  // strict: false, because the contract carries OpenAPI keywords (x-*, example, discriminator).
  const ajv = new Ajv2020({ strict: false, allErrors: true, ...options });
  addFormats(ajv);
  ajv.addFormat("int64", { type: "number", validate: (n: number) => Number.isSafeInteger(n) });
  ajv.addFormat("int32", { type: "number", validate: (n: number) => Number.isInteger(n) && Math.abs(n) < 2 ** 31 });
  ajv.addFormat("binary", true);
  ajv.addSchema(doc, CONTRACT_SCHEMA_ID);
  return ajv;
}

/** JSON pointer of a path of tokens. */
export function jsonPointer(...tokens: string[]): string {
  return tokens.map((t) => "/" + encodeURIComponent(t.replace(/~/g, "~0").replace(/\//g, "~1"))).join("");
}

/** Follows `$ref`s into the document; returns the object and its JSON pointer. */
export function resolveRef(doc: JsonObject, node: JsonObject, at: string): { node: JsonObject; at: string } {
  const ref = node.$ref;
  if (typeof ref !== "string" || !ref.startsWith("#/")) return { node, at };
  const tokens = ref.slice(2).split("/").map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
  let target: unknown = doc;
  for (const token of tokens) target = (target as JsonObject)[token];
  return resolveRef(doc, target as JsonObject, jsonPointer(...tokens));
}
