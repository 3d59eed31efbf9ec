/**
 * Which database URLs name a local file (or an in-memory database) and the path libsql opens for
 * them. The local driver opens these itself, so it reads them with @libsql/client's own parser
 * (@libsql/core's expandConfig: query parameters, fragments, percent encoding) and refuses the
 * same file URLs its local client refused (a host, a port, a user).
 */
import { mkdirSync } from "node:fs";
import { dirname, isAbsolute, resolve } from "node:path";
import { LibsqlError } from "@libsql/core/api";
import { expandConfig, isInMemoryConfig } from "@libsql/core/config";

/** The checks @libsql/client's local client makes of a file URL's authority. */
function checkAuthority({ authority }: ReturnType<typeof expandConfig>): void {
  if (authority === undefined) return;
  const host = authority.host.toLowerCase();
  if (host !== "" && host !== "localhost") {
    throw new LibsqlError(
      `Invalid host in file URL: ${JSON.stringify(authority.host)}. A "file:" URL with an absolute path should start with one slash ("file:/absolute/path.db") or with three slashes ("file:///absolute/path.db").`,
      "URL_INVALID",
    );
  }
  if (authority.port !== undefined) throw new LibsqlError("File URL cannot have a port", "URL_INVALID");
  if (authority.userinfo !== undefined) throw new LibsqlError("File URL cannot have username and password", "URL_INVALID");
}

/**
 * The path to open for a `file:` or `:memory:` URL; undefined for any other URL (a libsql server's).
 * `file:relative/path.db`, `file:/absolute/path.db` and `file:///absolute/path.db` are all files.
 */
export function localDatabasePath(url: string): string | undefined {
  const config = expandConfig({ url }, true);
  if (config.scheme !== "file") return undefined;
  checkAuthority(config);
  // libsql reads an in-memory database's cache mode only from a URI, hence the scheme.
  return isInMemoryConfig(config) ? `file:${config.path}` : config.path;
}

/** Creates the folder of a database file (nothing for an in-memory database). */
export function ensureFolder(path: string): void {
  if (path === "" || path.startsWith("file::memory:")) return;
  const absolute = isAbsolute(path) ? path : resolve(process.cwd(), path);
  mkdirSync(dirname(absolute), { recursive: true });
}
