/**
 * The cart's count: applications waiting for payment (src/lib/pending-applications), shown to
 * users with ROLE_PAYMENTS on the dashboard and the icon badge through the count registry
 * (src/lib/counts/registry.ts). No React: the service worker registers it (sw/periodic-sync.ts);
 * the page adds its polled query (./register-page.ts).
 */
import { COUNTS, registerCount, type CountSource } from "@/lib/counts/registry";
import { pendingCount } from "@/lib/pending-applications";
import { hasRole, mainUserId } from "@/lib/session/roles";

export const waitingForPaymentSource: CountSource = {
  name: COUNTS.waitingForPayment,
  appliesTo: (user) => hasRole(user, "ROLE_PAYMENTS"),
  fetch: (user, signal) => pendingCount(mainUserId(user), "WAITING_FOR_PAYMENT", { signal, redirectOn401: false }),
};

export function registerPaymentsCounts(): void {
  registerCount(waitingForPaymentSource);
}
