/** Client rules of the feedback survey (spec 1 §4, §5). */
export const FEEDBACK_TEXT_MAX = 1000;
export const REASON_COUNT = 7;

export interface FeedbackErrors {
  rating?: "required.field";
  reasons?: "required.field";
}

/** The reasons question is asked only for ratings 1 to 4. */
export function asksReasons(rating: number | null): boolean {
  return rating !== null && rating >= 1 && rating <= 4;
}

export function validateFeedback(rating: number | null, reasons: boolean[]): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (rating === null || rating < 1 || rating > 7) errors.rating = "required.field";
  else if (asksReasons(rating) && !reasons.some(Boolean)) errors.reasons = "required.field";
  return errors;
}
