/**
 * Same-origin check for URLs the client hands over (gateway callbackUrl, decision 15):
 * a root-relative path, or an absolute http(s) URL on the origin the browser used. Behind a
 * development proxy the browser's origin differs from the server's, so the Origin and
 * X-Forwarded-* headers count as well.
 */
import type { Context } from "hono";

function requestOrigins(c: Context): Set<string> {
  const origins = new Set<string>([new URL(c.req.url).origin]);
  const origin = c.req.header("origin");
  if (origin && origin !== "null") origins.add(origin);
  const forwardedHost = c.req.header("x-forwarded-host");
  if (forwardedHost) origins.add(`${c.req.header("x-forwarded-proto") ?? "http"}://${forwardedHost}`);
  return origins;
}

export function isSameOriginUrl(c: Context, url: string): boolean {
  if (/^\/(?![/\\])/.test(url)) return true;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (parsed.protocol === "http:" || parsed.protocol === "https:") && requestOrigins(c).has(parsed.origin);
}

/** `url` with `name=value` added to its query, keeping it relative when it was. */
export function withQueryParameter(url: string, name: string, value: string): string {
  const relative = url.startsWith("/");
  const parsed = new URL(url, "http://relative.invalid");
  parsed.searchParams.append(name, value);
  return relative ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.toString();
}
