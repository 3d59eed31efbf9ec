/**
 * Security suite: the two modes. A production server has no sandbox (no mailbox with
 * reset links, no gateway stand-in, no impersonation, no test hooks), no demo accounts, and
 * refuses to start without its public origin; its external flows answer the contract's errors.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../../../server/config";
import { cart, overdue, type SignatureRow } from "../support/payments";
import { startTestServer, type TestServer } from "../support/test-server";

const ORIGIN = "https://ipo.example.lt";
/** Starting a real server process (tsx, migrations) on a busy 2-core machine. */
const SPAWN_TIMEOUT_MS = 60_000;
let production: TestServer;
beforeAll(async () => {
  production = await startTestServer({ mode: "production", publicOrigins: [ORIGIN] });
});
afterAll(() => production.close());

/** Runs server/main.ts with `env` until it prints `until` or exits; returns its output and exit code. */
function runServer(env: Record<string, string>, until: RegExp): Promise<{ output: string; code: number | null }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", join(process.cwd(), "server", "main.ts")], {
      env: { ...process.env, IPO_TEST_HOOKS: "", IPO_CONFORMANCE_LOG: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output)) child.kill("SIGTERM");
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.on("exit", (code) => resolve({ output, code }));
  });
}

describe("production mode", () => {
  it("has no sandbox: the mailbox with everyone's reset links answers 404", async () => {
    for (const path of ["/sandbox/", "/sandbox", "/sandbox/mailbox", "/sandbox/mailbox.json?to=demo.parent@example.lt"]) {
      const res = await production.client().request("GET", path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).not.toContain("demo.parent@example.lt");
    }
  });

  it("has no impersonation page: nobody opens a session of another account", async () => {
    const client = production.client();
    const res = await client.request("GET", "/sandbox/impersonate?username=demoparent");
    expect(res.status).toBe(404);
    expect(res.setCookies).toEqual([]);
    expect((await client.api("GET", "/auth/me")).status).toBe(401);
  });

  it("has no gateway stand-in: init-login answers 503 service.unavailable, the sandbox gateway 404", async () => {
    const client = production.client();
    await client.api("GET", "/content/global");
    const init = await client.api("POST", "/epaslaugos/auth/init-login", { form: { callbackUrl: "/epaslaugos/auth/callback/new-account" } });
    expect(init.status).toBe(503);
    expect(init.body).toEqual({ code: 503, description: "service.unavailable" });
    const page = await client.request("POST", "/sandbox/gateway/authenticate", { form: { ticket: "x", personId: "1" } });
    expect(page.status).toBe(404);
  });

  it("has no payment provider or signing stand-in: both answer 500 something.went.wrong", async () => {
    const client = production.client();
    await client.signInOk("demoparent"); // the test server seeds; a production start does not (below)
    const payable = (await cart(client)).find((row) => !overdue(row));
    const pay = await client.api("POST", "/payments", { json: { filingNumbers: [payable?.filingNumber] } });
    expect(pay.body).toEqual({ code: 500, description: "something.went.wrong" });
    const waiting = await client.api<SignatureRow[]>("POST", "/signatures", { json: { sortColumn: "eserviceCode", sortType: "ASC" } });
    const sign = await client.api("POST", `/signatures/sign/${waiting.body[0]?.filingNumber}`);
    expect(sign.body).toEqual({ code: 500, description: "something.went.wrong" });
  });

  it("has no test hooks, even when asked for", async () => {
    for (const [method, path] of [["POST", "/sandbox/test/reset"], ["POST", "/sandbox/faults"], ["GET", "/sandbox/faults"]] as const) {
      expect((await production.client().request(method, path)).status, path).toBe(404);
    }
    expect(() => readConfig({ IPO_MODE: "production", IPO_PUBLIC_ORIGIN: ORIGIN, IPO_TEST_HOOKS: "1" })).toThrow(/IPO_TEST_HOOKS/);
  });

  it("refuses to start without IPO_PUBLIC_ORIGIN", async () => {
    const { output, code } = await runServer({ IPO_MODE: "production", IPO_PUBLIC_ORIGIN: "", PORT: "0" }, /listening/);
    expect(code).toBe(2);
    expect(output).toContain("IPO_PUBLIC_ORIGIN");
    expect(() => readConfig({ IPO_MODE: "production", IPO_PUBLIC_ORIGIN: "http://ipo.example.lt" })).toThrow(/https/);
  }, SPAWN_TIMEOUT_MS);

  it("starts without demo accounts (their password is public), on 127.0.0.1 unless HOST is set", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ipo-prod-"));
    try {
      const env = { IPO_MODE: "production", IPO_PUBLIC_ORIGIN: ORIGIN, PORT: "0", DATABASE_URL: `file:${join(dir, "ipo.db")}` };
      const { output } = await runServer(env, /listening on \S+\n[\s\S]*public origin/);
      expect(output).toMatch(/PRODUCTION mode\) listening on http:\/\/127\.0\.0\.1:\d+/);
      expect(output).not.toContain("seeded the demo office");
      expect(output).not.toContain("demo accounts");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, SPAWN_TIMEOUT_MS);
});
