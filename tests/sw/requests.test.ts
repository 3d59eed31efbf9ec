import { describe, expect, it } from "vitest";
import {
  isApiRequest,
  isAppNavigation,
  isBypassedPath,
  isSkipWaitingMessage,
  shouldServeShell,
} from "../../sw/requests";

const ORIGIN = "https://ipo.example.lt";
const nav = (path: string, extra: Partial<{ method: string; mode: string; origin: string }> = {}) => ({
  url: `${extra.origin ?? ORIGIN}${path}`,
  method: extra.method ?? "GET",
  mode: extra.mode ?? "navigate",
});

describe("isAppNavigation", () => {
  it.each(["/", "/correspondence", "/payments/shopping-cart?paymentCompleted=1", "/login/oauth2/challenge?login_challenge=x", "/epaslaugos/auth/callback/login?ticket=1", "/apiary", "/sandboxes"])(
    "handles the app route %s",
    (path) => {
      expect(isAppNavigation(nav(path), ORIGIN)).toBe(true);
    },
  );

  it.each(["/api/v1/auth/authorize", "/api/v1/correspondence/1/attachments/2", "/api", "/sandbox/impersonate?username=demoparent", "/sandbox", "/sandbox/test/reset"])(
    "leaves %s to the network",
    (path) => {
      expect(isAppNavigation(nav(path), ORIGIN)).toBe(false);
    },
  );

  it("ignores requests that are not navigations", () => {
    expect(isAppNavigation(nav("/", { mode: "cors" }), ORIGIN)).toBe(false);
    expect(isAppNavigation(nav("/", { mode: "no-cors" }), ORIGIN)).toBe(false);
    expect(isAppNavigation(nav("/", { mode: "same-origin" }), ORIGIN)).toBe(false);
  });

  it("ignores non-GET navigations (form posts) and other origins", () => {
    expect(isAppNavigation(nav("/", { method: "POST" }), ORIGIN)).toBe(false);
    expect(isAppNavigation(nav("/", { origin: "https://gateway.example.lt" }), ORIGIN)).toBe(false);
  });
});

describe("isBypassedPath / isApiRequest", () => {
  it("matches /api and /sandbox prefixes exactly", () => {
    expect(isBypassedPath("/api/v1/auth/me")).toBe(true);
    expect(isBypassedPath("/sandbox/pay")).toBe(true);
    expect(isBypassedPath("/apis")).toBe(false);
    expect(isBypassedPath("/payments/api/")).toBe(false);
  });

  it("recognises same-origin API requests only", () => {
    expect(isApiRequest(`${ORIGIN}/api/v1/auth/me`, ORIGIN)).toBe(true);
    expect(isApiRequest(new URL(`${ORIGIN}/api/v1/globals`), ORIGIN)).toBe(true);
    expect(isApiRequest(`${ORIGIN}/assets/api.js`, ORIGIN)).toBe(false);
    expect(isApiRequest("https://other.example/api/v1/x", ORIGIN)).toBe(false);
  });
});

describe("shouldServeShell", () => {
  it("uses the shell without a response or on server errors", () => {
    expect(shouldServeShell(undefined)).toBe(true);
    expect(shouldServeShell(null)).toBe(true);
    expect(shouldServeShell({ status: 500 })).toBe(true);
    expect(shouldServeShell({ status: 503 })).toBe(true);
  });

  it("keeps the network's answer otherwise", () => {
    expect(shouldServeShell({ status: 200 })).toBe(false);
    expect(shouldServeShell({ status: 302 })).toBe(false);
    expect(shouldServeShell({ status: 404 })).toBe(false);
  });
});

describe("isSkipWaitingMessage", () => {
  it("accepts workbox-window's skip-waiting message only", () => {
    expect(isSkipWaitingMessage({ type: "SKIP_WAITING" })).toBe(true);
    expect(isSkipWaitingMessage({ type: "OTHER" })).toBe(false);
    expect(isSkipWaitingMessage("SKIP_WAITING")).toBe(false);
    expect(isSkipWaitingMessage(null)).toBe(false);
    expect(isSkipWaitingMessage(undefined)).toBe(false);
  });
});
