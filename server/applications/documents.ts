/**
 * The PDF documents of one application (decisions 70, 71): its receipt, the draft receipt of a
 * cart or signature row and the invoice of a paid application, in the user's language. The
 * document title and keywords carry the filing number, so a reader can identify the file.
 */
import { formatLocalDateTime } from "../lib/local-date-time";
import type { ApplicationRow } from "./applications-repo";
import { PdfWriter } from "./pdf-writer";
import { displayDate, euros, formTypeLabel, type Translate } from "./texts";

function header(pdf: PdfWriter, t: Translate, title: string, now: number): void {
  pdf.note(t("app.document.office")).heading(title).note(`${t("app.document.generated")}: ${displayDate(formatLocalDateTime(now))}`).gap(10);
}

function classes(row: ApplicationRow): { nice: string | null; locarno: string | null } {
  const nice = row.nice_classes ? (JSON.parse(row.nice_classes) as number[]).join(", ") : null;
  const locarno = row.locarnos
    ? (JSON.parse(row.locarnos) as { mainClass: string; subClass: string }[]).map((l) => `${l.mainClass}-${l.subClass}`).join(", ")
    : null;
  return { nice, locarno };
}

function identity(pdf: PdfWriter, t: Translate, row: ApplicationRow): void {
  const { nice, locarno } = classes(row);
  pdf
    .field(t("app.field.number"), row.number)
    .field(t("app.field.associatedRight"), row.associated_right)
    .field(t("app.field.registrationNumber"), row.registration_number)
    .field(t("app.field.ipRightType"), t(`ip.right.${row.ip_right_type}`))
    .field(t("app.field.type"), formTypeLabel(t, row.form_type, row.eservice_name))
    .field(t("app.field.kind"), row.kind ? t(`app.kind.${row.kind}`, row.kind) : null)
    .field(t("app.field.denomination"), row.denomination)
    .field(t("app.field.designNumber"), row.design_number)
    .field(t("app.field.indication"), row.indication)
    .field(t("app.field.niceClass"), nice)
    .field(t("app.field.locarno"), locarno)
    .field(t("app.field.applicant"), row.applicant)
    .field(t("app.field.representative"), row.representative)
    .field(t("app.field.userReference"), row.user_reference);
}

function keywords(row: ApplicationRow): string[] {
  return [row.number, row.associated_right, row.registration_number].filter((v): v is string => !!v);
}

export async function receiptPdf(row: ApplicationRow, t: Translate, now: number): Promise<Uint8Array> {
  const title = `${t("app.receipt.title")} ${row.number}`;
  const pdf = await PdfWriter.create({ title, subject: row.number, keywords: keywords(row) }, new Date(now));
  header(pdf, t, title, now);
  identity(pdf, t, row);
  pdf
    .gap()
    .field(t("app.field.submittedAt"), displayDate(formatLocalDateTime(row.submitted_at)))
    .field(t("app.field.applicationDate"), displayDate(row.application_date))
    .field(t("app.field.status"), t(`app.status.${row.status}`))
    .field(t("app.field.statusDate"), displayDate(row.status_date))
    .gap(14)
    .note(t("app.receipt.notice"));
  return pdf.save();
}

export async function draftReceiptPdf(row: ApplicationRow, t: Translate, now: number): Promise<Uint8Array> {
  const title = `${t("app.draft.receipt.title")} ${row.number}`;
  const pdf = await PdfWriter.create({ title, subject: row.number, keywords: keywords(row) }, new Date(now));
  header(pdf, t, title, now);
  identity(pdf, t, row);
  pdf
    .gap()
    .field(t("app.field.status"), t(`app.status.${row.status}`))
    .field(t("app.field.fees"), euros(row.fees))
    .field(t("app.field.lastSubmitDate"), displayDate(row.last_submit_date))
    .gap(14)
    .note(t("app.draft.receipt.notice"));
  return pdf.save();
}

/** The invoice number of a paid application. */
export function invoiceNumber(row: ApplicationRow): string {
  return `INV-${row.number}`;
}

export async function invoicePdf(row: ApplicationRow, t: Translate, now: number): Promise<Uint8Array> {
  const number = invoiceNumber(row);
  const title = `${t("app.invoice.title")} ${number}`;
  const pdf = await PdfWriter.create({ title, subject: row.number, keywords: [number, ...keywords(row)] }, new Date(now));
  header(pdf, t, title, now);
  pdf
    .field(t("app.invoice.number"), number)
    .field(t("app.field.paidAt"), row.paid_at === null ? null : displayDate(formatLocalDateTime(row.paid_at)))
    .field(t("app.invoice.payer"), row.applicant)
    .gap(10)
    .table(
      [t("app.invoice.item"), t("app.field.number"), t("app.field.denomination"), t("app.invoice.total")],
      [[formTypeLabel(t, row.form_type, row.eservice_name), row.number, row.denomination ?? "", euros(row.fees)]],
      9,
    )
    .gap(10)
    .field(t("app.invoice.total"), euros(row.fees));
  return pdf.save();
}
