import ExcelJS from "exceljs";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import lt from "../../server/content/literals/lt.json";
import { allRows, clientOf, dispositionFileName, draftBody, impersonated, listBody, type ErrorBody, type Item } from "./support/applications";
import type { TestClient, TestResponse } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
let parent: TestClient;
let child: TestClient;
let rows: Item[];
beforeAll(async () => {
  server = await startTestServer();
  parent = await clientOf(server, "demoparent");
  child = await clientOf(server, "demochild");
  rows = await allRows(parent, "all");
});
afterAll(() => server.close());

function find(test: (r: Item) => boolean): Item {
  const row = rows.find(test);
  if (!row) throw new Error("no such seeded application");
  return row;
}

/** A PDF download: its type, both file-name forms, the %PDF header, and pdf-lib loads it back. */
async function expectPdf(res: TestResponse, fileName: string): Promise<PDFDocument> {
  expect(res.status, res.text.slice(0, 200)).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`);
  expect(new TextDecoder().decode(res.bytes.subarray(0, 5))).toBe("%PDF-");
  const pdf = await PDFDocument.load(res.bytes);
  expect(pdf.getPageCount()).toBeGreaterThan(0);
  return pdf;
}

async function readSheet(bytes: Uint8Array): Promise<(string | number)[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const values: (string | number)[][] = [];
  sheet?.eachRow((row) => values.push((row.values as (string | number)[]).slice(1)));
  return values;
}

describe("GET /applications/{appNumber}/receipt", () => {
  it("serves the receipt of a listed application as a PDF named after its number", async () => {
    const row = find((r) => r.ipRightType === "design" && r.eserviceName === null && r.status === "REGISTERED");
    const res = await parent.api("GET", `/applications/${row.number}/receipt?ipRightType=design&applicationType=design`);
    const pdf = await expectPdf(res, `receipt-${row.number}.pdf`);
    expect(pdf.getTitle()).toBe(`Paraiškos gavimo kvitas ${row.number}`);
    expect(pdf.getKeywords()).toContain(row.associatedRight ?? "");
  });

  it("answers application.receipt.fetch.failed for unknown, hidden, other-right and mismatched applications", async () => {
    const design = find((r) => r.ipRightType === "design");
    const hidden = await server.db.first<{ number: string }>("SELECT number FROM applications ORDER BY id DESC LIMIT 1");
    for (const [client, path] of [
      [parent, "/applications/EF-1999-00001/receipt"],
      [parent, `/applications/${hidden?.number}/receipt`],
      [child, `/applications/${design.number}/receipt`],
      [parent, `/applications/${design.number}/receipt?ipRightType=trademark`],
    ] as const) {
      const res = await client.api<ErrorBody>("GET", path);
      expect(res.status, path).toBe(404);
      expect(res.body.description).toBe("application.receipt.fetch.failed");
    }
    expect((await parent.api("GET", `/applications/${design.number}/receipt?applicationType=patent`)).status).toBe(400);
    expect((await (await clientOf(server, "demonorole")).api("GET", `/applications/${design.number}/receipt`)).status).toBe(403);
  });
});

describe("draft receipts and invoices", () => {
  it("serves the draft receipt of a row waiting for payment or signature only", async () => {
    const waiting = find((r) => r.status === "WAITING_FOR_PAYMENT" && r.ipRightType === "trademark");
    const pdf = await expectPdf(await child.api("GET", `/applications/draft-receipt/${waiting.number}`), `draft-receipt-${waiting.number}.pdf`);
    expect(pdf.getSubject()).toBe(waiting.number);
    const registered = find((r) => r.status === "REGISTERED");
    const res = await parent.api<ErrorBody>("GET", `/applications/draft-receipt/${registered.number}`);
    expect(res.status).toBe(404);
    expect(res.body.description).toBe("application.pdf.failed.fetching");
  });

  it("serves the invoice of a paid application to ROLE_PAYMENTS, 404 payment.invoice.failed while unpaid", async () => {
    const paid = find((r) => r.status === "REGISTERED" && r.ipRightType === "trademark");
    const pdf = await expectPdf(await parent.api("GET", `/applications/invoice/${paid.number}`), `invoice-INV-${paid.number}.pdf`);
    expect(pdf.getTitle()).toBe(`Sąskaita faktūra INV-${paid.number}`);
    const unpaid = find((r) => r.status === "WAITING_FOR_PAYMENT");
    const res = await parent.api<ErrorBody>("GET", `/applications/invoice/${unpaid.number}`);
    expect(res.status).toBe(404);
    expect(res.body.description).toBe("payment.invoice.failed");
    expect((await child.api("GET", `/applications/invoice/${paid.number}`)).status).toBe(403);
  });
});

describe("POST /applications/{applicationType}/{type} (export)", () => {
  const columns = [
    { field: "number", header: "Filing number" },
    { field: "associatedRight", header: "APPLICATION NUMBER" },
    { field: "status", header: "Būsena" },
    { field: "applicationDate", header: "Application date" },
    { field: "niceClassless", header: "ignored" },
  ];

  it("writes every matching row (paging ignored) as .xlsx with the upper-cased header row", async () => {
    const filter = { filteringData: { ipRightType: "trademark" }, sortingData: { sortColumn: "id", sortType: "ASC" } };
    const body = { ...listBody(filter, 5), columns: columns.slice(0, 4) };
    const res = await parent.api("POST", "/applications/all/excel", { json: body });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(dispositionFileName(res.headers)).toBe("applications.xlsx");
    expect(res.headers.get("content-disposition")).toContain("filename*=UTF-8''applications.xlsx");
    const sheet = await readSheet(res.bytes);
    expect(sheet[0]).toEqual(["FILING NUMBER", "APPLICATION NUMBER", "BŪSENA", "APPLICATION DATE"]);
    const expected = (await allRows(parent, "all", filter)).sort((a, b) => a.id - b.id);
    expect(sheet.length - 1).toBe(expected.length);
    const first = expected[0] as Item;
    expect(sheet[1]).toEqual([first.number, first.associatedRight ?? "", (lt as Record<string, string>)[`app.status.${first.status}`], first.applicationDate?.slice(0, 10)]);
  });

  it("writes a landscape PDF table, also in a read-only session", async () => {
    const client = await impersonated(server, "demoparent");
    const res = await client.api("POST", "/applications/trademark/pdf", { json: { ...listBody({}, 10), columns: columns.slice(0, 4) } });
    const pdf = await expectPdf(res, "applications.pdf");
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    const [page] = pdf.getPages();
    expect(page && page.getWidth() > page.getHeight()).toBe(true);
  });

  it("refuses unknown tabs, file types and columns with invalid.format", async () => {
    for (const [path, extra] of [
      ["/applications/all/csv", {}],
      ["/applications/patent/excel", {}],
      ["/applications/all/excel", { columns }],
    ] as const) {
      const res = await parent.api<ErrorBody>("POST", path, { json: { ...listBody(), ...extra } });
      expect(res.status, path).toBe(400);
      expect(res.body.description).toBe("invalid.format");
    }
  });
});

describe("POST /applications/drafts/{applicationType}/{type} (draft export)", () => {
  it("writes drafts.xlsx and drafts.pdf with the default columns when none are given", async () => {
    const excel = await parent.api("POST", "/applications/drafts/eservice/excel", { json: draftBody() });
    expect(excel.status).toBe(200);
    expect(dispositionFileName(excel.headers)).toBe("drafts.xlsx");
    const sheet = await readSheet(excel.bytes);
    expect(sheet[0]?.[0]).toBe("PADAVIMO NUMERIS");
    expect(sheet.length - 1).toBe(12);
    await expectPdf(await child.api("POST", "/applications/drafts/trademark/pdf", { json: draftBody() }), "drafts.pdf");
  });
});
