/** server/config.ts (modes, origins, external URLs) and the trusted-proxy list of server/http/forwarded.ts. */
import { describe, expect, it } from "vitest";
import { ConfigError, readConfig, SANDBOX_EXTERNAL_URLS } from "../../server/config";
import { TrustedProxies } from "../../server/http/forwarded";

describe("readConfig", () => {
  it("defaults to the demo on 127.0.0.1 with the sandbox and the server's own origins", () => {
    const config = readConfig({ PORT: "8123" });
    expect(config).toMatchObject({ mode: "demo", host: "127.0.0.1", external: SANDBOX_EXTERNAL_URLS, trustedProxies: [] });
    expect(config.publicOrigins).toEqual(["http://localhost:8123", "http://127.0.0.1:8123"]);
    expect(readConfig({ HOST: "0.0.0.0", IPO_PUBLIC_ORIGIN: "http://demo.example:8080/" }).publicOrigins[0]).toBe("http://demo.example:8080");
  });

  it("in production: only the configured origin, no external systems unless configured, a fixed secret when given", () => {
    const config = readConfig({
      IPO_MODE: "production",
      IPO_PUBLIC_ORIGIN: "https://ipo.example.lt",
      IPO_TRUSTED_PROXIES: "10.0.0.5, 10.1.0.0/16",
      IPO_SIGNING_URL: "https://sign.example.lt/start",
      IPO_SESSION_SECRET: "s".repeat(32),
    });
    expect(config.publicOrigins).toEqual(["https://ipo.example.lt"]);
    expect(config.trustedProxies).toEqual(["10.0.0.5", "10.1.0.0/16"]);
    expect(config.external).toEqual({ gateway: null, paymentProvider: null, signing: "https://sign.example.lt/start" });
    expect(config.sessionSecret.toString()).toBe("s".repeat(32));
  });

  it("refuses what it cannot run safely", () => {
    for (const env of [
      { IPO_MODE: "prod" },
      { IPO_MODE: "production" },
      { IPO_MODE: "production", IPO_PUBLIC_ORIGIN: "https://ipo.example.lt/path" },
      { IPO_MODE: "production", IPO_PUBLIC_ORIGIN: "http://ipo.example.lt" },
      { IPO_SESSION_SECRET: "short" },
      { IPO_GATEWAY_URL: "javascript:alert(1)" },
      { IPO_TRUSTED_PROXIES: "proxy.example" },
    ]) {
      expect(() => readConfig(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });
});

describe("TrustedProxies", () => {
  it("matches addresses, CIDR ranges and IPv4-mapped peers, nothing when empty", () => {
    const proxies = new TrustedProxies(["10.0.0.5", "192.168.0.0/24", "::1"]);
    expect(["10.0.0.5", "::ffff:10.0.0.5", "192.168.0.77", "::1"].map((a) => proxies.has(a))).toEqual([true, true, true, true]);
    expect(["10.0.0.6", "192.168.1.1", "unknown", ""].map((a) => proxies.has(a))).toEqual([false, false, false, false]);
    expect(new TrustedProxies([]).has("127.0.0.1")).toBe(false);
    expect(() => new TrustedProxies(["proxy.example"])).toThrow(/IPO_TRUSTED_PROXIES/);
  });
});
