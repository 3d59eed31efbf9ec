/** Per-field keys of a 400 answer (`details.fields`), or null when the error is not one. */
import { isApiError } from "@/lib/api";

export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const fields = error.details?.fields;
  return fields && Object.keys(fields).length > 0 ? fields : null;
}
