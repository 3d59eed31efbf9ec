/**
 * Payments server tests, part 1: the shopping cart (whole list, sort values, scope, roles), online
 * payment (validation, overdue, selection, the sandbox provider's approve and decline flows) and
 * submit without payment.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAccount } from "./support/accounts";
import { clientOf, impersonated } from "./support/applications";
import { cart, history, overdue, type CartRow, type PaymentErrorBody } from "./support/payments";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
let parent: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  parent = await clientOf(server, "demoparent");
});
afterAll(() => server.close());

function pay(client: TestClient, body: Record<string, unknown>) {
  return client.api<{ redirectToPaymentPlatformUrl: string; paymentData: string } & PaymentErrorBody>("POST", "/payments", { json: body });
}

function dataOf(html: string, name: string): string {
  return new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "";
}

describe("shopping cart", () => {
  it("lists the whole cart, ID DESC by default, of several types with some overdue rows", async () => {
    const rows = await cart(parent);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(["TM", "DS", "ES"]));
    expect(rows.every((r) => r.status === "WAITING_FOR_PAYMENT" && Number.isInteger(r.fees) && r.fees > 0)).toBe(true);
    expect(rows.some(overdue)).toBe(true);
    expect(rows.some((r) => !overdue(r))).toBe(true);
    const ids = rows.map((r) => Number(r.filingNumber.slice(-5)));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("sorts by every column of decision 73, ties by id DESC", async () => {
    const byFees = await cart(parent, "FEES", "ASC");
    expect(byFees.map((r) => r.fees)).toEqual([...byFees.map((r) => r.fees)].sort((a, b) => a - b));
    for (let i = 1; i < byFees.length; i++) {
      const [a, b] = [byFees[i - 1] as CartRow, byFees[i] as CartRow];
      if (a.fees === b.fees) expect(a.filingNumber > b.filingNumber).toBe(true);
    }
    const byType = await cart(parent, "TYPE", "ASC");
    const types = byType.map((r) => r.type);
    expect(types).toEqual([...types].sort());
    const byDate = await cart(parent, "LAST_SUBMIT_DATE", "DESC");
    expect(byDate.map((r) => r.lastSubmitDate)).toEqual([...byDate.map((r) => r.lastSubmitDate)].sort().reverse());
    for (const sort of ["FILING_NUMBER", "STATUS", "DENOMINATION", "USER_REFERENCE", "APPLICATION_NUMBER", "REGISTRATION_NUMBER", "APPLICANT"]) {
      expect((await cart(parent, sort, "ASC")).length).toBe(byFees.length);
    }
    const bad = await parent.api<PaymentErrorBody>("POST", "/payments/shoppingCart", { json: { sort: "NAME", sortType: "ASC" } });
    expect([bad.status, bad.body.description]).toEqual([400, "invalid.format"]);
  });

  it("shows a child with ROLE_PAYMENTS the parent's cart, for the IP rights it holds only", async () => {
    const id = await insertAccount(server.db, { username: "paychild" });
    await server.db.run("INSERT INTO user_roles (user_id, role) VALUES (?, 'ROLE_PAYMENTS')", [id]);
    const own = await cart(parent);
    const child = await cart(await clientOf(server, "paychild"));
    expect(child.length).toBeGreaterThan(0);
    expect(child.every((r) => r.type !== "DS")).toBe(true);
    expect(child.map((r) => r.filingNumber)).toEqual(own.filter((r) => child.some((c) => c.filingNumber === r.filingNumber)).map((r) => r.filingNumber));
    const designs = await server.db.all<{ number: string }>("SELECT number FROM applications WHERE status = 'WAITING_FOR_PAYMENT' AND ip_right_type = 'design'");
    expect(child.some((r) => designs.some((d) => d.number === r.filingNumber))).toBe(false);
    expect(child.length + designs.length).toBe(own.length);
  });

  it("refuses users without ROLE_PAYMENTS", async () => {
    for (const username of ["demochild", "demonorole"]) {
      const client = await clientOf(server, username);
      const res = await client.api<PaymentErrorBody>("POST", "/payments/shoppingCart", { json: { sort: "ID", sortType: "DESC" } });
      expect([res.status, res.body.description]).toEqual([403, "access.denied"]);
      const paying = await pay(client, { filingNumbers: ["EF-2026-00207"] });
      expect([paying.status, paying.body.description]).toEqual([403, "access.denied"]);
    }
  });

  it("lets a read-only session read the cart but not pay or submit", async () => {
    const readOnly = await impersonated(server, "demoparent");
    expect((await cart(readOnly)).length).toBeGreaterThan(0);
    const paying = await pay(readOnly, { filingNumbers: ["EF-2026-00207"] });
    expect([paying.status, paying.body.description]).toEqual([403, "read.only.session"]);
    const submit = await readOnly.api<PaymentErrorBody>("POST", "/payments/submit/EF-2026-00206");
    expect([submit.status, submit.body.description]).toEqual([403, "read.only.session"]);
  });
});

describe("online payment", () => {
  it("validates the request per field", async () => {
    const res = await pay(parent, { filingNumbers: [], reference: "x".repeat(201), additionalEmail: "not-an-email" });
    expect(res.status).toBe(400);
    expect(res.body.details?.fields).toEqual({
      filingNumbers: "required.field",
      reference: "max.length.exceeded",
      additionalEmail: "invalid.email.format",
    });
    expect(res.body.description.split(",").sort()).toEqual(["invalid.email.format", "max.length.exceeded", "required.field"]);
    const chars = await pay(parent, { filingNumbers: ["EF-2026-00207"], reference: "Ref ✓", additionalEmail: `${"a".repeat(45)}@ex.lt` });
    expect(chars.body.details?.fields).toEqual({ reference: "invalid.characters.error", additionalEmail: "max.length.exceeded" });
  });

  it("refuses an overdue selection and numbers outside the cart", async () => {
    const rows = await cart(parent);
    const late = rows.find(overdue) as CartRow;
    const res = await pay(parent, { filingNumbers: [late.filingNumber] });
    expect([res.status, res.body.description]).toEqual([400, "pay.application.overdue.warning"]);
    const registered = await server.db.first<{ id: number; number: string }>("SELECT id, number FROM applications WHERE status = 'REGISTERED'");
    const numbers = [registered?.number ?? "", "NO-SUCH-1", late.filingNumber];
    const outside = await pay(parent, { filingNumbers: numbers });
    expect([outside.status, outside.body.description]).toEqual([400, "invalid.application.selection"]);
    expect(outside.body.extraInfo).toEqual({ invalidApplicationIds: [registered?.id], invalidApplicationNumbers: numbers.slice(0, 2), multiplicityError: false });
  });

  it("pays through the sandbox provider: approve, redirect, out of the cart, COMPLETED in the history", async () => {
    const before = await cart(parent);
    const chosen = before.filter((r) => !overdue(r)).slice(0, 2);
    const total = chosen.reduce((s, r) => s + r.fees, 0);
    const res = await pay(parent, { filingNumbers: chosen.map((r) => r.filingNumber), reference: "Užsakymas 42", additionalEmail: "a@example.lt" });
    expect(res.status).toBe(200);
    expect(res.body.redirectToPaymentPlatformUrl).toBe("/sandbox/payment-provider");
    const page = await parent.request("POST", res.body.redirectToPaymentPlatformUrl, { form: { data: res.body.paymentData } });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`${(total / 100).toFixed(2)} €`);
    for (const row of chosen) expect(page.text).toContain(row.filingNumber);
    expect(page.text).toContain("Užsakymas 42");
    const approved = await parent.request("POST", "/sandbox/payment-provider/finish", { form: { data: dataOf(page.text, "data"), outcome: "approve" } });
    expect(approved.status).toBe(303);
    expect(approved.headers.get("location")).toBe("/payments/shopping-cart?paymentCompleted=1");
    const after = await cart(parent);
    expect(after.length).toBe(before.length - 2);
    expect(after.some((r) => chosen.some((c) => c.filingNumber === r.filingNumber))).toBe(false);
    const latest = (await history(parent)).body.content[0];
    expect(latest).toMatchObject({ paymentMethod: "ONLINE", status: "COMPLETED", totalCost: total, paidBy: "Jonas Petraitis", paymentDate: "2026-03-14T10:00:00" });
    const again = await parent.request("POST", "/sandbox/payment-provider/finish", { form: { data: res.body.paymentData, outcome: "approve" } });
    expect(again.status).toBe(400);
  });

  it("declines and cancels: the rows stay in the cart, FAILED and CANCELLED items are added", async () => {
    const row = (await cart(parent)).find((r) => !overdue(r)) as CartRow;
    for (const [outcome, status] of [["decline", "FAILED"], ["cancel", "CANCELLED"]] as const) {
      const res = await pay(parent, { filingNumbers: [row.filingNumber] });
      const done = await parent.request("POST", "/sandbox/payment-provider/finish", { form: { data: res.body.paymentData, outcome } });
      expect([done.status, done.headers.get("location")]).toEqual([303, "/payments/shopping-cart"]);
      expect((await cart(parent)).some((r) => r.filingNumber === row.filingNumber)).toBe(true);
      expect((await history(parent)).body.content[0]).toMatchObject({ paymentMethod: "ONLINE", status, totalCost: row.fees });
    }
  });

  it("shows an explanatory page without data and an error for an unknown token", async () => {
    expect((await parent.request("GET", "/sandbox/payment-provider")).status).toBe(200);
    const unknown = await parent.request("POST", "/sandbox/payment-provider", { form: { data: "nope" } });
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('role="alert"');
  });
});

describe("submit without payment", () => {
  it("submits a DS row waiting for payment (204) and refuses other types", async () => {
    const rows = await cart(parent);
    const design = rows.find((r) => r.type === "DS") as CartRow;
    const res = await parent.api("POST", `/payments/submit/${design.filingNumber}`);
    expect(res.status).toBe(204);
    expect((await cart(parent)).some((r) => r.filingNumber === design.filingNumber)).toBe(false);
    const again = await parent.api<PaymentErrorBody>("POST", `/payments/submit/${design.filingNumber}`);
    expect([again.status, again.body.description]).toEqual([400, "action.not.allowed"]);
    const trademark = rows.find((r) => r.type === "TM") as CartRow;
    const refused = await parent.api<PaymentErrorBody>("POST", `/payments/submit/${trademark.filingNumber}`);
    expect([refused.status, refused.body.description]).toEqual([400, "action.not.allowed"]);
    expect((await parent.api("POST", "/payments/submit/NO-SUCH-1")).status).toBe(404);
  });
});
