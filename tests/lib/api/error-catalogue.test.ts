import { object, string } from "superstruct";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, errorMessageParts, setUnauthorizedHandler } from "@/lib/api";
import { apiFailure as failure, empty, errorBody, offline, stubFetch } from "../fetch-stub";

const Ok = object({ ok: string() });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest: error catalogue", () => {
  it("401 calls the unauthorized handler with the path", async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    stubFetch(() => errorBody(401, "unauthorized"));
    const error = await failure(apiRequest({ path: "/content/filters", schema: Ok }));
    expect(handler).toHaveBeenCalledWith("/content/filters");
    expect(error).toMatchObject({ status: 401, code: 401, description: "unauthorized", kind: "http" });
  });

  it("401 with redirectOn401: false does not call the handler", async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    stubFetch(() => errorBody(401, "invalid.credentials"));
    const error = await failure(apiRequest({ method: "POST", path: "/auth/sso/login", schema: Ok, redirectOn401: false }));
    expect(handler).not.toHaveBeenCalled();
    expect(error.description).toBe("invalid.credentials");
  });

  it("404 without a body gets something.not.found and no redirect", async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    stubFetch(() => empty({ status: 404 }));
    const error = await failure(apiRequest({ path: "/applications/1/receipt", schema: "blob" }));
    expect(error.description).toBe("something.not.found");
    expect(error.code).toBe(404);
    expect(handler).not.toHaveBeenCalled();
  });

  it("404 keeps the body's description", async () => {
    stubFetch(() => errorBody(404, "cannot.open.correspondence"));
    const error = await failure(apiRequest({ path: "/x", schema: Ok }));
    expect(error.keys).toEqual(["cannot.open.correspondence"]);
  });

  it.each(["/auth/me", "/account/details"])("404 on %s also calls the unauthorized handler", async (path) => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    stubFetch(() => empty({ status: 404 }));
    await failure(apiRequest({ path, query: { userName: "demoparent" }, schema: Ok }));
    expect(handler).toHaveBeenCalledWith(path);
  });

  it("404 on /auth/me with redirectOn401: false does not redirect", async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    stubFetch(() => empty({ status: 404 }));
    await failure(apiRequest({ path: "/auth/me", schema: Ok, redirectOn401: false }));
    expect(handler).not.toHaveBeenCalled();
  });

  it("500 is something.went.wrong whatever the body says", async () => {
    stubFetch(() => errorBody(500, "java.lang.NullPointerException"));
    const error = await failure(apiRequest({ path: "/x", schema: Ok }));
    expect(error).toMatchObject({ status: 500, code: 500, description: "something.went.wrong" });
  });

  it("a non-JSON error page still gives the key of its status", async () => {
    stubFetch(() => new Response("<h1>Bad gateway</h1>", { status: 503 }));
    const error = await failure(apiRequest({ path: "/x", schema: Ok }));
    expect(error).toMatchObject({ status: 503, code: 503, description: "service.unavailable" });
  });

  it("403 reads the body: description, username and message make the text", async () => {
    stubFetch(() =>
      errorBody(403, "account.details.locked", { details: { username: "demochild", message: "until 10:30" } }),
    );
    const error = await failure(apiRequest({ method: "POST", path: "/account/lock", json: { fromCard: true }, schema: "void" }));
    expect(error.status).toBe(403);
    expect(error.isLocked).toBe(true);
    expect(error.details).toEqual({ username: "demochild", message: "until 10:30" });
    expect(errorMessageParts(error)).toEqual(["account.details.locked", "demochild", "until 10:30"]);
  });

  it("splits comma-separated descriptions into keys", async () => {
    stubFetch(() => errorBody(400, "required.field, invalid.email.format"));
    const error = await failure(apiRequest({ method: "POST", path: "/x", schema: "void" }));
    expect(error.keys).toEqual(["required.field", "invalid.email.format"]);
    expect(error.isLocked).toBe(false);
  });

  it("keeps extraInfo of invalid.application.selection", async () => {
    const extraInfo = { invalidApplicationIds: [4, 7], invalidApplicationNumbers: ["TM-4", "TM-7"], multiplicityError: false };
    stubFetch(() => errorBody(400, "invalid.application.selection", { extraInfo }));
    const error = await failure(apiRequest({ method: "POST", path: "/payments", json: {}, schema: "void" }));
    expect(error.extraInfo).toEqual(extraInfo);
    expect(error.details).toBeUndefined();
  });

  it("a network failure is kind network", async () => {
    stubFetch(offline);
    const error = await failure(apiRequest({ path: "/x", schema: Ok }));
    expect(error.kind).toBe("network");
    expect(error.status).toBe(0);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it("an aborted request rejects with the abort, not an ApiError", async () => {
    const controller = new AbortController();
    stubFetch(() => {
      controller.abort();
      throw new DOMException("aborted", "AbortError");
    });
    await expect(apiRequest({ path: "/x", schema: Ok, signal: controller.signal })).rejects.not.toBeInstanceOf(ApiError);
  });
});
