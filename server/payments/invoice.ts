/**
 * The invoice of a completed payment (GET /payments/history/download/invoice/{paymentId}): a PDF in
 * the user's language with the payment's date, method, payer and reference and one line per paid
 * application, set by the applications' PdfWriter (DejaVu Sans, Lithuanian letters). Only COMPLETED
 * payments have an invoice.
 */
import { PdfWriter } from "../applications/pdf-writer";
import { displayDate, euros, type Translate } from "../applications/texts";
import { formatLocalDateTime } from "../lib/local-date-time";
import type { PaymentItemRow, PaymentRow } from "./history-repo";

/** The invoice number of a payment, e.g. `INV-P-000042`. */
export function paymentInvoiceNumber(payment: Pick<PaymentRow, "id">): string {
  return `INV-P-${String(payment.id).padStart(6, "0")}`;
}

export function hasInvoice(payment: Pick<PaymentRow, "status">): boolean {
  return payment.status === "COMPLETED";
}

export async function paymentInvoicePdf(payment: PaymentRow, items: PaymentItemRow[], t: Translate, now: number): Promise<Uint8Array> {
  const number = paymentInvoiceNumber(payment);
  const title = `${t("app.invoice.title")} ${number}`;
  const keywords = [number, ...items.flatMap((i) => [i.filing_number, i.application_number ?? ""]).filter((k) => k !== "")];
  const pdf = await PdfWriter.create({ title, subject: number, keywords }, new Date(now));
  pdf
    .note(t("app.document.office"))
    .heading(title)
    .note(`${t("app.document.generated")}: ${displayDate(formatLocalDateTime(now))}`)
    .gap(10)
    .field(t("app.invoice.number"), number)
    .field(t("payment.invoice.date"), displayDate(payment.payment_date))
    .field(t("payment.invoice.method"), t(`payment.method.${payment.payment_method}`, payment.payment_method))
    .field(t("app.invoice.payer"), payment.paid_by)
    .field(t("payment.invoice.reference"), payment.reference)
    .gap(10)
    .table(
      [t("app.field.type"), t("app.field.number"), t("app.field.associatedRight"), t("app.field.denomination"), t("app.invoice.total")],
      items.map((i) => [t(`app.type.${i.type_code}`, i.type_code), i.filing_number, i.application_number ?? "", i.denomination ?? "", euros(i.fees)]),
      9,
    )
    .gap(10)
    .field(t("app.invoice.total"), euros(payment.total_cost));
  return pdf.save();
}
