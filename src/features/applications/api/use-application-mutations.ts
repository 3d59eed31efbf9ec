/**
 * Actions on applications (decisions 62-65): note lock and save, duplicate, e-service
 * validation. A saved note reloads the lists (spec 2 §4).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { applicationTypeOf } from "@/lib/applications";
import { applicationsQueryKeys } from "./applications-queries";
import { EserviceValidationResultSchema, UrlResponseSchema, type ApplicationListItem } from "./schemas";

type NoteTarget = Pick<ApplicationListItem, "number" | "ipRightType" | "eserviceName">;

/** `/applications/{applicationType}/{ipRightType}/note` of an item. */
export function notePath(item: NoteTarget): string {
  return `/applications/${applicationTypeOf(item)}/${item.ipRightType}/note`;
}

export function useLockNoteMutation() {
  return useMutation({
    mutationFn: (item: NoteTarget) =>
      apiRequest({ method: "POST", path: `${notePath(item)}/lock`, json: { applicationIdentifier: item.number }, schema: "void" }),
  });
}

export function useSaveNoteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, note }: { item: NoteTarget; note: string }) =>
      apiRequest({ method: "POST", path: notePath(item), json: { applicationIdentifier: item.number, note }, schema: "void" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationsQueryKeys.lists() }),
  });
}

export function useDuplicateMutation() {
  return useMutation({
    mutationFn: (item: Pick<ApplicationListItem, "id" | "ipRightType" | "eserviceName">) =>
      apiRequest({ path: `/applications/${applicationTypeOf(item)}/${item.id}/duplicate`, schema: UrlResponseSchema }),
  });
}

export function useValidateEserviceMutation() {
  return useMutation({
    mutationFn: ({ ipRightType, eserviceType, applicationIds }: { ipRightType: string; eserviceType: string; applicationIds: number[] }) =>
      apiRequest({
        method: "POST",
        path: `/applications/${ipRightType}/eservices/validate`,
        json: { eserviceType, applicationIds },
        schema: EserviceValidationResultSchema,
      }),
  });
}
