import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, setUnauthorizedHandler } from "@/lib/api";
import {
  endImpersonation,
  fetchLogoutChallenge,
  gatewayInitLogin,
  login,
  logout,
  sessionQueries,
  ssoLogin,
  ticketLogin,
} from "@/lib/session";
import { empty, errorBody, json, offline, stubFetch } from "../fetch-stub";
import { globals, sessionUser } from "../fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
});

function fetchMe() {
  // One attempt: the retries of a network failure (shouldRetryUnlessGivenUp) are not under test.
  return new QueryClient().fetchQuery({ ...sessionQueries.me(), retry: false });
}

describe("sessionQueries.me", () => {
  it("returns the session user", async () => {
    stubFetch(() => json(sessionUser()));
    await expect(fetchMe()).resolves.toMatchObject({ userName: "demoparent" });
  });

  it.each([401, 404])("resolves null on %s without calling the unauthorized handler", async (status) => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    stubFetch(() => (status === 401 ? errorBody(401, "unauthorized") : empty({ status: 404 })));
    await expect(fetchMe()).resolves.toBeNull();
    expect(handler).not.toHaveBeenCalled();
  });

  it("fails on other errors", async () => {
    stubFetch(offline);
    await expect(fetchMe()).rejects.toMatchObject({ kind: "network" });
  });
});

describe("sign-in calls", () => {
  it("ssoLogin posts the credentials and does not redirect on 401", async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const { calls } = stubFetch(() => errorBody(401, "account.locked"));
    const error = await ssoLogin({ username: "demoparent", password: "x", challenge: "c1" }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, description: "account.locked", isLocked: true });
    expect(handler).not.toHaveBeenCalled();
    expect(calls[0]?.url).toBe("/api/v1/auth/sso/login");
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ username: "demoparent", password: "x", challenge: "c1" });
  });

  it("login and ticketLogin answer the redirect", async () => {
    const { calls } = stubFetch(() => json({ status: "LOGIN_SUCCESS", redirect: "/" }));
    await expect(login({ username: "u", password: "p", applicationName: "user-area" })).resolves.toEqual({
      status: "LOGIN_SUCCESS",
      redirect: "/",
    });
    await ticketLogin({ ticket: "t", challenge: "c" });
    expect(calls.map((call) => call.url)).toEqual(["/api/v1/auth/login", "/api/v1/auth/sso/login/ticket"]);
  });

  it("gatewayInitLogin posts a form and returns the ticket", async () => {
    const { calls } = stubFetch(() => json({ ticket: "T1", authenticationUrl: "/sandbox/gateway" }));
    await expect(gatewayInitLogin("/epaslaugos/auth/callback/login?login_challenge=c", "c")).resolves.toEqual({
      ticket: "T1",
      authenticationUrl: "/sandbox/gateway",
    });
    const body = new URLSearchParams(String(calls[0]?.body));
    expect(body.get("callbackUrl")).toBe("/epaslaugos/auth/callback/login?login_challenge=c");
    expect(body.get("loginChallenge")).toBe("c");
  });

  it.each([{ ticket: "T1" }, { authenticationUrl: "/x", ticket: null }, {}])(
    "gatewayInitLogin answers service.unavailable when a field is missing (%j)",
    async (answer) => {
      stubFetch(() => json(answer));
      const error = await gatewayInitLogin("/cb", null).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 503, description: "service.unavailable" });
    },
  );
});

describe("logout calls", () => {
  it("gets the challenge from globals' logoutUrl, then posts it", async () => {
    const { calls } = stubFetch((call) =>
      call.method === "GET"
        ? json({ challenge: "L1" }, { csrf: "old" })
        : json({ status: "LOGOUT_SUCCESS", redirect: "/login" }, { csrf: "anonymous" }),
    );
    const { challenge } = await fetchLogoutChallenge(globals);
    await expect(logout(challenge)).resolves.toEqual({ status: "LOGOUT_SUCCESS", redirect: "/login" });
    expect(calls[0]?.url).toBe("/api/v1/auth/logout/challenge");
    expect(calls[1]?.url).toBe("/api/v1/auth/logout");
    expect(calls[1]?.headers.get("X-CSRF-TOKEN")).toBe("old");
    expect(JSON.parse(String(calls[1]?.body))).toEqual({ challenge: "L1" });
  });

  it("endImpersonation ignores the 204 body", async () => {
    const { calls } = stubFetch(() => empty());
    await expect(endImpersonation()).resolves.toBeUndefined();
    expect(calls[0]?.url).toBe("/api/v1/backend/logout/impersonate");
  });
});
