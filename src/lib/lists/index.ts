/** List requests (paging, sorting, filters, search, export) and the display of list values. */
export * from "./list-request";
export { displayDate, displayDay } from "./dates";
