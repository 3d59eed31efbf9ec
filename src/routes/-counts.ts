/**
 * The counts of the signed-in screens (src/lib/counts): each feature registers its own, here,
 * before the shell first renders (the menu, the dashboard, the tab's title and the icon badge
 * read them by name). The service worker registers the same sources (sw/periodic-sync.ts).
 */
import { registerCorrespondencePageCounts } from "@/features/correspondence/counts/register-page";
import { registerPaymentsPageCounts } from "@/features/payments/counts/register-page";
import { registerSignaturesPageCounts } from "@/features/signatures/counts/register-page";

registerCorrespondencePageCounts();
registerPaymentsPageCounts();
registerSignaturesPageCounts();
