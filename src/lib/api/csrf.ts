/**
 * CSRF token memory (DECISIONS "CSRF"). Every `/api/v1` response carries
 * `X-CSRF-HEADER-NAME: X-CSRF-TOKEN` and `X-CSRF-TOKEN: <token>`; the client keeps the
 * latest token and sends it, under the header name the server gave, on every POST, PUT,
 * PATCH and DELETE. The token changes only with a new session (sign-in, logout, end of
 * impersonation), and those responses carry the new one.
 *
 * The latest token is also kept in this tab's sessionStorage: after a reload the first POST
 * (the inbox search, answered from the device while the office refreshes it) carries it at
 * once instead of costing a 403 and a second round trip to a slow office.
 */

const DEFAULT_HEADER_NAME = "X-CSRF-TOKEN";
const MUTATING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const STORAGE_KEY = "ipo.csrf";

function readStored(): { name: string; value: string } | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null");
    if (stored && typeof stored === "object" && "name" in stored && "value" in stored && typeof stored.name === "string" && typeof stored.value === "string") {
      return { name: stored.name, value: stored.value };
    }
  } catch {
    // No storage (or a broken entry): the first answer brings the token.
  }
  return null;
}

function store(name: string, value: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ name, value }));
  } catch {
    // Storage disabled: memory only.
  }
}

const initial = typeof sessionStorage === "undefined" ? null : readStored();
let headerName = initial?.name ?? DEFAULT_HEADER_NAME;
let token: string | null = initial?.value ?? null;

/** Remembers the token (and header name) of a response, if it carries one. */
export function rememberCsrf(headers: Headers): void {
  const name = headers.get("X-CSRF-HEADER-NAME")?.trim() || DEFAULT_HEADER_NAME;
  const value = headers.get(name) ?? headers.get(DEFAULT_HEADER_NAME);
  if (value) {
    if (value !== token || name !== headerName) store(name, value);
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

/** Forgets the token (tests). */
export function resetCsrf(): void {
  headerName = DEFAULT_HEADER_NAME;
  token = null;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
