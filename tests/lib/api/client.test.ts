import { object, string } from "superstruct";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, SessionUserSchema } from "@/lib/api";
import { apiFailure as failure, empty, errorBody, json, sequence, stubFetch } from "../fetch-stub";
import { sessionUser } from "../fixtures";

const Ok = object({ ok: string() });

afterEach(() => {
  vi.unstubAllGlobals();
});


describe("apiRequest: request", () => {
  it("prefixes /api/v1, adds the query, sends cookies and disables the HTTP cache", async () => {
    const { calls } = stubFetch(() => json({ ok: "yes" }));
    const result = await apiRequest({ path: "/child/details", query: { page: 0, userName: undefined, s: ["a", "b"] }, schema: Ok });
    expect(result).toEqual({ ok: "yes" });
    expect(calls[0]?.url).toBe("/api/v1/child/details?page=0&s=a&s=b");
    expect(calls[0]?.init.credentials).toBe("same-origin");
    expect(calls[0]?.init.cache).toBe("no-store");
  });

  it("uses a path that already starts with /api/ as given (globals logoutUrl)", async () => {
    const { calls } = stubFetch(() => json({ ok: "yes" }));
    await apiRequest({ path: "/api/v1/auth/logout/challenge", schema: Ok });
    expect(calls[0]?.url).toBe("/api/v1/auth/logout/challenge");
  });

  it("refuses other origins", async () => {
    stubFetch(() => json({ ok: "yes" }));
    await expect(apiRequest({ path: "https://evil.example/x", schema: Ok })).rejects.toThrow(/origin/);
  });

  it("sends JSON, form-encoded and multipart bodies", async () => {
    const { calls } = stubFetch(() => empty());
    await apiRequest({ method: "POST", path: "/a", json: { a: 1 }, schema: "void" });
    await apiRequest({ method: "POST", path: "/b", form: new URLSearchParams({ callbackUrl: "/x" }), schema: "void" });
    const data = new FormData();
    data.append("files", new Blob(["x"]), "x.pdf");
    await apiRequest({ method: "POST", path: "/c", multipart: data, schema: "void" });
    expect(calls[0]?.headers.get("Content-Type")).toBe("application/json");
    expect(calls[0]?.body).toBe('{"a":1}');
    expect(calls[1]?.headers.get("Content-Type")).toMatch(/^application\/x-www-form-urlencoded/);
    expect(String(calls[1]?.body)).toBe("callbackUrl=%2Fx");
    expect(calls[2]?.headers.has("Content-Type")).toBe(false);
    expect(calls[2]?.body).toBe(data);
  });
});

describe("apiRequest: CSRF", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE"] as const)("echoes the latest token on %s", async (method) => {
    const { calls } = stubFetch(sequence(() => json({ ok: "1" }, { csrf: "abc" }), () => empty({ csrf: "abc" })));
    await apiRequest({ path: "/content/global", schema: Ok });
    await apiRequest({ method, path: "/x", schema: "void" });
    expect(calls[1]?.headers.get("X-CSRF-TOKEN")).toBe("abc");
  });

  it("does not send the token on GET", async () => {
    const { calls } = stubFetch(() => json({ ok: "1" }, { csrf: "abc" }));
    await apiRequest({ path: "/a", schema: Ok });
    await apiRequest({ path: "/b", schema: Ok });
    expect(calls[1]?.headers.has("X-CSRF-TOKEN")).toBe(false);
  });

  it("uses the header name given in X-CSRF-HEADER-NAME", async () => {
    const { calls } = stubFetch(
      sequence(
        () => json({ ok: "1" }, { csrf: null, headers: { "X-CSRF-HEADER-NAME": "X-XSRF", "X-XSRF": "t9" } }),
        () => empty(),
      ),
    );
    await apiRequest({ path: "/a", schema: Ok });
    await apiRequest({ method: "POST", path: "/b", schema: "void" });
    expect(calls[1]?.headers.get("X-XSRF")).toBe("t9");
  });

  it("takes the new token of a csrf.token.invalid answer and retries once", async () => {
    const { calls } = stubFetch(
      sequence(
        () => json({ ok: "1" }, { csrf: "old" }),
        () => errorBody(403, "csrf.token.invalid", {}, { csrf: "new" }),
        () => json({ ok: "2" }, { csrf: "new" }),
      ),
    );
    await apiRequest({ path: "/a", schema: Ok });
    const result = await apiRequest({ method: "POST", path: "/b", json: { x: 1 }, schema: Ok });
    expect(result).toEqual({ ok: "2" });
    expect(calls).toHaveLength(3);
    expect(calls[1]?.headers.get("X-CSRF-TOKEN")).toBe("old");
    expect(calls[2]?.headers.get("X-CSRF-TOKEN")).toBe("new");
    expect(calls[2]?.body).toBe('{"x":1}');
  });

  it("retries without a prior token and gives up after the second refusal", async () => {
    const { calls } = stubFetch(() => errorBody(403, "csrf.token.invalid", {}, { csrf: "t" }));
    const error = await failure(apiRequest({ method: "POST", path: "/b", schema: "void" }));
    expect(calls).toHaveLength(2);
    expect(calls[0]?.headers.has("X-CSRF-TOKEN")).toBe(false);
    expect(calls[1]?.headers.get("X-CSRF-TOKEN")).toBe("t");
    expect(error.status).toBe(403);
    expect(error.description).toBe("csrf.token.invalid");
  });
});

