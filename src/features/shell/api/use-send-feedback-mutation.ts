import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** Body of POST /feedback (contract `Feedback`): exactly 7 reasons, in question order. */
export interface FeedbackInput {
  evaluationRate: number;
  reasons: boolean[];
  complaints: string | null;
  comments: string | null;
  suggestions: string | null;
  userContacts: string | null;
}

export function useSendFeedbackMutation() {
  return useMutation({
    mutationFn: (input: FeedbackInput) =>
      apiRequest({ method: "POST", path: "/feedback", json: input, schema: "void", redirectOn401: false }),
  });
}
