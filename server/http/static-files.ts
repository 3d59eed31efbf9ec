/**
 * Serves the built front end (DIST_DIR): brotli or gzip by Accept-Encoding, compressed once and
 * kept in memory (re-read when the file changes), ETags, the cache policy of a PWA
 * (/assets/* immutable; index.html, sw.js and *.webmanifest revalidated) and the SPA fallback:
 * a GET outside /api/ and /sandbox/ that is no file answers index.html with 200. `warm()`
 * compresses everything once at start-up, so that no visitor waits for brotli. A missing
 * hashed asset under /assets/ is a 404, so a stale page never receives HTML as a script.
 * Prerendered pages (scripts/prerender-sign-in.ts) come before that fallback: a path with a
 * `{path}.{lang}.html` (the `ipo.language` cookie) or `{path}.html` file answers that file.
 * A request with a signed-in session (`options.signedIn`) for a path with a signed-in skeleton
 * (scripts/prerender-signed-in.ts: `signed-in/{path or index}[.{lang}].html`) answers that
 * skeleton instead of the empty index.html; signed-out visitors never get it. With
 * `options.signedInPage` (./signed-in-page.ts) the session is checked first (an ended one gets
 * index.html) and the skeleton may come back personal (the user's first inbox page): that answer
 * is compressed per request and never cached (`private, no-store`, no ETag).
 */
import { createHash } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { Context, Handler } from "hono";
import { getCookie } from "hono/cookie";
import { isAnonymousId } from "../auth/session-store";
import { SESSION_COOKIE } from "./session";
import type { SignedInPage } from "./signed-in-page";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
};
/** The interface language's cookie (src/app/language-cookie.ts). */
const LANGUAGE_COOKIE = "ipo.language";
const MIN_COMPRESS_BYTES = 256;
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml|wasm)|image\/svg\+xml)/;

type Encoding = "br" | "gzip";

interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  etag: string;
  encoded: Map<Encoding, Promise<Buffer>>;
}

export function cacheControlFor(path: string): string {
  if (path.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  return "no-cache"; // index.html, sw.js, *.webmanifest and every other unhashed file: revalidate
}

export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name) accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return null;
}

/** A page made for one request: quick settings, since it is compressed while the visitor waits. */
function compressQuickly(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 });
}

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 10, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 9 });
}

export interface StaticFiles {
  handler: Handler;
  /** Compresses every compressible file ahead of the first request (in the background at start-up). */
  warm(): Promise<void>;
}

export interface StaticFilesOptions {
  /** Whether the request carries a signed-in session (it then gets a path's signed-in skeleton). */
  signedIn?: (c: Context) => boolean;
  /** For a request that `signedIn` let through: the empty shell, the skeleton as built, or a personal page. */
  signedInPage?: SignedInPage;
}

/**
 * `signedIn` of a request carrying a session cookie that is not an anonymous one (it may have
 * ended since: the app then leads to sign-in, as from the empty shell).
 */
export function hasSessionCookie(sessionSecret: Buffer): (c: Context) => boolean {
  return (c) => {
    const id = getCookie(c, SESSION_COOKIE);
    return Boolean(id) && !isAnonymousId(id, sessionSecret);
  };
}

/** Folder of the signed-in skeletons in the build (scripts/prerender-signed-in.ts). */
const SIGNED_IN_DIR = "signed-in";

