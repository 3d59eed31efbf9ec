/**
 * Calls shared by the cart and the signatures (rows waiting for payment or signature,
 * decided paths of DECISIONS "Decided paths"): the draft receipt download and the delete
 * (deleteApplication). The type label key `app.type.{type}` comes with them (decision 74).
 */
import { apiRequest } from "@/lib/api";
import type { DownloadRequest } from "@/lib/download";

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
