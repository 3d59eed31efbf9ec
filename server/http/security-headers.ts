/**
 * Headers on every response; HTML (the app shell, sandbox pages) also gets a CSP whose only
 * inline script is the signed-in skeleton's constant start-up script (./paint-first.ts, allowed
 * by its hash). The CSP is built from the configuration: forms may post to the app's own origin
 * and to the origins of the configured external systems (gateway, payment provider, signing
 * service), and nowhere else. Production mode adds HSTS (the site is https only, server/config.ts).
 */
import type { MiddlewareHandler } from "hono";
import type { ExternalUrls } from "../config";
import { PAINT_FIRST_SCRIPT_SOURCE } from "./paint-first";

/** The distinct origins of the external systems' absolute URLs (root-relative ones, the sandbox's, are 'self'). */
export function externalOrigins(external: ExternalUrls): string[] {
  const origins = new Set<string>();
  for (const url of [external.gateway, external.paymentProvider, external.signing]) {
    if (url && /^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * The policy for the configured external systems. Only `form-action` names them: the client posts
 * the gateway ticket and the cart's payment data to them (src/lib/navigation/post-form.ts) and
 * opens the signing service by navigation, which no CSP directive governs; the app never fetches,
 * frames or loads anything from them.
 */
export function contentSecurityPolicy(external: ExternalUrls): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${PAINT_FIRST_SCRIPT_SOURCE}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    // The attachment viewer shows a PDF from the bytes it fetched (a blob: URL of the app's own making, type pinned).
    "frame-src 'self' blob:",
    "manifest-src 'self'",
    ["form-action 'self'", ...externalOrigins(external)].join(" "),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Browser features the app never uses, switched off for it and anything it could embed. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

/** Two years, subdomains included (the HSTS preload list's minimum). */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

export function securityHeaders(options: { hsts?: boolean; external: ExternalUrls }): MiddlewareHandler {
  const policy = contentSecurityPolicy(options.external);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "same-origin");
    headers.set("Permissions-Policy", PERMISSIONS_POLICY);
    if (options.hsts) headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
    if ((headers.get("content-type") ?? "").startsWith("text/html")) {
      headers.set("Content-Security-Policy", policy);
    }
  };
}