export function staticFiles(distDir: string, options: StaticFilesOptions = {}): StaticFiles {
  const root = resolve(distDir);
  const cache = new Map<string, CachedFile>();

  async function load(file: string): Promise<CachedFile | null> {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const known = cache.get(file);
    if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) return known;
    const body = await readFile(file);
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    const entry: CachedFile = { mtimeMs: info.mtimeMs, size: info.size, body, etag, encoded: new Map() };
    cache.set(file, entry);
    return entry;
  }

  function encoded(file: CachedFile, encoding: Encoding): Promise<Buffer> {
    let result = file.encoded.get(encoding);
    if (!result) {
      result = compress(file.body, encoding);
      file.encoded.set(encoding, result);
    }
    return result;
  }

  async function respond(c: Context, urlPath: string, file: CachedFile, type: string, vary: string[] = []): Promise<Response> {
    const headers: Record<string, string> = { "Content-Type": type, "Cache-Control": cacheControlFor(urlPath), ETag: file.etag };
    const compressible = COMPRESSIBLE.test(type) && file.body.length > MIN_COMPRESS_BYTES;
    if (compressible) vary = ["Accept-Encoding", ...vary];
    if (vary.length > 0) headers.Vary = vary.join(", ");
    if (c.req.header("if-none-match") === file.etag) return c.body(null, 304, headers);
    const encoding = compressible ? preferredEncoding(c.req.header("accept-encoding")) : null;
    if (!encoding) return c.body(new Uint8Array(file.body), 200, headers);
    return c.body(new Uint8Array(await encoded(file, encoding)), 200, { ...headers, "Content-Encoding": encoding });
  }

  /** A personal page (the user's own data): never stored by a browser or proxy, no ETag. */
  async function respondPersonal(c: Context, html: string): Promise<Response> {
    const body = Buffer.from(html, "utf8");
    const headers: Record<string, string> = { "Content-Type": TYPES[".html"] as string, "Cache-Control": "private, no-store", Vary: "Accept-Encoding, Cookie" };
    const encoding = preferredEncoding(c.req.header("accept-encoding"));
    if (!encoding) return c.body(new Uint8Array(body), 200, headers);
    return c.body(new Uint8Array(await compressQuickly(body, encoding)), 200, { ...headers, "Content-Encoding": encoding });
  }

  async function warm(): Promise<void> {
    const names = await readdir(root, { recursive: true }).catch(() => [] as string[]);
    for (const name of names) {
      const type = TYPES[extname(name).toLowerCase()] ?? "";
      if (!COMPRESSIBLE.test(type)) continue;
      const file = await load(join(root, name));
      if (!file || file.body.length <= MIN_COMPRESS_BYTES) continue;
      for (const encoding of ["br", "gzip"] as const) await encoded(file, encoding); // one at a time: leave CPU for requests
    }
  }

  /** The prerendered HTML of an extension-less path: in the cookie's language, else the default one. */
  async function prerendered(urlPath: string, language: string | undefined): Promise<CachedFile | null> {
    if (urlPath.endsWith("/") || urlPath.startsWith("/assets/") || urlPath.startsWith(`/${SIGNED_IN_DIR}/`) || extname(urlPath) !== "") return null;
    const names = [language && /^[a-z]{2,3}$/.test(language) ? `${urlPath}.${language}.html` : null, `${urlPath}.html`];
    for (const name of names) {
      const candidate = name ? resolve(root, `.${name}`) : null;
      if (!candidate?.startsWith(root + sep)) continue;
      const file = await load(candidate);
      if (file) return file;
    }
    return null;
  }

  /** The signed-in skeleton of a path (`/` is `index`), in the cookie's language, else the default one. */
  async function skeleton(urlPath: string, language: string | undefined): Promise<CachedFile | null> {
    const name = urlPath === "/" ? "index" : urlPath.replace(/^\/|\/$/g, "");
    if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(name)) return null;
    const names = [language && /^[a-z]{2,3}$/.test(language) ? `${name}.${language}.html` : null, `${name}.html`];
    for (const candidate of names) {
      const file = candidate ? await load(join(root, SIGNED_IN_DIR, candidate)) : null;
      if (file) return file;
    }
    return null;
  }

  const handler: Handler = async (c) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(c.req.path);
    } catch {
      return c.text("Bad request", 400);
    }
    const candidate = resolve(root, `.${urlPath}`);
    const inside = candidate === root || candidate.startsWith(root + sep);
    const file = inside && !urlPath.endsWith("/") ? await load(candidate) : null;
    if (file) return respond(c, urlPath, file, TYPES[extname(candidate).toLowerCase()] ?? "application/octet-stream");
    const page = inside ? await prerendered(urlPath, getCookie(c, LANGUAGE_COOKIE)) : null;
    if (page) return respond(c, `${urlPath}.html`, page, TYPES[".html"] as string, ["Cookie"]);
    const index = await load(join(root, "index.html"));
    if (!index) {
      return c.text(`The front end is not built yet (no ${join(distDir, "index.html")}). Run \`npm run build\`, then reload.\n`, 503);
    }
    if (urlPath.startsWith("/assets/")) return c.text("Not found", 404);
    const language = getCookie(c, LANGUAGE_COOKIE);
    const signedInPage = inside && options.signedIn ? await skeleton(urlPath, language) : null;
    if (!signedInPage) return respond(c, "/index.html", index, TYPES[".html"] as string);
    // The answer depends on the session cookie: the skeleton signed in, the empty shell otherwise.
    if (!options.signedIn?.(c)) return respond(c, "/index.html", index, TYPES[".html"] as string, ["Cookie"]);
    // Signed in, the page follows the account's language (./signed-in-page.ts, decision 39); the
    // cookie's (the signed-out choice) only when the account cannot be read in time.
    const inAccountLanguage = async (wanted: string) => (await skeleton(urlPath, wanted))?.body ?? null;
    const answer = options.signedInPage ? await options.signedInPage(c, urlPath, signedInPage.body, inAccountLanguage) : { kind: "as-built" as const };
    if (answer.kind === "shell") return respond(c, "/index.html", index, TYPES[".html"] as string, ["Cookie"]);
    if (answer.kind === "page") return respondPersonal(c, answer.html);
    return respond(c, "/index.html", signedInPage, TYPES[".html"] as string, ["Cookie"]);
  };
  return { handler, warm };
}
