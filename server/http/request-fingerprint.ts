/**
 * The fingerprint an `Idempotency-Key` is bound to (decision 4): SHA-256 over the method, the
 * path, the query (sorted) and the body. A form body counts by its parts in order (name, text,
 * or file name, type and a hash of the bytes), so a retry with a new multipart boundary is the
 * same request; a JSON body counts by its value with sorted keys, so spacing and key order do not
 * matter; any other body by its bytes.
 */
import { createHash } from "node:crypto";
import type { Context } from "hono";

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

function isForm(contentType: string): boolean {
  const type = contentType.toLowerCase();
  return type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded");
}

/** Hex SHA-256 of the request as decision 4 defines it (the body is read from Hono's cache). */
export async function requestFingerprint(c: Context): Promise<string> {
  const hash = createHash("sha256");
  const url = new URL(c.req.url);
  const query = [...url.searchParams.entries()].sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  hash.update(JSON.stringify([c.req.method, url.pathname, query]));
  if (c.req.raw.body === null && Object.keys(c.req.bodyCache).length === 0) return hash.digest("hex");
  if (isForm(c.req.header("content-type") ?? "")) {
    const form = await c.req.formData();
    for (const [name, value] of form.entries()) {
      if (typeof value === "string") {
        hash.update(JSON.stringify(["text", name, value]));
      } else {
        const bytes = createHash("sha256").update(new Uint8Array(await value.arrayBuffer())).digest("hex");
        hash.update(JSON.stringify(["file", name, value.name, value.type, bytes]));
      }
    }
    return hash.digest("hex");
  }
  const text = await c.req.text();
  try {
    hash.update(JSON.stringify(["json", canonicalJson(JSON.parse(text))]));
  } catch {
    hash.update(JSON.stringify(["text", text]));
  }
  return hash.digest("hex");
}
