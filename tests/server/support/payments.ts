/** Helpers of the payments server tests: row shapes, cart and history calls, advance payment forms. */
import type { TestClient, TestResponse } from "./test-client";

export interface CartRow {
  filingNumber: string;
  type: "TM" | "DS" | "ES";
  status: string;
  denomination: string | null;
  userReference: string | null;
  applicationNumber: string | null;
  registrationNumber: string | null;
  applicant: string | null;
  lastSubmitDate: string;
  fees: number;
}

export interface SignatureRow {
  type: "TM" | "DS" | "ES";
  userReference: string | null;
  applicationNumber: string | null;
  registrationNumber: string | null;
  filingNumber: string;
  denomination: string | null;
  eserviceName: string | null;
  fees: number;
}

export interface HistoryItem {
  paymentId: number;
  paymentDate: string;
  applicationsReferences: string[];
  applicationNumbers: string[];
  paidBy: string;
  paymentMethod: "ONLINE" | "BANK_TRANSFER";
  totalCost: number;
  status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELLED";
}

export interface HistoryPage {
  content: HistoryItem[];
  totalResults: number;
  pageSize: number;
  pageNumber: number;
  numberOfElements: number;
}

export interface PaymentErrorBody {
  code: number;
  description: string;
  details?: { fields?: Record<string, string> };
  extraInfo?: { invalidApplicationIds: number[]; invalidApplicationNumbers: string[]; multiplicityError: boolean };
}

/** The seed's day of the test clock (2026-03-14, office time). */
export const TODAY = "2026-03-14";

export async function cart(client: TestClient, sort = "ID", sortType = "DESC"): Promise<CartRow[]> {
  const res = await client.api<CartRow[]>("POST", "/payments/shoppingCart", { json: { sort, sortType } });
  if (res.status !== 200) throw new Error(`cart: ${res.status} ${res.text}`);
  return res.body;
}

export function overdue(row: CartRow): boolean {
  return row.lastSubmitDate.slice(0, 10) < TODAY;
}

export function history(client: TestClient, body: Record<string, unknown> = {}): Promise<TestResponse<HistoryPage>> {
  return client.api<HistoryPage>("POST", "/payments/history/search", { json: { requestPage: 0, size: 10, ...body } });
}

export const PDF_PROOF = new TextEncoder().encode("%PDF-1.4\n% proof of payment\n");

export interface AdvanceFields {
  filingNumbers?: string[];
  paymentReference?: string;
  paymentDate?: string;
  purpose?: string;
  payer?: string;
  amount?: string;
  additionalEmail?: string;
  files?: { name: string; content: Uint8Array }[];
}

/** A multipart body with one part per field; filingNumbers and files repeat. */
export function advanceForm(fields: AdvanceFields): FormData {
  const form = new FormData();
  for (const number of fields.filingNumbers ?? []) form.append("filingNumbers", number);
  for (const name of ["paymentReference", "paymentDate", "purpose", "payer", "amount", "additionalEmail"] as const) {
    const value = fields[name];
    if (value !== undefined) form.append(name, value);
  }
  for (const file of fields.files ?? []) form.append("files", new Blob([new Uint8Array(file.content)]), file.name);
  return form;
}

export function payInAdvance(client: TestClient, fields: AdvanceFields): Promise<TestResponse<PaymentErrorBody | null>> {
  return client.api<PaymentErrorBody | null>("POST", "/payments/inAdvance", { multipart: advanceForm(fields) });
}

/** A complete, valid advance payment of `rows` dated today. */
export function validAdvance(rows: CartRow[], extra: AdvanceFields = {}): AdvanceFields {
  return {
    filingNumbers: rows.map((r) => r.filingNumber),
    paymentReference: "MP-2026-0001",
    paymentDate: `${TODAY}T00:00:00`,
    purpose: "Mokestis už paraiškas",
    payer: 'UAB "Šiaurės inovacijos"',
    amount: String(rows.reduce((sum, r) => sum + r.fees, 0)),
    additionalEmail: "buhalterija@example.lt",
    files: [{ name: "pavedimas.pdf", content: PDF_PROOF }],
    ...extra,
  };
}
