/** Display of the server's local date-times (`YYYY-MM-DDTHH:mm:ss`) as `YYYY-MM-DD HH:mm`. */
export function formatLocalDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  return match ? `${match[1]} ${match[2]}` : value;
}
