/** Display and parsing of money (integer cents) and office-time-zone days. */
export { centsToEuroText, formatEuros, parseEurosToCents, sumCents } from "./money";
export { OFFICE_TIME_ZONE, dayOf, isBeforeOfficeToday, officeDay } from "./office-date";
