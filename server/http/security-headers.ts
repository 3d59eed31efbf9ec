/**
 * Headers on every response; HTML (the app shell, sandbox pages) also gets a CSP whose only
 * inline script is the signed-in skeleton's constant start-up script (./paint-first.ts, allowed
 * by its hash). Production mode adds HSTS (the site is https only, server/config.ts).
 */
import type { MiddlewareHandler } from "hono";
import { PAINT_FIRST_SCRIPT_SOURCE } from "./paint-first";

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${PAINT_FIRST_SCRIPT_SOURCE}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join("; ");

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

export function securityHeaders(options: { hsts?: boolean } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "same-origin");
    headers.set("Permissions-Policy", PERMISSIONS_POLICY);
    if (options.hsts) headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
    if ((headers.get("content-type") ?? "").startsWith("text/html")) {
      headers.set("Content-Security-Policy", CONTENT_SECURITY_POLICY);
    }
  };
}
