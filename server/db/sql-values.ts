/**
 * Values into and out of the native libsql driver, converted exactly as @libsql/client's local
 * client converts them (lib-esm/sqlite3.js: valueToSql, valueFromSql, rowFromSql, with its
 * default intMode "number"), so that repositories cannot tell which driver ran their SQL.
 */
import { Buffer } from "node:buffer";
import type { SqlArgs, SqlRow, SqlValue } from "./driver";

/** What the native driver binds: numbers (as REAL), bigints, strings, null, Uint8Arrays. */
export type BoundValue = unknown;
export type BoundArgs = BoundValue[] | Record<string, BoundValue>;

const MIN_INT64 = -9223372036854775808n;
const MAX_INT64 = 9223372036854775807n;
const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

export function valueToSql(value: SqlValue | undefined): BoundValue {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RangeError("Only finite numbers (not Infinity or NaN) can be passed as arguments");
    return value;
  }
  if (typeof value === "bigint") {
    if (value < MIN_INT64 || value > MAX_INT64) {
      throw new RangeError("bigint is too large to be represented as a 64-bit integer and passed as argument");
    }
    return value;
  }
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  if (value instanceof Date) return value.valueOf();
  if (value === undefined) throw new TypeError("undefined cannot be passed as argument to the database");
  return value;
}

/** Positional arguments stay an array; named ones lose their `@`, `$` or `:` (libsql adds it back). */
export function argsToSql(args: SqlArgs): BoundArgs {
  if (Array.isArray(args)) return args.map(valueToSql);
  const named: Record<string, BoundValue> = {};
  for (const name in args) {
    const bare = name[0] === "@" || name[0] === "$" || name[0] === ":" ? name.substring(1) : name;
    named[bare] = valueToSql(args[name]);
  }
  return named;
}

/** An INTEGER read with safeIntegers(true) (a bigint), as a number; beyond 2^53 it would lose digits. */
export function integerFromSql(value: bigint): number {
  if (value < MIN_SAFE || value > MAX_SAFE) {
    throw new RangeError("Received integer which cannot be safely represented as a JavaScript number");
  }
  return Number(value);
}

/** A BLOB's bytes as an ArrayBuffer of exactly its length (a Buffer may be a view on a larger one). */
function blobFromSql(value: Uint8Array): ArrayBuffer {
  const { buffer, byteOffset, byteLength } = value;
  if (buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength) return buffer;
  return new Uint8Array(value).buffer;
}

function valueFromSql(value: unknown): unknown {
  if (typeof value === "bigint") return integerFromSql(value);
  if (value instanceof Uint8Array) return blobFromSql(value);
  return value;
}

/**
 * A row the native driver built as an object (its BLOBs already ArrayBuffers), its integers made
 * numbers in place. Only for columns whose names make plain keys (see hasPlainColumnNames).
 */
export function plainRowFromSql(row: SqlRow): SqlRow {
  for (const key in row) {
    const value = row[key];
    if (typeof value === "bigint") row[key] = integerFromSql(value);
  }
  return row;
}

/**
 * A raw row (an array) built as @libsql/client builds it and then copied as `{ ...row }`: index
 * properties and `length` first, so a column named `length` or `0` is lost or overwritten, and
 * the first of two columns with the same name wins.
 */
export function exactRowFromSql(values: unknown[], columns: string[]): SqlRow {
  const row: Record<string | number, unknown> = {};
  Object.defineProperty(row, "length", { value: values.length });
  for (let i = 0; i < values.length; i++) {
    const value = valueFromSql(values[i]);
    Object.defineProperty(row, i, { value });
    const column = columns[i] as string;
    if (!Object.hasOwn(row, column)) Object.defineProperty(row, column, { value, enumerable: true, configurable: true, writable: true });
  }
  return { ...row };
}

const INDEX_LIKE = /^\d+$/;

/**
 * Whether rows with these column names come out the same from the native driver's objects as
 * from exactRowFromSql: distinct names, none `length`, none an array index, no `__proto__` (which
 * an assignment would take as the prototype).
 */
export function hasPlainColumnNames(columns: string[]): boolean {
  const seen = new Set<string>();
  for (const name of columns) {
    if (seen.has(name) || name === "length" || name === "__proto__" || INDEX_LIKE.test(name)) return false;
    seen.add(name);
  }
  return true;
}
