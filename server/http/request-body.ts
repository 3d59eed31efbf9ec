/** Reading request bodies: malformed input is a 400 `invalid.format`. */
import type { Context } from "hono";
import { Errors } from "./errors";

export type JsonObject = Record<string, unknown>;

export async function readJsonObject(c: Context): Promise<JsonObject> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw Errors.badRequest("invalid.format");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw Errors.badRequest("invalid.format");
  return body as JsonObject;
}

/**
 * The body as an object, or {} when it is missing or malformed: for operations whose contract has
 * no `invalid.format`, so that the missing fields produce their documented key.
 */
export async function readJsonObjectOrEmpty(c: Context): Promise<JsonObject> {
  return readJsonObject(c).catch(() => ({}));
}

/** A form-encoded (or multipart) body as strings; files and repeated fields are ignored. */
export async function readForm(c: Context): Promise<Record<string, string>> {
  const type = c.req.header("content-type") ?? "";
  if (!type.includes("application/x-www-form-urlencoded") && !type.includes("multipart/form-data")) {
    throw Errors.badRequest("invalid.format");
  }
  const parsed = await c.req.parseBody();
  const form: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) if (typeof value === "string") form[key] = value;
  return form;
}

/** A non-empty string field, else undefined. */
export function stringField(body: JsonObject, name: string): string | undefined {
  const value = body[name];
  return typeof value === "string" && value !== "" ? value : undefined;
}
