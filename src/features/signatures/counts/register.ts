/**
 * The signatures' count: applications waiting for signature (src/lib/pending-applications),
 * shown to main accounts (signatures are not offered to child accounts) on the dashboard and the
 * icon badge through the count registry (src/lib/counts/registry.ts). No React: the service
 * worker registers it (sw/periodic-sync.ts); the page adds its polled query (./register-page.ts).
 */
import { COUNTS, registerCount, type CountSource } from "@/lib/counts/registry";
import { pendingCount } from "@/lib/pending-applications";
import { isChild, mainUserId } from "@/lib/session/roles";

export const waitingForSignatureSource: CountSource = {
  name: COUNTS.waitingForSignature,
  appliesTo: (user) => !isChild(user),
  fetch: (user, signal) => pendingCount(mainUserId(user), "WAITING_FOR_SIGNATURE", { signal, redirectOn401: false }),
};

export function registerSignaturesCounts(): void {
  registerCount(waitingForSignatureSource);
}
