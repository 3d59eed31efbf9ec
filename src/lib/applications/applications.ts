/**
 * Rules about one application shared by the dashboard and my applications (spec 2 §2, §7,
 * DECISIONS decisions 59, 62): its kind, where a pending status leads, and its receipt.
 */
import type { DownloadRequest } from "@/lib/download";
import type { ApplicationTab } from "@/lib/navigation/history-state";

export type IpRightType = "trademark" | "design";
export type ApplicationType = "trademark" | "design" | "eservice";

export const CART_PATH = "/payments/shopping-cart";
export const SIGNATURES_PATH = "/signatures";

interface Kinded {
  ipRightType: IpRightType;
  eserviceName: string | null;
}

/** An e-service (it has an e-service name), else a trademark or design application. */
export function applicationTypeOf(item: Kinded): ApplicationType {
  return item.eserviceName ? "eservice" : item.ipRightType;
}

/** The my-applications tab that shows this item. */
export function tabOf(item: Kinded): ApplicationTab {
  return applicationTypeOf(item);
}

/** WAITING_FOR_PAYMENT leads to the cart, WAITING_FOR_SIGNATURE to the signatures. */
export function statusTarget(status: string): string | null {
  if (status === "WAITING_FOR_PAYMENT") return CART_PATH;
  if (status === "WAITING_FOR_SIGNATURE") return SIGNATURES_PATH;
  return null;
}

/** The number users know an application by: its application number, else its filing number. */
export function displayNumber(item: { number: string; associatedRight: string | null }): string {
  return item.associatedRight ?? item.number;
}

/** `GET /applications/{appNumber}/receipt` of an item (appNumber is its `number`). */
export function receiptRequest(item: Kinded & { number: string }): DownloadRequest {
  return {
    path: `/applications/${encodeURIComponent(item.number)}/receipt`,
    query: { ipRightType: item.ipRightType, applicationType: applicationTypeOf(item) },
    fallbackName: `receipt-${item.number}.pdf`,
  };
}

/** The translation key of a status label. */
export function statusKey(status: string): string {
  return `app.status.${status}`;
}
