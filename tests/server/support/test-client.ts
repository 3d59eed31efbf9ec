/**
 * A small HTTP client for server tests: keeps the IPO_SESSION cookie and the latest CSRF token
 * like a browser and the front end do, and runs every /api/v1 response through the contract
 * validator, throwing (so failing the test) on any mismatch.
 */
import { contractValidator } from "../../contract/openapi-validator";
import { DEMO_PASSWORD } from "../../../server/db/seed-data";

export const API = "/api/v1";

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  setCookies: string[];
  /** Parsed JSON, or null when the body is not JSON. */
  body: T;
  text: string;
  /** The raw body (file downloads). */
  bytes: Uint8Array;
}

export interface RequestOptions {
  json?: unknown;
  form?: Record<string, string>;
  /** Multipart parts (the boundary header is set by fetch). */
  multipart?: FormData;
  /** A raw body; set its Content-Type in `headers`. */
  raw?: string;
  headers?: Record<string, string>;
  /** "auto" (default): send the latest token on POST/PUT/PATCH/DELETE; "none": never; or a given token. */
  csrf?: "auto" | "none" | string;
  /** Validate against the contract (default true for /api/v1 paths). */
  validate?: boolean;
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export class TestClient {
  /** Current IPO_SESSION cookie value. */
  session: string | undefined;
  /** Latest X-CSRF-TOKEN seen. */
  csrfToken: string | undefined;

  constructor(readonly baseUrl: string) {}

  /** A call below /api/v1, validated against the contract. */
  api<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    return this.request<T>(method, API + path, options);
  }

  async request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.session !== undefined) headers.Cookie = `IPO_SESSION=${this.session}`;
    const csrf = options.csrf ?? "auto";
    if (csrf !== "none" && UNSAFE.has(method)) {
      const token = csrf === "auto" ? this.csrfToken : csrf;
      if (token !== undefined) headers["X-CSRF-TOKEN"] = token;
    }
    let body: string | FormData | undefined;
    if (options.multipart) body = options.multipart;
    else if (options.raw !== undefined) body = options.raw;
    else if (options.json !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(options.form).toString();
    }
    const res = await fetch(this.baseUrl + path, { method, headers, body, redirect: "manual" });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    const setCookies = res.headers.getSetCookie();
    this.applyCookies(setCookies);
    const isApi = path.startsWith(API + "/");
    const token = res.headers.get("x-csrf-token");
    if (isApi && token) this.csrfToken = token;
    let parsed: unknown = null;
    if ((res.headers.get("content-type") ?? "").includes("json") && text !== "") parsed = JSON.parse(text);
    if (isApi && (options.validate ?? true)) {
      const responseHeaders: Record<string, string | string[]> = Object.fromEntries(res.headers.entries());
      responseHeaders["set-cookie"] = setCookies;
      const report = contractValidator().validate({ method, path, status: res.status, headers: responseHeaders, body: parsed });
      if (report.problems.length > 0) throw new Error(`Contract mismatch:\n${report.problems.join("\n")}`);
    }
    return { status: res.status, headers: res.headers, setCookies, body: parsed as T, text, bytes };
  }

  /** Applies Set-Cookie headers in order, as a browser does. */
  private applyCookies(setCookies: string[]): void {
    for (const cookie of setCookies) {
      const [pair, ...attributes] = cookie.split(";").map((p) => p.trim());
      if (!pair?.startsWith("IPO_SESSION=")) continue;
      const expired = attributes.some((a) => a.toLowerCase() === "max-age=0");
      this.session = expired ? undefined : pair.slice("IPO_SESSION=".length);
    }
  }

  /** GET /auth/authorize and return the login challenge from its redirect. */
  async loginChallenge(): Promise<string> {
    const res = await this.api("GET", "/auth/authorize");
    const location = res.headers.get("location") ?? "";
    const challenge = new URL(location, this.baseUrl).searchParams.get("login_challenge");
    if (res.status !== 302 || !challenge) throw new Error(`No login challenge: ${res.status} ${location}`);
    return challenge;
  }

  /** The whole password sign-in of the login page: challenge, then POST /auth/sso/login. */
  async signIn(username: string, password: string = DEMO_PASSWORD): Promise<TestResponse> {
    const challenge = await this.loginChallenge();
    return this.api("POST", "/auth/sso/login", { json: { username, password, challenge } });
  }

  /** Signs in and fails unless it succeeded. */
  async signInOk(username: string, password: string = DEMO_PASSWORD): Promise<void> {
    const res = await this.signIn(username, password);
    if (res.status !== 200) throw new Error(`Sign-in of ${username} failed: ${res.status} ${res.text}`);
  }

  /** GET /auth/logout/challenge then POST /auth/logout. */
  async logout(): Promise<TestResponse> {
    const challenge = await this.api<{ challenge: string }>("GET", "/auth/logout/challenge");
    return this.api("POST", "/auth/logout", { json: { challenge: challenge.body.challenge } });
  }
}
