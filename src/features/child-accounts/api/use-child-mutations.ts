/**
 * Child-account changes (decisions 34-37): create, edit (after the child's lock), activate and
 * deactivate. Each refreshes the list.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { ChildCreateBody, ChildUpdateBody } from "../rules";
import { childQueryKeys } from "./child-queries";
import { ChildAccountSchema } from "./schemas";

function useInvalidateChildren() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: childQueryKeys.all });
}

export function useCreateChildMutation() {
  const invalidate = useInvalidateChildren();
  return useMutation({
    mutationFn: (body: ChildCreateBody) => apiRequest({ method: "POST", path: "/child/registration", json: body, schema: ChildAccountSchema }),
    onSuccess: invalidate,
  });
}

export function useLockChildMutation() {
  return useMutation({
    mutationFn: (childUserName: string) => apiRequest({ method: "POST", path: "/account/lock", json: { childUserName }, schema: "void" }),
  });
}

export function useUpdateChildMutation() {
  const invalidate = useInvalidateChildren();
  return useMutation({
    mutationFn: (body: ChildUpdateBody) => apiRequest({ method: "PUT", path: "/child/details", json: body, schema: "void" }),
    onSuccess: invalidate,
  });
}

export type ChildStatusAction = "activate" | "deactivate";

export function useChildStatusMutation() {
  const invalidate = useInvalidateChildren();
  return useMutation({
    mutationFn: (input: { action: ChildStatusAction; userName: string; parentUserName: string }) =>
      apiRequest({
        method: "POST",
        path: input.action === "activate" ? "/child/activation" : "/child/deactivation",
        json: { userName: input.userName, parentUserName: input.parentUserName },
        schema: "void",
      }),
    onSuccess: invalidate,
  });
}
