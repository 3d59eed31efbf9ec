/**
 * Payments server tests, part 3: the payment history (seed, filters, search, sort columns with the
 * PAID_BY synonym, ties by id DESC, paging) and the invoice PDF of a completed payment.
 */
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientOf, dispositionFileName, impersonated } from "./support/applications";
import { history, type HistoryItem, type PaymentErrorBody } from "./support/payments";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
let parent: TestClient;
let all: HistoryItem[];
beforeAll(async () => {
  server = await startTestServer();
  parent = await clientOf(server, "demoparent");
  all = (await history(parent, { size: 100 })).body.content;
});
afterAll(() => server.close());

function sortedCopy<T>(values: T[], compare: (a: T, b: T) => number): T[] {
  return [...values].sort(compare);
}

describe("payment history", () => {
  it("holds the 60 seeded payments across methods and statuses, PAYMENT_DATE DESC by default", async () => {
    expect(all.length).toBe(60);
    const page = await history(parent);
    expect(page.body).toMatchObject({ totalResults: 60, pageSize: 10, pageNumber: 0, numberOfElements: 10 });
    expect(new Set(all.map((p) => p.paymentMethod))).toEqual(new Set(["ONLINE", "BANK_TRANSFER"]));
    expect(new Set(all.map((p) => p.status))).toEqual(new Set(["PENDING", "COMPLETED", "FAILED", "CANCELLED"]));
    const dates = all.map((p) => p.paymentDate);
    expect(dates).toEqual(sortedCopy(dates, (a, b) => b.localeCompare(a)));
    expect(all.every((p) => p.applicationNumbers.length > 0 && p.totalCost > 0)).toBe(true);
  });

  it("sorts by PAYER (and its synonym PAID_BY), PAYMENT_METHOD and PAYMENT_TOTAL_COST, ties by id DESC", async () => {
    const payer = (await history(parent, { size: 100, sort: "PAYER", sortType: "ASC" })).body.content;
    const paidBy = (await history(parent, { size: 100, sort: "PAID_BY", sortType: "ASC" })).body.content;
    expect(paidBy.map((p) => p.paymentId)).toEqual(payer.map((p) => p.paymentId));
    for (let i = 1; i < payer.length; i++) {
      const [a, b] = [payer[i - 1] as HistoryItem, payer[i] as HistoryItem];
      const order = a.paidBy.toLowerCase().localeCompare(b.paidBy.toLowerCase(), "en");
      if (a.paidBy === b.paidBy) expect(a.paymentId).toBeGreaterThan(b.paymentId);
      else expect(order).toBeLessThanOrEqual(0);
    }
    const cost = (await history(parent, { size: 100, sort: "PAYMENT_TOTAL_COST", sortType: "DESC" })).body.content;
    expect(cost.map((p) => p.totalCost)).toEqual(sortedCopy(cost.map((p) => p.totalCost), (a, b) => b - a));
    const method = (await history(parent, { size: 100, sort: "PAYMENT_METHOD", sortType: "ASC" })).body.content;
    expect(method[0]?.paymentMethod).toBe("BANK_TRANSFER");
    expect(method.at(-1)?.paymentMethod).toBe("ONLINE");
    const bad = await parent.api<PaymentErrorBody>("POST", "/payments/history/search", { json: { requestPage: 0, size: 10, sort: "AMOUNT" } });
    expect([bad.status, bad.body.description]).toEqual([400, "invalid.format"]);
  });

  it("pages, and answers an empty page beyond the last one", async () => {
    const second = await history(parent, { requestPage: 1, size: 25 });
    expect(second.body.content.map((p) => p.paymentId)).toEqual(all.slice(25, 50).map((p) => p.paymentId));
    const beyond = await history(parent, { requestPage: 9, size: 10 });
    expect(beyond.body).toMatchObject({ content: [], pageNumber: 9, numberOfElements: 0, totalResults: 60 });
  });

  it("filters by ipRightTypes and searches references, numbers and payer", async () => {
    const designs = await history(parent, { size: 100, filterCriteria: { ipRightTypes: ["design"] } });
    const trademarks = await history(parent, { size: 100, filterCriteria: { ipRightTypes: ["trademark"] } });
    expect(designs.body.totalResults).toBeGreaterThan(0);
    expect(trademarks.body.totalResults).toBeGreaterThan(0);
    expect(designs.body.totalResults + trademarks.body.totalResults).toBeGreaterThanOrEqual(60);
    const withNumber = all.find((p) => p.applicationNumbers.length > 1) as HistoryItem;
    const number = withNumber.applicationNumbers[1] as string;
    const byNumber = (await history(parent, { size: 100, search: number.toLowerCase() })).body.content;
    expect(byNumber.some((p) => p.paymentId === withNumber.paymentId)).toBe(true);
    expect(byNumber.every((p) => p.applicationNumbers.includes(number))).toBe(true);
    const withReference = all.find((p) => p.applicationsReferences.length > 0) as HistoryItem;
    const byReference = (await history(parent, { size: 100, search: withReference.applicationsReferences[0] })).body.content;
    expect(byReference.some((p) => p.paymentId === withReference.paymentId)).toBe(true);
    const byPayer = (await history(parent, { size: 100, search: "  šiaurės " })).body.content;
    expect(byPayer.length).toBeGreaterThan(0);
    expect(byPayer.every((p) => p.paidBy.includes("Šiaurės"))).toBe(true);
  });

  it("is readable in a read-only session and refused without ROLE_PAYMENTS", async () => {
    expect((await history(await impersonated(server, "demoparent"))).status).toBe(200);
    for (const username of ["demochild", "demonorole"]) {
      const res = await history(await clientOf(server, username));
      expect([res.status, (res.body as unknown as PaymentErrorBody).description]).toEqual([403, "access.denied"]);
    }
  });
});

describe("payment invoices", () => {
  it("serves the invoice of a completed payment as a PDF that pdf-lib loads", async () => {
    const paid = all.find((p) => p.status === "COMPLETED" && p.applicationNumbers.length > 1) as HistoryItem;
    const res = await parent.api("GET", `/payments/history/download/invoice/${paid.paymentId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const name = `INV-P-${String(paid.paymentId).padStart(6, "0")}.pdf`;
    expect(dispositionFileName(res.headers)).toBe(name);
    const pdf = await PDFDocument.load(res.bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toContain(name.replace(".pdf", ""));
    for (const number of paid.applicationNumbers) expect(pdf.getKeywords()).toContain(number);
  });

  it("answers 404 payment.invoice.historical.applications.failure for pending, failed and unknown payments", async () => {
    for (const status of ["PENDING", "FAILED", "CANCELLED"]) {
      const payment = all.find((p) => p.status === status) as HistoryItem;
      const res = await parent.api<PaymentErrorBody>("GET", `/payments/history/download/invoice/${payment.paymentId}`);
      expect([res.status, res.body.description]).toEqual([404, "payment.invoice.historical.applications.failure"]);
    }
    const unknown = await parent.api<PaymentErrorBody>("GET", "/payments/history/download/invoice/99999");
    expect([unknown.status, unknown.body.description]).toEqual([404, "payment.invoice.historical.applications.failure"]);
  });

  it("refuses users without ROLE_PAYMENTS", async () => {
    const res = await (await clientOf(server, "demochild")).api<PaymentErrorBody>("GET", `/payments/history/download/invoice/${all[0]?.paymentId ?? 1}`);
    expect([res.status, res.body.description]).toEqual([403, "access.denied"]);
  });
});
