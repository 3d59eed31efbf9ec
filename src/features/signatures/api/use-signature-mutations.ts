/**
 * Signature actions: start signing (decision 80, the answer is the URL of the signing service
 * as text) and delete (deleteApplication); a delete reloads the list (spec 2 §4).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { deleteApplication } from "@/lib/pending-applications";
import { signaturesQueryKeys } from "./signatures-queries";

export function useSignMutation() {
  return useMutation({
    mutationFn: (filingNumber: string) =>
      apiRequest({ method: "POST", path: `/signatures/sign/${encodeURIComponent(filingNumber)}`, schema: "text" }),
  });
}

export function useDeleteSignatureApplicationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: signaturesQueryKeys.all }),
  });
}
