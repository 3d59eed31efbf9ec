/**
 * Callback and redirect targets the client hands over (gateway callbackUrl, decision 15): a
 * root-relative path, or an absolute http(s) URL on one of the configured public origins
 * (IPO_PUBLIC_ORIGIN; in demo mode also the server's own loopback origins). Request headers
 * (Host, Origin, X-Forwarded-Host) never count. An accepted target is kept root-relative, so a
 * redirect built from it cannot leave the site.
 */

/** The root-relative form of an acceptable target, or null. */
export function rootRelativeTarget(url: string, publicOrigins: readonly string[]): string | null {
  // Backslashes (browsers read `/\evil` as `//evil`) and control characters are never part of a target.
  if ([...url].some((ch) => ch === "\\" || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return null;
  const relative = /^\/(?!\/)/.test(url);
  let parsed: URL;
  try {
    parsed = new URL(url, "http://relative.invalid");
  } catch {
    return null;
  }
  if (!relative && !((parsed.protocol === "http:" || parsed.protocol === "https:") && publicOrigins.includes(parsed.origin))) return null;
  const target = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // `/..//evil.example` resolves to `//evil.example`, which a browser reads as another host.
  return target.startsWith("//") ? null : target;
}

/** `url` with `name=value` added to its query, keeping it relative when it was. */
export function withQueryParameter(url: string, name: string, value: string): string {
  const relative = url.startsWith("/");
  const parsed = new URL(url, "http://relative.invalid");
  parsed.searchParams.append(name, value);
  return relative ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.toString();
}