describe("apiRequest: a write before any token (a new tab's start-up)", () => {
  it("waits for the session check under way and carries its token: no 403, no second round trip", async () => {
    let answerSessionCheck: () => void = () => undefined;
    const { calls } = stubFetch((call) => {
      if (call.url.endsWith("/auth/me")) return new Promise<Response>((resolve) => (answerSessionCheck = () => resolve(json(sessionUser(), { csrf: "from-me" }))));
      return call.headers.get("X-CSRF-TOKEN") === "from-me" ? json({ ok: "rows" }) : errorBody(403, "csrf.token.invalid", {}, { csrf: "from-me" });
    });
    const checking = apiRequest({ path: "/auth/me", schema: SessionUserSchema });
    const searching = apiRequest({ method: "POST", path: "/correspondences/message/search", json: {}, schema: Ok });
    // Not sent while the check is under way: it would go without a token.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.map((call) => call.url)).toEqual(["/api/v1/auth/me"]);
    answerSessionCheck();
    await expect(searching).resolves.toEqual({ ok: "rows" });
    await checking;
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers.get("X-CSRF-TOKEN")).toBe("from-me");
  });

  it("ends its wait when its own signal aborts (a silent office never answers the check)", async () => {
    const { calls } = stubFetch((call) => (call.url.endsWith("/auth/me") ? new Promise<Response>(() => undefined) : empty({ csrf: "t" })));
    void apiRequest({ path: "/auth/me", schema: SessionUserSchema }).catch(() => undefined);
    const controller = new AbortController();
    const waiting = apiRequest({ method: "POST", path: "/b", schema: "void", signal: controller.signal });
    controller.abort();
    await expect(waiting).rejects.toThrow();
    expect(calls.map((call) => call.url)).toEqual(["/api/v1/auth/me"]);
  });

  it("goes at once when no session check is under way (its 403 brings the token)", async () => {
    const { calls } = stubFetch(sequence(() => errorBody(403, "csrf.token.invalid", {}, { csrf: "t" }), () => empty({ csrf: "t" })));
    await apiRequest({ method: "POST", path: "/a", schema: "void" });
    expect(calls.map((call) => call.headers.get("X-CSRF-TOKEN"))).toEqual([null, "t"]);
  });
});

describe("apiRequest: responses", () => {
  it("validates JSON with mask: unknown properties are dropped", async () => {
    stubFetch(() => json({ ...sessionUser(), brandNewField: 1, authorities: ["ROLE_TRADEMARKS", "ROLE_FUTURE"] }));
    const user = await apiRequest({ path: "/auth/me", schema: SessionUserSchema });
    expect(user).not.toHaveProperty("brandNewField");
    expect(user.authorities).toEqual(["ROLE_TRADEMARKS"]);
  });

  it.each([
    ["a body of the wrong shape", () => json({ ok: 1 })],
    ["a body that is not JSON", () => new Response("<html>", { status: 200 })],
    ["an empty body", () => empty({ status: 200 })],
  ])("rejects %s as a validation error", async (_, answer) => {
    stubFetch(answer);
    const error = await failure(apiRequest({ path: "/a", schema: Ok }));
    expect(error.kind).toBe("validation");
    expect(error.description).toBe("something.went.wrong");
    expect(error.code).toBe(500);
  });

  it("returns text and void answers", async () => {
    stubFetch(sequence(() => new Response("https://sign.example/x", { status: 200 }), () => empty()));
    await expect(apiRequest({ method: "POST", path: "/signatures/sign/1", schema: "text" })).resolves.toBe("https://sign.example/x");
    await expect(apiRequest({ method: "DELETE", path: "/x", schema: "void" })).resolves.toBeUndefined();
  });

  it("returns a blob with the file name of Content-Disposition", async () => {
    stubFetch(
      () =>
        new Response("%PDF", {
          status: 200,
          headers: { "Content-Disposition": "attachment; filename=\"a.pdf\"; filename*=UTF-8''pra%C5%A1ymas.pdf" },
        }),
    );
    const result = await apiRequest({ path: "/applications/1/receipt", schema: "blob" });
    expect(result.fileName).toBe("prašymas.pdf");
    expect(await result.blob.text()).toBe("%PDF");
  });
});
