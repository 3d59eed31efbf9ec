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
 *
 * An explicit store, not an atom of the app store: the transport also runs in the service
 * worker (src/lib/outbox), which has no React and no app store. Its reset is registered with
 * the app's state reset (src/lib/state/reset.ts, free of dependencies for that reason).
 */
import { registerStateReset } from "@/lib/state/reset";

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
/** The latest token and the header it goes in. */
const memory: { headerName: string; token: string | null } = { headerName: initial?.name ?? DEFAULT_HEADER_NAME, token: initial?.value ?? null };

/** Remembers the token (and header name) of a response, if it carries one. */
export function rememberCsrf(headers: Headers): void {
  const name = headers.get("X-CSRF-HEADER-NAME")?.trim() || DEFAULT_HEADER_NAME;
  const value = headers.get(name) ?? headers.get(DEFAULT_HEADER_NAME);
  if (value) {
    if (value !== memory.token || name !== memory.headerName) store(name, value);
    memory.headerName = name;
    memory.token = value;
  }
}

/** The header to send, or null when no token has been seen yet. */
export function csrfHeader(): { name: string; value: string } | null {
  return memory.token === null ? null : { name: memory.headerName, value: memory.token };
}

export function isMutatingMethod(method: string): boolean {
  return MUTATING_METHODS.has(method.toUpperCase());
}

/** Forgets the token (tests). */
export function resetCsrf(): void {
  memory.headerName = DEFAULT_HEADER_NAME;
  memory.token = null;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
registerStateReset(resetCsrf);
