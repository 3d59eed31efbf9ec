/** The contract's LocalDateTime: `YYYY-MM-DDTHH:mm:ss` in the office time zone, no offset. */
// The office's zone: the one constant shared with the app (src/lib/deadlines/office-days.ts).
import { OFFICE_TIME_ZONE } from "../../src/lib/deadlines/office-days";

export { OFFICE_TIME_ZONE };

const formatter = new Intl.DateTimeFormat("en-CA", {
  timeZone: OFFICE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

export function formatLocalDateTime(epochMs: number): string {
  const parts = Object.fromEntries(formatter.formatToParts(new Date(epochMs)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}
