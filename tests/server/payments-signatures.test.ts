/**
 * Payments server tests, part 4: the signature list (sort values of decision 73, eserviceCode by
 * type) and signing through the sandbox signing page (decision 80): the text/plain URL, Sign moving
 * the application to WAITING_FOR_PAYMENT (unpaid fees) or SUBMITTED, Cancel leaving it, roles.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientOf, impersonated } from "./support/applications";
import { cart, type PaymentErrorBody, type SignatureRow } from "./support/payments";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
let parent: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  parent = await clientOf(server, "demoparent");
});
afterAll(() => server.close());

async function signatures(client: TestClient, sortColumn = "eserviceCode", sortType = "ASC") {
  return client.api<SignatureRow[]>("POST", "/signatures", { json: { sortColumn, sortType } });
}

function tokenOf(url: string): string {
  return new URL(url, "http://x").searchParams.get("token") ?? "";
}

describe("signature list", () => {
  it("lists the rows waiting for signature, eserviceCode sorting by type, ties by id DESC", async () => {
    const rows = (await signatures(parent)).body;
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(["TM", "DS", "ES"]));
    const types = rows.map((r) => r.type);
    expect(types).toEqual([...types].sort());
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1] as SignatureRow, rows[i] as SignatureRow];
      if (a.type === b.type) expect(a.filingNumber > b.filingNumber).toBe(true);
    }
    const byNumber = (await signatures(parent, "filingNumber", "DESC")).body.map((r) => r.filingNumber);
    expect(byNumber).toEqual([...byNumber].sort().reverse());
    for (const column of ["userReference", "applicationNumber", "registrationNumber"]) {
      expect((await signatures(parent, column, "DESC")).body.length).toBe(rows.length);
    }
    // What is signed: a mark's or design's name, an e-service's name, the fees.
    for (const row of rows) {
      expect(row.type === "ES" ? row.eserviceName : row.denomination, `${row.filingNumber} says what is signed`).toEqual(expect.any(String));
      expect(Number.isInteger(row.fees) && row.fees >= 0).toBe(true);
    }
    const bad = await parent.api<PaymentErrorBody>("POST", "/signatures", { json: { sortColumn: "type", sortType: "ASC" } });
    expect([bad.status, bad.body.description]).toEqual([400, "invalid.format"]);
  });

  it("shows the parent's rows to a child with a trademark role (trademarks only) and refuses demonorole", async () => {
    const child = (await signatures(await clientOf(server, "demochild"))).body;
    expect(child.length).toBeGreaterThan(0);
    expect(child.every((r) => r.type !== "DS")).toBe(true);
    const refused = await (await clientOf(server, "demonorole")).api<PaymentErrorBody>("POST", "/signatures", { json: { sortColumn: "eserviceCode", sortType: "ASC" } });
    expect([refused.status, refused.body.description]).toEqual([403, "access.denied"]);
  });
});

describe("signing", () => {
  it("answers the sandbox page's URL as text/plain; Sign moves the row to the cart (unpaid fees)", async () => {
    const row = (await signatures(parent)).body.find((r) => r.type === "TM") as SignatureRow;
    const res = await parent.api("POST", `/signatures/sign/${row.filingNumber}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect(res.text).toMatch(/^\/sandbox\/signing\?token=[\w-]+$/);
    const page = await parent.request("GET", res.text);
    expect(page.status).toBe(200);
    expect(page.text).toContain(row.filingNumber);
    expect(page.text).toContain(`<title>Sign ${row.filingNumber}: ${row.denomination ?? ""} (sandbox signing service)</title>`);
    const signed = await parent.request("POST", "/sandbox/signing/finish", { form: { token: tokenOf(res.text), outcome: "sign" } });
    expect([signed.status, signed.headers.get("location")]).toEqual([303, "/signatures"]);
    expect((await signatures(parent)).body.some((r) => r.filingNumber === row.filingNumber)).toBe(false);
    expect((await cart(parent)).some((r) => r.filingNumber === row.filingNumber)).toBe(true);
    const again = await parent.request("POST", "/sandbox/signing/finish", { form: { token: tokenOf(res.text), outcome: "sign" } });
    expect(again.status).toBe(400);
    const notWaiting = await parent.api<PaymentErrorBody>("POST", `/signatures/sign/${row.filingNumber}`);
    expect([notWaiting.status, notWaiting.body.description]).toEqual([400, "action.not.allowed"]);
  });

  it("submits a signed application without fees to SUBMITTED, and Cancel leaves a row waiting", async () => {
    const rows = (await signatures(parent)).body;
    const [free, kept] = rows as [SignatureRow, SignatureRow];
    await server.db.run("UPDATE applications SET fees = 0 WHERE number = ?", [free.filingNumber]);
    const url = (await parent.api("POST", `/signatures/sign/${free.filingNumber}`)).text;
    await parent.request("POST", "/sandbox/signing/finish", { form: { token: tokenOf(url), outcome: "sign" } });
    const status = await server.db.first<{ status: string }>("SELECT status FROM applications WHERE number = ?", [free.filingNumber]);
    expect(status?.status).toBe("SUBMITTED");
    const cancelUrl = (await parent.api("POST", `/signatures/sign/${kept.filingNumber}`)).text;
    const cancelled = await parent.request("POST", "/sandbox/signing/finish", { form: { token: tokenOf(cancelUrl), outcome: "cancel" } });
    expect([cancelled.status, cancelled.headers.get("location")]).toEqual([303, "/signatures"]);
    expect((await signatures(parent)).body.some((r) => r.filingNumber === kept.filingNumber)).toBe(true);
  });

  it("needs ROLE_SIGNATURES, refuses read-only sessions and unknown numbers", async () => {
    const row = (await signatures(parent)).body[0] as SignatureRow;
    const child = await (await clientOf(server, "demochild")).api<PaymentErrorBody>("POST", `/signatures/sign/${row.filingNumber}`);
    expect([child.status, child.body.description]).toEqual([403, "access.denied"]);
    const readOnly = await (await impersonated(server, "demoparent")).api<PaymentErrorBody>("POST", `/signatures/sign/${row.filingNumber}`);
    expect([readOnly.status, readOnly.body.description]).toEqual([403, "read.only.session"]);
    const unknown = await parent.api<PaymentErrorBody>("POST", "/signatures/sign/NO-SUCH-3");
    expect([unknown.status, unknown.body.description]).toEqual([404, "something.not.found"]);
  });

  it("shows the signing page's explanation without a token and an alert for an unknown one", async () => {
    expect((await parent.request("GET", "/sandbox/signing")).status).toBe(200);
    const unknown = await parent.request("GET", "/sandbox/signing?token=nope");
    expect(unknown.status).toBe(400);
    const index = await parent.request("GET", "/sandbox/");
    expect(index.text).toContain('href="/sandbox/payment-provider"');
    expect(index.text).toContain('href="/sandbox/signing"');
  });
});
