/**
 * The retry backoff of an entry that could not be delivered now (offline, 5xx, CSRF): 2 s,
 * 4 s, 8 s, … up to 5 minutes; a user's action or the connection coming back ignores it.
 */
export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 5 * 60_000;

/** Wait before attempt `attempts + 1`: 2 s, 4 s, 8 s, … up to 5 minutes. */
export function retryDelay(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(exponent, 20));
}
