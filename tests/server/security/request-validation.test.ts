/**
 * Security suite: every /api/v1 request is checked against the contract before a
 * handler sees it. Each attack below reached a handler before the one validator (a 500 on the
 * child list, or an answer built from a value the contract does not allow); now each gets the
 * operation's contract key, and the server keeps answering. Shapes that the old per-route
 * checks already refused: tests/server/request-validation.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURED } from "../support/correspondence";
import type { TestClient } from "../support/test-client";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let parent: TestClient;
beforeAll(async () => {
  // The oversized search text answers decision 6's max.length.exceeded, a key the operation's
  // x-error-keys lack: this server writes no conformance log (see correspondence-drafts.test.ts).
  server = await startTestServer({ conformanceLogFile: undefined });
  parent = server.client();
  await parent.signInOk("demoparent");
});
afterAll(() => server.close());

const INVALID = { code: 400, description: "invalid.format" };

type Attack = [name: string, method: string, path: string, options: { json?: unknown; headers?: Record<string, string> }, expected: unknown];

const attacks: Attack[] = [
  ["a child-list sort column named after Object.prototype (constructor)", "GET", "/child/details?sort=constructor", {}, INVALID],
  ["a child-list sort column named __proto__", "GET", "/child/details?sort=__proto__", {}, INVALID],
  ["a child-list sort column named toString", "GET", "/child/details?sort=toString", {}, INVALID],
  ["a search text of 100,000 characters", "POST", "/correspondences/message/search", { json: { requestPage: 0, size: 10, search: "x".repeat(100_000) } }, { code: 400, description: "max.length.exceeded" }],
  ["an Idempotency-Key of 5,000 characters", "POST", `/correspondences/draft?messageId=${FEATURED.noReplies}`, { headers: { "Idempotency-Key": "k".repeat(5000) } }, INVALID],
];

describe("request validation against the contract", () => {
  it.each(attacks)("refuses %s", async (_name, method, path, options, expected) => {
    // validate: false where the answer's key is one the operation's x-error-keys lack (decision 6).
    const res = await parent.api(method, path, { ...options, validate: false });
    expect(res.body).toEqual(expected);
    expect((await parent.api("GET", "/child/details?sort=lastName&sortType=DESC")).status).toBe(200); // and the server answers on
  });
});
