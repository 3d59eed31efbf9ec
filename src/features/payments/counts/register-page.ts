/** The cart's count in the page: its source (./register.ts) with its polled query. */
import { registerPageCount } from "@/lib/counts/use-count";
import { usePendingCount } from "@/lib/pending-applications/use-pending-count";
import { mainUserId } from "@/lib/session/roles";
import { waitingForPaymentSource } from "./register";

export function registerPaymentsPageCounts(): void {
  registerPageCount({ ...waitingForPaymentSource, usePolled: (user, enabled) => usePendingCount(mainUserId(user), "WAITING_FOR_PAYMENT", enabled) });
}
