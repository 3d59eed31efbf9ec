/**
 * Payment actions (decisions 75-78): online payment (answers the provider's URL and data),
 * submit without payment, the advance bank payment (multipart) and the row delete. Every
 * change reloads the cart (spec 2 §4); a new payment also changes the history.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { deleteApplication } from "@/lib/pending-applications";
import { paymentsQueryKeys } from "./payments-queries";
import { PaymentResponseSchema } from "./schemas";

export interface PayOnlineInput {
  filingNumbers: string[];
  reference?: string;
  additionalEmail?: string;
}

export interface AdvancePaymentInput {
  filingNumbers: string[];
  paymentReference: string;
  /** `YYYY-MM-DD`; sent as `T00:00:00` (decision 78). */
  paymentDate: string;
  purpose: string;
  payer: string;
  amountCents: number;
  additionalEmail: string;
  files: File[];
}

/** The multipart body of `POST /payments/inAdvance`: one part per field, repeated parts for lists. */
export function advancePaymentBody(input: AdvancePaymentInput): FormData {
  const body = new FormData();
  for (const number of input.filingNumbers) body.append("filingNumbers", number);
  if (input.paymentReference.trim()) body.append("paymentReference", input.paymentReference.trim());
  body.append("paymentDate", `${input.paymentDate}T00:00:00`);
  body.append("purpose", input.purpose.trim());
  body.append("payer", input.payer.trim());
  body.append("amount", String(input.amountCents));
  if (input.additionalEmail.trim()) body.append("additionalEmail", input.additionalEmail.trim());
  for (const file of input.files) body.append("files", file, file.name);
  return body;
}

function usePaymentsInvalidation() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: paymentsQueryKeys.all });
}

export function usePayOnlineMutation() {
  return useMutation({
    mutationFn: (input: PayOnlineInput) => {
      const json: PayOnlineInput = { filingNumbers: input.filingNumbers };
      if (input.reference?.trim()) json.reference = input.reference.trim();
      if (input.additionalEmail?.trim()) json.additionalEmail = input.additionalEmail.trim();
      return apiRequest({
        method: "POST",
        path: "/payments",
        json,
        schema: PaymentResponseSchema,
      });
    },
  });
}

export function useSubmitWithoutPaymentMutation() {
  const invalidate = usePaymentsInvalidation();
  return useMutation({
    mutationFn: (filingNumber: string) =>
      apiRequest({
        method: "POST",
        path: `/payments/submit/${encodeURIComponent(filingNumber)}`,
        schema: "void",
      }),
    onSettled: invalidate,
  });
}

export function usePayInAdvanceMutation() {
  const invalidate = usePaymentsInvalidation();
  return useMutation({
    mutationFn: (input: AdvancePaymentInput) =>
      apiRequest({
        method: "POST",
        path: "/payments/inAdvance",
        multipart: advancePaymentBody(input),
        schema: "void",
      }),
    onSettled: invalidate,
  });
}

export function useDeleteCartApplicationMutation() {
  const invalidate = usePaymentsInvalidation();
  return useMutation({ mutationFn: deleteApplication, onSettled: invalidate });
}
