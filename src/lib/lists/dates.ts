/**
 * Display of the contract's `YYYY-MM-DDTHH:mm:ss` values (office time zone, no offset):
 * pure dates (midnight) as `YYYY-MM-DD`, other times with hours and minutes.
 */
export function displayDate(value: string | null | undefined): string {
  if (!value) return "";
  const [date = "", time = ""] = value.split("T");
  return time === "" || time.startsWith("00:00:00") ? date : `${date} ${time.slice(0, 5)}`;
}

/** Only the day part, `YYYY-MM-DD`. */
export function displayDay(value: string | null | undefined): string {
  return value ? (value.split("T")[0] ?? "") : "";
}
