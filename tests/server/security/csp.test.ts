/**
 * The CSP is built from the configuration. Forms may post to the app's own origin and to
 * the origins of the configured gateway, payment provider and signing service, nothing else (no
 * wildcard, no paths); every other directive stays 'self'. The demo's sandbox stand-ins are 'self'.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_EXTERNAL_URLS } from "../../../server/config";
import { contentSecurityPolicy, externalOrigins } from "../../../server/http/security-headers";
import { startTestServer, type TestServer } from "../support/test-server";

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name as string, values]));
}

const EXTERNAL = {
  gateway: "https://gateway.epaslaugos.example/auth/login?service=ipo",
  paymentProvider: "https://pay.bank.example:8443/checkout",
  signing: "https://sign.example/session",
};

describe("contentSecurityPolicy", () => {
  it("lets forms post to the configured external systems' origins and nowhere else", () => {
    const policy = directives(contentSecurityPolicy(EXTERNAL));
    expect(policy.get("form-action")).toEqual(["'self'", "https://gateway.epaslaugos.example", "https://pay.bank.example:8443", "https://sign.example"]);
    expect(contentSecurityPolicy(EXTERNAL)).not.toContain("*");
    for (const [name, values] of policy) {
      if (name === "form-action") continue;
      for (const origin of ["gateway.epaslaugos.example", "pay.bank.example", "sign.example"]) expect(values.join(" "), name).not.toContain(origin);
    }
  });

  it("names an origin shared by two systems once, and leaves out systems that are not configured", () => {
    expect(externalOrigins({ gateway: "https://ext.example/gw", paymentProvider: "https://ext.example/pay", signing: null })).toEqual(["https://ext.example"]);
    expect(directives(contentSecurityPolicy({ gateway: null, paymentProvider: null, signing: null })).get("form-action")).toEqual(["'self'"]);
  });

  it("keeps the demo's one-origin sandbox at 'self'", () => {
    expect(directives(contentSecurityPolicy(SANDBOX_EXTERNAL_URLS)).get("form-action")).toEqual(["'self'"]);
  });
});

describe("served CSP", () => {
  let production: TestServer;
  let demo: TestServer;
  beforeAll(async () => {
    // An app shell to serve (the test servers have no build).
    const distDir = mkdtempSync(join(tmpdir(), "ipo-csp-dist-"));
    writeFileSync(join(distDir, "index.html"), "<!doctype html><title>IPO</title>");
    [production, demo] = await Promise.all([
      startTestServer({ mode: "production", publicOrigins: ["https://ipo.example.lt"], external: EXTERNAL, distDir }),
      startTestServer(),
    ]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([production.close(), demo.close()]);
  });

  it("production: the app shell's form-action names the configured systems", async () => {
    const res = await production.client().request("GET", "/");
    expect(directives(res.headers.get("content-security-policy") ?? "").get("form-action")).toEqual([
      "'self'",
      "https://gateway.epaslaugos.example",
      "https://pay.bank.example:8443",
      "https://sign.example",
    ]);
  });

  it("demo: 'self' only (the stand-ins live under /sandbox/ on the app's origin)", async () => {
    const res = await demo.client().request("GET", "/sandbox/");
    expect(directives(res.headers.get("content-security-policy") ?? "").get("form-action")).toEqual(["'self'"]);
  });
});
