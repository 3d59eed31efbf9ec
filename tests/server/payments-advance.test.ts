/**
 * Payments server tests, part 2: the advance bank payment (decision 78, D2 §5). Every rule of the
 * form is re-checked by the server: amount both ways, future date, overdue by payment date, texts,
 * e-mail, file types and sizes, selection; roles and read-only; success stores the proof files.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientOf, impersonated } from "./support/applications";
import { cart, history, overdue, payInAdvance, PDF_PROOF, TODAY, validAdvance, type CartRow } from "./support/payments";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
let parent: TestClient;
let current: CartRow[];
let late: CartRow;
beforeAll(async () => {
  server = await startTestServer();
  parent = await clientOf(server, "demoparent");
  const rows = await cart(parent);
  current = rows.filter((r) => !overdue(r)).slice(0, 2);
  late = rows.find(overdue) as CartRow;
});
afterAll(() => server.close());

describe("advance payment validation", () => {
  it("refuses an amount below or above the selection's total", async () => {
    const total = current.reduce((s, r) => s + r.fees, 0);
    const small = await payInAdvance(parent, validAdvance(current, { amount: String(total - 1) }));
    expect([small.status, small.body?.description, small.body?.details?.fields]).toEqual([400, "payment.amount.too.small", { amount: "payment.amount.too.small" }]);
    const big = await payInAdvance(parent, validAdvance(current, { amount: String(total + 1) }));
    expect([big.status, big.body?.description, big.body?.details?.fields]).toEqual([400, "payment.amount.too.big", { amount: "payment.amount.too.big" }]);
    const euros = await payInAdvance(parent, validAdvance(current, { amount: (total / 100).toFixed(2) }));
    expect(euros.body?.details?.fields).toEqual({ amount: "required.field" });
  });

  it("refuses a payment date in the future, malformed or missing", async () => {
    const future = await payInAdvance(parent, validAdvance(current, { paymentDate: "2026-03-15T00:00:00" }));
    expect([future.status, future.body?.details?.fields]).toEqual([400, { paymentDate: "payment.date.error" }]);
    const bad = await payInAdvance(parent, validAdvance(current, { paymentDate: "2026-02-30T00:00:00" }));
    expect(bad.body?.details?.fields).toEqual({ paymentDate: "payment.date.error" });
    const missing = await payInAdvance(parent, validAdvance(current, { paymentDate: "" }));
    expect(missing.body?.details?.fields).toEqual({ paymentDate: "required.field" });
  });

  it("refuses a payment date after a selected last submit date (by day)", async () => {
    const fields = validAdvance([late]);
    const res = await payInAdvance(parent, fields);
    expect([res.status, res.body?.description]).toEqual([400, "pay.application.overdue.warning"]);
    // Paid on the last day itself is in time.
    const onTime = { ...fields, paymentDate: late.lastSubmitDate };
    const lastDay = await payInAdvance(parent, { ...onTime, amount: String(late.fees + 1) });
    expect(lastDay.body?.description).toBe("payment.amount.too.big");
  });

  it("refuses wrong file types and missing files (400) and oversize files (413)", async () => {
    const types = await payInAdvance(parent, validAdvance(current, { files: [{ name: "proof.png", content: PDF_PROOF }, { name: "b.pdf", content: PDF_PROOF }] }));
    expect([types.status, types.body?.description, types.body?.details?.fields]).toEqual([400, "invalid.file.types", { files: "invalid.file.types" }]);
    const none = await payInAdvance(parent, validAdvance(current, { files: [] }));
    expect(none.body?.details?.fields).toEqual({ files: "required.field" });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    const oversize = await payInAdvance(parent, validAdvance(current, { files: [{ name: "scan.JPG", content: big }] }));
    expect([oversize.status, oversize.body?.description]).toEqual([413, "file.too.large"]);
  });

  it("checks the texts, the e-mail and the selection, with the keys per field", async () => {
    const res = await payInAdvance(parent, validAdvance(current, {
      paymentReference: "x".repeat(201),
      purpose: "",
      payer: "Payer <script>™",
      additionalEmail: "nope@",
      filingNumbers: [],
    }));
    expect(res.status).toBe(400);
    expect(res.body?.details?.fields).toEqual({
      filingNumbers: "required.field",
      paymentReference: "max.length.exceeded",
      purpose: "required.field",
      payer: "invalid.characters.error",
      additionalEmail: "invalid.email.format",
    });
    const lithuanian = await payInAdvance(parent, validAdvance(current, { payer: "Ąžuolas Čiurlionis", amount: "1" }));
    expect(lithuanian.body?.description).toBe("payment.amount.too.small");
    const outside = await payInAdvance(parent, validAdvance(current, { filingNumbers: [...current.map((r) => r.filingNumber), "NO-SUCH-2"] }));
    expect([outside.status, outside.body?.description]).toEqual([400, "invalid.application.selection"]);
    expect(outside.body?.extraInfo?.invalidApplicationNumbers).toEqual(["NO-SUCH-2"]);
  });
});

describe("advance payment refusals and success", () => {
  it("refuses users without ROLE_PAYMENTS and read-only sessions", async () => {
    for (const username of ["demochild", "demonorole"]) {
      const res = await payInAdvance(await clientOf(server, username), validAdvance(current));
      expect([res.status, res.body?.description]).toEqual([403, "access.denied"]);
    }
    const readOnly = await payInAdvance(await impersonated(server, "demoparent"), validAdvance(current));
    expect([readOnly.status, readOnly.body?.description]).toEqual([403, "read.only.session"]);
  });

  it("answers 204, takes the rows out of the cart, adds a PENDING bank transfer and keeps the files", async () => {
    const total = current.reduce((s, r) => s + r.fees, 0);
    const files = [{ name: "pavedimas.pdf", content: PDF_PROOF }, { name: "kvitas.jpeg", content: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]) }];
    const res = await payInAdvance(parent, validAdvance(current, { paymentDate: `${TODAY}T00:00:00`, files }));
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    const after = await cart(parent);
    expect(after.some((r) => current.some((c) => c.filingNumber === r.filingNumber))).toBe(false);
    const latest = (await history(parent)).body.content[0];
    expect(latest).toMatchObject({ paymentMethod: "BANK_TRANSFER", status: "PENDING", totalCost: total, paidBy: 'UAB "Šiaurės inovacijos"', paymentDate: `${TODAY}T00:00:00` });
    const stored = await server.db.all<{ name: string; content_type: string; size: number }>(
      "SELECT name, content_type, size FROM payment_files WHERE payment_id = ? ORDER BY id",
      [latest?.paymentId ?? 0],
    );
    expect(stored).toEqual([
      { name: "pavedimas.pdf", content_type: "application/pdf", size: PDF_PROOF.byteLength },
      { name: "kvitas.jpeg", content_type: "image/jpeg", size: 4 },
    ]);
    const statuses = await server.db.all<{ status: string }>(
      `SELECT status FROM applications WHERE number IN (${current.map(() => "?").join(", ")})`,
      current.map((r) => r.filingNumber),
    );
    expect(statuses.every((s) => s.status === "SUBMITTED")).toBe(true);
    const invoice = await parent.api("GET", `/payments/history/download/invoice/${latest?.paymentId ?? 0}`);
    expect(invoice.status).toBe(404);
  });
});
