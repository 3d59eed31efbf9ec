/**
 * List exports (decision 68): every row of the current list, the requested columns in order with
 * upper-cased headers, written as a real spreadsheet (exceljs) or PDF (pdf-lib, landscape table).
 * Cell texts are what the screen shows: labels for codes, dates without a midnight time.
 */
import ExcelJS from "exceljs";
import type { ExportColumn } from "./list-request";
import { PdfWriter } from "./pdf-writer";
import { displayDate, formTypeLabel, type Translate } from "./texts";

export interface ExportTable {
  title: string;
  headers: string[];
  rows: (string | number)[][];
}

const DATE_FIELDS = new Set(["applicationDate", "statusDate", "registrationDate", "expirationDate", "publicationDate", "lastModifiedDate"]);

export const DEFAULT_APPLICATION_FIELDS = ["number", "associatedRight", "ipRightType", "type", "denomination", "applicant", "status", "applicationDate"];
export const DEFAULT_DRAFT_FIELDS = ["number", "ipRightType", "denomination", "eserviceName", "applicant", "userReference", "lastModifiedDate", "lastModifiedBy"];

/** The requested columns, or the list's default columns with translated headers. */
export function exportColumns(requested: ExportColumn[], defaults: string[], t: Translate): ExportColumn[] {
  if (requested.length > 0) return requested;
  return defaults.map((field) => ({ field, header: t(`app.field.${field}`, field).toLocaleUpperCase() }));
}

/** The text (or number, for ids) of one export cell of a list item. */
export function cellValue(item: Record<string, unknown>, field: string, t: Translate): string | number {
  const value = item[field];
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return value;
  if (typeof value !== "string") return String(value);
  if (DATE_FIELDS.has(field)) return displayDate(value);
  switch (field) {
    case "status":
      return t(`app.status.${value}`, value);
    case "ipRightType":
      return t(`ip.right.${value}`, value);
    case "type":
      return formTypeLabel(t, value, typeof item.eserviceName === "string" ? item.eserviceName : null);
    case "kind":
      return t(`app.kind.${value}`, value);
    default:
      return value;
  }
}

export function exportTable(title: string, columns: ExportColumn[], items: Record<string, unknown>[], t: Translate): ExportTable {
  return {
    title,
    headers: columns.map((c) => c.header.toLocaleUpperCase()),
    rows: items.map((item) => columns.map((c) => cellValue(item, c.field, t))),
  };
}

/** Excel forbids `[]:*?/\` in sheet names and allows 31 characters. */
function sheetName(title: string): string {
  return title.replace(/[[\]:*?/\\]/g, " ").slice(0, 31) || "Sheet1";
}

export async function xlsxFile(table: ExportTable, now: number): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "IPO user area";
  workbook.created = new Date(now);
  const sheet = workbook.addWorksheet(sheetName(table.title), { views: [{ state: "frozen", ySplit: 1 }] });
  const header = sheet.addRow(table.headers);
  header.font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  table.headers.forEach((title, i) => {
    const longest = Math.max(title.length, ...table.rows.map((r) => String(r[i] ?? "").length));
    sheet.getColumn(i + 1).width = Math.min(60, Math.max(10, longest + 2));
  });
  if (table.headers.length > 0) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.headers.length } };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export async function pdfFile(table: ExportTable, t: Translate, now: number): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({ title: table.title, landscape: true }, new Date(now));
  pdf.note(t("app.document.office")).heading(table.title, 14).note(`${t("app.export.rows")}: ${table.rows.length}`).gap(6);
  pdf.table(table.headers, table.rows.map((row) => row.map(String)));
  return pdf.save();
}
