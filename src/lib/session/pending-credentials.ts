/**
 * Credentials kept for the automatic sign-in after account verification (spec 1 §4:
 * "login failure with account.not.verified stores the credentials"). Kept in
 * sessionStorage only: they disappear with the tab and never reach other tabs or disk
 * beyond the browser session.
 */
const KEY = "ipo.pendingCredentials";

export interface PendingCredentials {
  username: string;
  password: string;
}

export function storePendingCredentials(credentials: PendingCredentials): void {
  sessionStorage.setItem(KEY, JSON.stringify(credentials));
}

export function readPendingCredentials(): PendingCredentials | null {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === "object" && value !== null &&
      "username" in value && typeof value.username === "string" &&
      "password" in value && typeof value.password === "string"
    ) {
      return { username: value.username, password: value.password };
    }
  } catch {
    // Corrupt entry: treat as absent.
  }
  return null;
}

export function clearPendingCredentials(): void {
  sessionStorage.removeItem(KEY);
}
