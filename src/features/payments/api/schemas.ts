/**
 * Response shapes of the payments calls (contract `CartApplicationRow`, `PaymentResponse`,
 * `PaymentHistoryPage`). Type, status, method and history status are plain strings so a value
 * this client does not know still lists (it is shown through its label key).
 */
import { array, integer, nullable, object, string, type Infer } from "superstruct";

export const CartRowSchema = object({
  filingNumber: string(),
  type: string(),
  status: string(),
  denomination: nullable(string()),
  userReference: nullable(string()),
  applicationNumber: nullable(string()),
  registrationNumber: nullable(string()),
  applicant: nullable(string()),
  lastSubmitDate: string(),
  fees: integer(),
});
export type CartRow = Infer<typeof CartRowSchema>;
export const CartSchema = array(CartRowSchema);

export const PaymentResponseSchema = object({
  redirectToPaymentPlatformUrl: nullable(string()),
  paymentData: nullable(string()),
});
export type PaymentResponse = Infer<typeof PaymentResponseSchema>;

export const PaymentHistoryItemSchema = object({
  paymentId: integer(),
  paymentDate: string(),
  applicationsReferences: array(string()),
  applicationNumbers: array(string()),
  paidBy: string(),
  paymentMethod: string(),
  totalCost: integer(),
  status: string(),
});
export type PaymentHistoryItem = Infer<typeof PaymentHistoryItemSchema>;

export const PaymentHistoryPageSchema = object({
  content: array(PaymentHistoryItemSchema),
  totalResults: integer(),
  pageSize: integer(),
  pageNumber: integer(),
  numberOfElements: integer(),
});
export type PaymentHistoryPage = Infer<typeof PaymentHistoryPageSchema>;
