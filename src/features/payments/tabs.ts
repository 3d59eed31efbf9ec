/** The two tabs of /payments/{tab} (spec 2 §2) and the route's search (paymentCompleted=1). */
export const PAYMENT_TABS = ["shopping-cart", "history"] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];

export function isPaymentTab(value: unknown): value is PaymentTab {
  return typeof value === "string" && (PAYMENT_TABS as readonly string[]).includes(value);
}

export interface PaymentsSearch {
  paymentCompleted?: 1;
}

/** Only `paymentCompleted=1` (number or string) is kept. */
export function validatePaymentsSearch(raw: Record<string, unknown>): PaymentsSearch {
  const value = raw.paymentCompleted;
  return value === 1 || value === "1" ? { paymentCompleted: 1 } : {};
}
