/**
 * Every number, amount, size and date the user sees, formatted with `Intl` in the interface
 * language (the functions take the language, by default the active one; `useFormat()` binds it
 * in components), plus money parsing and office-time-zone days.
 */
export { formatDateTime, formatDay, formatInstant } from "./dates";
export { dayOrder, formatDayInput, parseDayInput, type DayOrder } from "./day-input";
export { intlLocale } from "./locale";
export { centsToEuroText, formatEuros, parseEurosToCents, sumCents } from "./money";
export { formatFileSize, formatList, formatNumber, formatPercent } from "./numbers";
export { OFFICE_TIME_ZONE, dayOf, isBeforeOfficeToday, officeDay, officeInstant } from "./office-date";
export { formatRelativeTime } from "./relative-time";
export { useFormat, type Formatters } from "./use-format";
