/**
 * CSRF token memory (DECISIONS "CSRF"). Every `/api/v1` response carries
 * `X-CSRF-HEADER-NAME: X-CSRF-TOKEN` and `X-CSRF-TOKEN: <token>`; the client keeps the
 * latest token (in memory only) and sends it, under the header name the server gave, on
 * every POST, PUT, PATCH and DELETE. The token changes only with a new session (sign-in,
 * logout, end of impersonation), and those responses carry the new one.
 */

const DEFAULT_HEADER_NAME = "X-CSRF-TOKEN";
const MUTATING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

let headerName = DEFAULT_HEADER_NAME;
let token: string | null = null;

/** Remembers the token (and header name) of a response, if it carries one. */
export function rememberCsrf(headers: Headers): void {
  const name = headers.get("X-CSRF-HEADER-NAME")?.trim() || DEFAULT_HEADER_NAME;
  const value = headers.get(name) ?? headers.get(DEFAULT_HEADER_NAME);
  if (value) {
    headerName = name;
    token = value;
  }
}

/** The header to send, or null when no token has been seen yet. */
export function csrfHeader(): { name: string; value: string } | null {
  return token === null ? null : { name: headerName, value: token };
}

export function isMutatingMethod(method: string): boolean {
  return MUTATING_METHODS.has(method.toUpperCase());
}

/** Forgets the token (tests; a fresh page load starts without one anyway). */
export function resetCsrf(): void {
  headerName = DEFAULT_HEADER_NAME;
  token = null;
}
