import { formatDateTime } from "@/lib/format";

/** Display of the server's local date-times (`YYYY-MM-DDTHH:mm:ss`) in the interface language (src/lib/format). */
export function formatLocalDateTime(value: string | null | undefined, language?: string): string | null {
  return value ? formatDateTime(value, language) : null;
}
