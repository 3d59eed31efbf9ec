import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLogText } from "../contract/check-log";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
let dir: string;
let logFile: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "ipo-log-"));
  logFile = join(dir, "conformance.jsonl");
  server = await startTestServer({ conformanceLogFile: logFile });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("IPO_CONFORMANCE_LOG", () => {
  it("appends every /api/v1 response as a JSON line that the contract check accepts", async () => {
    const client = server.client();
    await client.api("GET", "/content/global");
    await client.signInOk("demoparent");
    await client.api("GET", "/auth/me");
    await client.api("PUT", "/account/language", { json: { language: "lt" } });
    await client.logout();
    await client.request("GET", "/sandbox/"); // not /api/v1: not logged

    const lines = readFileSync(logFile, "utf8").trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => `${l.method} ${l.path} ${l.status}`)).toEqual([
      "GET /content/global 200",
      "GET /auth/authorize 302",
      "POST /auth/sso/login 200",
      "GET /auth/me 200",
      "PUT /account/language 204",
      "GET /auth/logout/challenge 200",
      "POST /auth/logout 200",
    ]);
    const logout = lines[6] as { headers: Record<string, unknown>; body: unknown };
    expect(Object.keys(logout.headers)).toEqual(
      expect.arrayContaining(["content-type", "x-csrf-header-name", "x-csrf-token", "set-cookie", "cache-control"]),
    );
    expect((logout.headers["set-cookie"] as string[]).length).toBe(2);
    expect(logout.body).toEqual({ status: "LOGOUT_SUCCESS", redirect: "/login" });
    expect((lines[4] as { body: unknown }).body).toBeNull();

    const result = checkLogText(readFileSync(logFile, "utf8"));
    expect(result.problems).toEqual([]);
    expect(result.checked).toBe(7);
    expect(result.operations.size).toBe(7);
  });

  it("lets the check report a mismatching line", () => {
    const bad = JSON.stringify({ method: "GET", path: "/auth/me", status: 200, headers: {}, body: {} });
    const result = checkLogText(bad);
    expect(result.problems.length).toBeGreaterThan(0);
  });
});
