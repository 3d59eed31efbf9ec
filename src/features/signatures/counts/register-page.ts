/** The signatures' count in the page: its source (./register.ts) with its polled query. */
import { registerPageCount } from "@/lib/counts/use-count";
import { usePendingCount } from "@/lib/pending-applications/use-pending-count";
import { mainUserId } from "@/lib/session/roles";
import { waitingForSignatureSource } from "./register";

export function registerSignaturesPageCounts(): void {
  registerPageCount({ ...waitingForSignatureSource, usePolled: (user, enabled) => usePendingCount(mainUserId(user), "WAITING_FOR_SIGNATURE", enabled) });
}
