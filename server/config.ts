/**
 * The server's configuration, read once at start from the environment (README "Production mode",
 * docs/conventions.md). Two modes:
 * - `demo` (default, `npm start`): the sandbox and the seeded demo accounts, listening on 127.0.0.1
 *   unless HOST is set; callback URLs may name the server's own loopback origins.
 * - `production` (`IPO_MODE=production`): no `/sandbox/` and no test hooks, no demo seed,
 *   `IPO_PUBLIC_ORIGIN` required, `Secure` cookies and HSTS, `X-Forwarded-*` trusted only from
 *   `IPO_TRUSTED_PROXIES`, external systems only where their URLs are configured.
 */
import { randomBytes } from "node:crypto";
import { TrustedProxies } from "./http/forwarded";
import { readEnv, type ServerEnv } from "./lib/env";

export type ServerMode = "demo" | "production";

/** Where the browser is sent for the external systems; null: not available (the flow answers the contract's error). */
export interface ExternalUrls {
  gateway: string | null;
  paymentProvider: string | null;
  signing: string | null;
}

/** The sandbox's stand-ins, used in demo mode unless other URLs are configured. */
export const SANDBOX_EXTERNAL_URLS: ExternalUrls = {
  gateway: "/sandbox/gateway",
  paymentProvider: "/sandbox/payment-provider",
  signing: "/sandbox/signing",
};

/** Sign-in throttling (server/auth/sign-in-throttle.ts). */
export interface SignInLimits {
  /** Failures in a row of one user name from one address that lock it there (the contract's 5). */
  failuresPerNameAndAddress: number;
  /** Failures of any user name from one address within `windowSeconds`. */
  failuresPerAddress: number;
  /** How long a lock and the per-address window last (the contract's 15 minutes). */
  windowSeconds: number;
}

export const SIGN_IN_LIMITS: Record<ServerMode, SignInLimits> = {
  production: { failuresPerNameAndAddress: 5, failuresPerAddress: 30, windowSeconds: 15 * 60 },
  // The e2e suite and CI sign in from 127.0.0.1 all the time: more room per address.
  demo: { failuresPerNameAndAddress: 5, failuresPerAddress: 300, windowSeconds: 15 * 60 },
};

/** What the Hono app needs (createApp fills it from its options). */
export interface AppConfig {
  mode: ServerMode;
  /** Origins an absolute callback URL may name; it is then kept as a root-relative path. */
  publicOrigins: readonly string[];
  /** Addresses and CIDR ranges whose X-Forwarded-For/-Proto are believed. */
  trustedProxies: readonly string[];
  external: ExternalUrls;
  signInLimits: SignInLimits;
  /** Key of the anonymous session ids and their CSRF tokens (IPO_SESSION_SECRET, else random per start). */
  sessionSecret: Buffer;
}

export interface ServerConfig extends ServerEnv {
  mode: ServerMode;
  /** Interface to listen on. */
  host: string;
  publicOrigins: string[];
  trustedProxies: string[];
  external: ExternalUrls;
  sessionSecret: Buffer;
}

export class ConfigError extends Error {}

function list(value: string | undefined): string[] {
  return (value ?? "").split(",").map((s) => s.trim()).filter((s) => s !== "");
}

/** An origin (`https://host[:port]`) as the browser writes it; throws on anything else. */
export function parseOrigin(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an origin such as https://ipo.example.lt, got "${value}"`);
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.pathname !== "/" || url.search || url.hash || url.username) {
    throw new ConfigError(`${name} must be an origin such as https://ipo.example.lt (no path), got "${value}"`);
  }
  return url.origin;
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

function externalUrl(env: NodeJS.ProcessEnv, name: string, sandbox: string | null): string | null {
  const value = env[name]?.trim();
  if (!value) return sandbox;
  if (!/^https?:\/\//.test(value) && !value.startsWith("/")) throw new ConfigError(`${name} must be an http(s) URL, got "${value}"`);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const base = readEnv(env);
  const modeName = env.IPO_MODE ?? "demo";
  if (modeName !== "demo" && modeName !== "production") throw new ConfigError(`IPO_MODE must be demo or production, got "${modeName}"`);
  const mode: ServerMode = modeName;
  const production = mode === "production";
  const configured = env.IPO_PUBLIC_ORIGIN ? parseOrigin(env.IPO_PUBLIC_ORIGIN, "IPO_PUBLIC_ORIGIN") : null;
  if (production) {
    if (!configured) throw new ConfigError("IPO_MODE=production needs IPO_PUBLIC_ORIGIN, the https origin users open (e.g. https://ipo.example.lt)");
    if (!configured.startsWith("https://") && !LOOPBACK_HOSTS.has(new URL(configured).hostname)) {
      throw new ConfigError(`IPO_PUBLIC_ORIGIN must be https in production mode, got "${configured}"`);
    }
    if (base.testHooks) throw new ConfigError("IPO_TEST_HOOKS=1 is not allowed with IPO_MODE=production");
  }
  // Demo: the server's own origins on its port (never the request's Host or Origin headers).
  const own = production ? [] : [`http://localhost:${base.port}`, `http://127.0.0.1:${base.port}`];
  const secret = env.IPO_SESSION_SECRET;
  if (secret !== undefined && secret.length < 32) throw new ConfigError("IPO_SESSION_SECRET must be at least 32 characters");
  const sandbox = production ? null : SANDBOX_EXTERNAL_URLS;
  const trustedProxies = list(env.IPO_TRUSTED_PROXIES);
  try {
    new TrustedProxies(trustedProxies); // parses the list: throws on an entry that is no address or range
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return {
    ...base,
    mode,
    host: env.HOST || "127.0.0.1",
    publicOrigins: [...(configured ? [configured] : []), ...own],
    trustedProxies,
    external: {
      gateway: externalUrl(env, "IPO_GATEWAY_URL", sandbox?.gateway ?? null),
      paymentProvider: externalUrl(env, "IPO_PAYMENT_PROVIDER_URL", sandbox?.paymentProvider ?? null),
      signing: externalUrl(env, "IPO_SIGNING_URL", sandbox?.signing ?? null),
    },
    sessionSecret: secret ? Buffer.from(secret) : randomBytes(32),
  };
}
