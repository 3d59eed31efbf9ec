/**
 * Where the expiring-messages alert remembers that it was shown for a sign-in: the localStorage
 * key and the sign-in's identity (the user and the previous sign-in time the server reports,
 * which changes with every sign-in). Free of imports: the end-to-end fixtures mark the alert as
 * shown with the same key and value (e2e/support/fixtures.ts).
 */
export const EXPIRING_ALERT_KEY = "ipo.expiringAlertShown";

export function expiringAlertIdentity(user: { userId: number; lastLogin?: string | null }): string {
  return `${user.userId}:${user.lastLogin ?? ""}`;
}
