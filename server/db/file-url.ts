/**
 * Which database URLs name a local file (or an in-memory database) and the path libsql opens for
 * them. The local driver opens these itself, so it reads them as @libsql/client would have
 * (@libsql/core's parseUri and expandConfig) and refuses the same malformed ones.
 */
import { mkdirSync } from "node:fs";
import { dirname, isAbsolute, resolve } from "node:path";
import { LibsqlError } from "@libsql/client";

const MEMORY = ":memory:";
const FILE_URL = /^file:(?:\/\/(?<authority>[^/?#]*))?(?<path>[^?#]*)(?:\?(?<query>[^#]*))?(?<fragment>#.*)?$/isu;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch (e) {
    throw new LibsqlError(`URL component has invalid percent encoding: ${String(e)}`, "URL_INVALID", undefined, undefined, e as Error);
  }
}

/** The query's keys and values, as application/x-www-form-urlencoded. */
function queryPairs(query: string): [string, string][] {
  return query
    .split("&")
    .filter((part) => part !== "")
    .map((part) => {
      const at = part.indexOf("=");
      const [key, value] = at < 0 ? [part, ""] : [part.slice(0, at), part.slice(at + 1)];
      return [decoded(key.replaceAll("+", " ")), decoded(value.replaceAll("+", " "))];
    });
}

/** Throws for a query parameter @libsql/client does not take; returns the ones libsql must see. */
function checkedQuery(pairs: [string, string][], inMemory: boolean): string {
  const allowed: Record<string, string[] | null> = inMemory ? { cache: ["shared", "private"] } : { tls: ["0", "1"], authToken: null };
  for (const [key, value] of pairs) {
    const values = allowed[key];
    if (values === undefined || !Object.hasOwn(allowed, key)) {
      throw new LibsqlError(`Unsupported URL query parameter ${JSON.stringify(key)}`, "URL_PARAM_NOT_SUPPORTED");
    }
    if (values !== null && !values.includes(value)) {
      throw new LibsqlError(`Unknown value for the "${key}" query argument: ${JSON.stringify(value)}`, "URL_INVALID");
    }
  }
  // Only an in-memory database's cache mode reaches the connection; tls and authToken mean nothing to a file.
  return inMemory && pairs.length > 0 ? `?${pairs.map(([key, value]) => `${key}=${value}`).join("&")}` : "";
}

/**
 * The path to open for a `file:` or `:memory:` URL; undefined for any other URL (a libsql server's).
 * `file:relative/path.db`, `file:/absolute/path.db` and `file:///absolute/path.db` are all files.
 */
export function localDatabasePath(url: string): string | undefined {
  const match = FILE_URL.exec(url === MEMORY ? `file:${MEMORY}` : url);
  if (!match?.groups) return undefined;
  const { authority, path = "", query, fragment } = match.groups;
  if (fragment !== undefined) throw new LibsqlError(`URL fragments are not supported: ${JSON.stringify(fragment)}`, "URL_INVALID");
  const inMemory = authority === undefined && decoded(path) === MEMORY;
  const suffix = checkedQuery(queryPairs(query ?? ""), inMemory);
  // libsql reads connection parameters (the cache mode) only from a URI, hence the scheme.
  if (inMemory) return `file:${MEMORY}${suffix}`;
  if (authority !== undefined && authority !== "" && authority.toLowerCase() !== "localhost") {
    throw new LibsqlError(
      `Invalid host in file URL: ${JSON.stringify(authority)}. A "file:" URL with an absolute path should start with one slash ("file:/absolute/path.db") or with three slashes ("file:///absolute/path.db").`,
      "URL_INVALID",
    );
  }
  return decoded(path);
}

/** Creates the folder of a database file (nothing for an in-memory database). */
export function ensureFolder(path: string): void {
  if (path === "" || path.startsWith(`file:${MEMORY}`)) return;
  const absolute = isAbsolute(path) ? path : resolve(process.cwd(), path);
  mkdirSync(dirname(absolute), { recursive: true });
}
