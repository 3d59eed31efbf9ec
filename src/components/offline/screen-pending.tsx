/**
 * What a route shows while its loader runs longer than the router's `pendingMs` (instead of
 * the previous screen under the new URL): a plain busy line, no Chakra, since every route
 * (the sign-in page too) may show it. Loaders are bounded (src/lib/query/screen-data.ts), so
 * it never stays: it gives way to the screen or to "needs a connection".
 */
import { useLingui } from "@lingui/react/macro";

export function ScreenPending() {
  const { t } = useLingui();
  return (
    <div role="status" aria-live="polite" data-testid="screen-pending" style={{ padding: "2.5rem 1rem", textAlign: "center", color: "var(--ipo-fg-muted)" }}>
      {t`Loading…`}
    </div>
  );
}
