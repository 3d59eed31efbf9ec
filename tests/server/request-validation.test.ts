/**
 * The contract's request validator (server/http/request-validation.ts) over real HTTP: shapes that
 * used to be refused by per-route checks are refused by the one validator with the operation's
 * keys; path parameters that cannot name anything are the operation's 404.
 * Attacks that reached handlers before it: tests/server/security/request-validation.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURED } from "./support/correspondence";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
let parent: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  parent = server.client();
  await parent.signInOk("demoparent");
});
afterAll(() => server.close());

const INVALID = { code: 400, description: "invalid.format" };
const LIST = { paginationData: { page: 0, size: 10 }, sortingData: { sortColumn: "applicationDate", sortType: "DESC" }, userId: 1 };

const cases: [name: string, method: string, path: string, json: unknown, expected: unknown][] = [
  ["a child-list page size beyond 100", "GET", "/child/details?size=100000", undefined, INVALID],
  ["a negative child-list page", "GET", "/child/details?page=-5", undefined, INVALID],
  ["a correspondence page size of a million", "POST", "/correspondences/message/search", { requestPage: 0, size: 1_000_000 }, INVALID],
  ["a sort direction outside ASC/DESC", "POST", "/correspondences/message/search", { sortType: "ASC; DROP TABLE users" }, INVALID],
  ["a JSON Patch that is no list", "PATCH", `/correspondences/message/${FEATURED.noReplies}`, { op: "replace", path: "/important", value: true }, INVALID],
  ["a JSON Patch on another field", "PATCH", `/correspondences/message/${FEATURED.noReplies}`, [{ op: "replace", path: "/subject", value: "x" }], INVALID],
  ["a message id that is no number", "POST", "/correspondences/draft?messageId=1%20OR%201=1", undefined, INVALID],
  ["an application sort column named __proto__", "POST", "/applications/all", { ...LIST, sortingData: { sortColumn: "__proto__", sortType: "DESC" } }, INVALID],
  ["a Nice class that is no number", "POST", "/applications/all", { ...LIST, filteringData: { niceClass: ["constructor"] } }, INVALID],
  ["a language that is an object", "PUT", "/account/language", { language: { toString: 1 } }, INVALID],
  ["a country-list language named __proto__", "GET", "/content/country?language=__proto__", undefined, INVALID],
  ["a payment-history sort column named constructor", "POST", "/payments/history/search", { requestPage: 0, size: 10, sort: "constructor" }, INVALID],
  ["a payment-history page of a billion rows", "POST", "/payments/history/search", { requestPage: 0, size: 1_000_000_000 }, INVALID],
  ["a lock target that is no boolean", "POST", "/account/lock", { fromCard: "yes" }, INVALID],
  ["a lock without a target", "POST", "/account/lock", {}, { code: 400, description: "required.field" }],
  ["an application list without its paging", "POST", "/applications/all", { userId: 1 }, INVALID],
  ["a path id that is no number", "GET", "/correspondences/attachments/abc", undefined, { code: 404, description: "something.not.found" }],
  // The operation's own 404 key, as for an id that names nothing.
  ["a payment id that is no number", "GET", "/payments/history/download/invoice/abc", undefined, { code: 404, description: "payment.invoice.historical.applications.failure" }],
  ["a message id below 1", "POST", "/correspondences/message/detail/0", { requestPage: 0, size: 10 }, { code: 404, description: "cannot.open.correspondence" }],
];

describe("the contract's request validator", () => {
  it.each(cases)("refuses %s", async (_name, method, path, json, expected) => {
    expect((await parent.api(method, path, { json })).body).toEqual(expected);
  });

  it("answers valid requests", async () => {
    expect((await parent.api("GET", "/child/details?sort=lastName&sortType=DESC")).status).toBe(200);
    expect((await parent.api("POST", "/correspondences/message/search", { json: { requestPage: 0, size: 10 } })).status).toBe(200);
    expect((await parent.api("POST", "/payments/history/search", { json: { requestPage: 0, size: 10, sort: "PAYMENT_DATE" } })).status).toBe(200);
  });
});
