/**
 * Calls shared by the cart and the signatures (rows waiting for payment or signature,
 * decided paths of DECISIONS "Decided paths"): the draft receipt download, the delete
 * (deleteApplication) and the count of rows in a state (`pendingCount`, polled in the page by
 * ./use-pending-count.ts). The type label key `app.type.{type}` comes with them (decision 74).
 * No React: the service worker counts with it.
 */
import { apiRequest } from "@/lib/api";
import { CountResponseSchema } from "@/lib/api/contract";
import type { DownloadRequest } from "@/lib/download";

export type PendingState = "WAITING_FOR_PAYMENT" | "WAITING_FOR_SIGNATURE";

/**
 * `POST /applications/{state}/count` of the account `userId` (the main account's id);
 * `redirectOn401: false` where no page may be sent to the login (the service worker).
 */
export async function pendingCount(userId: number, state: PendingState, { signal, redirectOn401 }: { signal?: AbortSignal; redirectOn401?: boolean } = {}): Promise<number> {
  return (await apiRequest({ method: "POST", path: `/applications/${state}/count`, json: { userId }, schema: CountResponseSchema, signal, redirectOn401 })).count;
}

export const APPLICATION_TYPE_CODES = ["TM", "DS", "ES"] as const;
export type ApplicationTypeCode = (typeof APPLICATION_TYPE_CODES)[number];

/** `GET /applications/draft-receipt/{filingNumber}`; failures show `application.pdf.failed.fetching`. */
export function draftReceiptRequest(filingNumber: string): DownloadRequest {
  return {
    path: `/applications/draft-receipt/${encodeURIComponent(filingNumber)}`,
    fallbackName: `draft-receipt-${filingNumber}.pdf`,
  };
}

export const DRAFT_RECEIPT_FAILED = "application.pdf.failed.fetching";
export const DELETE_APPLICATION_FAILED = "delete.application.failed";

/** `DELETE /applications/delete/{filingNumber}` (204). */
export function deleteApplication(filingNumber: string): Promise<void> {
  return apiRequest({
    method: "DELETE",
    path: `/applications/delete/${encodeURIComponent(filingNumber)}`,
    schema: "void",
  });
}

/** The literal key of a type code's label. */
export function typeLabelKey(type: string): string {
  return `app.type.${type}`;
}
