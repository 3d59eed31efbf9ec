/**
 * Response shapes of the payments calls: the contract's `CartApplicationRow`, `PaymentResponse`
 * and `PaymentHistoryPage` (generated). Client-only: type, status, method and history status are
 * plain strings, so a value this client does not know still lists (shown through its label key).
 */
import { array, assign, object, string, type Infer } from "superstruct";
import {
  CartApplicationRowSchema,
  PaymentHistoryItemSchema as ContractPaymentHistoryItemSchema,
  PaymentHistoryPageSchema as ContractPaymentHistoryPageSchema,
} from "@/lib/api/contract";

export { PaymentResponseSchema, type PaymentResponse } from "@/lib/api/contract";

export const CartRowSchema = assign(CartApplicationRowSchema, object({ type: string(), status: string() }));
export type CartRow = Infer<typeof CartRowSchema>;
export const CartSchema = array(CartRowSchema);

export const PaymentHistoryItemSchema = assign(ContractPaymentHistoryItemSchema, object({ paymentMethod: string(), status: string() }));
export type PaymentHistoryItem = Infer<typeof PaymentHistoryItemSchema>;

export const PaymentHistoryPageSchema = assign(ContractPaymentHistoryPageSchema, object({ content: array(PaymentHistoryItemSchema) }));
export type PaymentHistoryPage = Infer<typeof PaymentHistoryPageSchema>;
