/**
 * The guard and the operation router on a throwaway app served over real HTTP: the check order
 * of DECISIONS (401 → CSRF → read-only → role → handler), role checks, literal-first routing and
 * the error handler; and the route table that feeds the guards mirrors the contract.
 */
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono, type MiddlewareHandler } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ROLES, type Role } from "../../server/auth/roles";
import type { AppEnv, SessionState } from "../../server/http/context";
import { ApiError, apiNotFound, handleApiError } from "../../server/http/errors";
import { guard } from "../../server/http/guards";
import { OPERATIONS } from "../../server/http/operations";
import { OperationRouter } from "../../server/http/router";
import { loadContractDocument } from "../contract/openapi-validator";

type Json = Record<string, unknown>;

const TOKEN = "t".repeat(43);

/** The session comes from test headers: X-Test-Roles (comma list, or "none" for anonymous), X-Test-Impersonated. */
function fakeSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const roles = c.req.header("x-test-roles");
    const session: SessionState = {
      id: "id",
      incomingId: "id",
      ended: false,
      record: {
        idHash: "hash",
        csrfToken: TOKEN,
        userId: roles === undefined ? null : 1,
        impersonated: c.req.header("x-test-impersonated") === "1",
        createdAt: 0,
        lastSeenAt: 0,
        prevLoginAt: null,
        prevFailedLogins: 0,
        persisted: true,
      },
      principal:
        roles === undefined
          ? null
          : { userId: 1, username: "tester", userType: "CHILD", parentUserId: 9, roles: roles.split(",").filter(Boolean) as Role[] },
    };
    c.set("session", session);
    await next();
  };
}

let baseUrl: string;
let close: () => void;

beforeAll(async () => {
  const app = new Hono<AppEnv>();
  app.use("*", fakeSession());
  app.post("/guarded", guard({ auth: true, mutating: true, roles: ["ROLE_TRADEMARKS", "ROLE_DESIGNS"] }), async (c) => {
    const body = (await c.req.json()) as { valid?: boolean };
    if (!body.valid) throw new ApiError(400, "invalid.format", {});
    return c.json({ ok: true });
  });
  app.get("/public", guard({ auth: false, mutating: false, roles: [] }), (c) => c.json({ ok: true }));
  app.get("/boom", () => {
    throw new Error("boom");
  });
  const router = new OperationRouter();
  // Attached templated-first on purpose: the router must still try the literal path first.
  router.on("listApplications", (c) => c.json({ handler: "listApplications", tab: c.req.param("tab") }));
  router.on("listDashboardApplications", (c) => c.json({ handler: "listDashboardApplications" }));
  router.mount(app);
  app.all("*", apiNotFound);
  app.onError(handleApiError);
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

async function call(path: string, headers: Record<string, string | undefined>, json: unknown = { valid: true }) {
  const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<string, string>;
  const res = await fetch(baseUrl + path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...clean },
    body: JSON.stringify(json),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

describe("guard", () => {
  it("runs its checks in the contract's order", async () => {
    const steps: [Record<string, string | undefined>, number, string][] = [
      [{}, 401, "unauthorized"],
      [{ "x-test-roles": "", "x-test-impersonated": "1" }, 403, "csrf.token.invalid"],
      [{ "x-test-roles": "", "x-test-impersonated": "1", "X-CSRF-TOKEN": TOKEN }, 403, "read.only.session"],
      [{ "x-test-roles": "ROLE_PAYMENTS", "X-CSRF-TOKEN": TOKEN }, 403, "access.denied"],
    ];
    for (const [headers, status, description] of steps) {
      expect(await call("/guarded", headers, { valid: false })).toEqual({ status, body: { code: status, description } });
    }
    // Past every check, validation comes from the handler (and empty details are left out).
    expect(await call("/guarded", { "x-test-roles": "ROLE_DESIGNS", "X-CSRF-TOKEN": TOKEN }, { valid: false })).toEqual({
      status: 400,
      body: { code: 400, description: "invalid.format" },
    });
  });

  it("lets any one of the listed roles through, and all eight roles of a parent", async () => {
    for (const roles of ["ROLE_TRADEMARKS", "ROLE_DESIGNS", ROLES.join(",")]) {
      expect((await call("/guarded", { "x-test-roles": roles, "X-CSRF-TOKEN": TOKEN })).status).toBe(200);
    }
  });

  it("needs no session or token for a public GET", async () => {
    const res = await fetch(`${baseUrl}/public`);
    expect(res.status).toBe(200);
  });
});

/** A list body the contract accepts (the router validates requests before its handlers). */
const LIST = { paginationData: { page: 0, size: 10 }, sortingData: { sortColumn: "applicationDate", sortType: "DESC" }, userId: 9 };

describe("operation router", () => {
  it("tries literal segments before templated ones", async () => {
    expect((await call("/applications/homepage", { "x-test-roles": "ROLE_TRADEMARKS", "X-CSRF-TOKEN": TOKEN }, LIST)).body).toEqual({
      handler: "listDashboardApplications",
    });
    expect((await call("/applications/trademark", { "x-test-roles": "ROLE_TRADEMARKS", "X-CSRF-TOKEN": TOKEN }, LIST)).body).toEqual({
      handler: "listApplications",
      tab: "trademark",
    });
  });

  it("applies each operation's flags from the route table", async () => {
    // listApplications needs ROLE_TRADEMARKS or ROLE_DESIGNS; the dashboard only a session.
    expect(await call("/applications/trademark", { "x-test-roles": "ROLE_PAYMENTS", "X-CSRF-TOKEN": TOKEN }, LIST)).toEqual({
      status: 403,
      body: { code: 403, description: "access.denied" },
    });
    expect((await call("/applications/homepage", { "x-test-roles": "ROLE_PAYMENTS", "X-CSRF-TOKEN": TOKEN }, LIST)).status).toBe(200);
  });

  it("checks the request against the contract after the guard and before the handler", async () => {
    expect(await call("/applications/trademark", { "x-test-roles": "ROLE_TRADEMARKS", "X-CSRF-TOKEN": TOKEN }, { ...LIST, userId: "9" })).toEqual({
      status: 400,
      body: { code: 400, description: "invalid.format" },
    });
    expect((await call("/applications/trademark", { "x-test-roles": "ROLE_TRADEMARKS" }, { valid: true })).status).toBe(403);
  });

  it("refuses two handlers for one operation and unknown operations", () => {
    const router = new OperationRouter().on("getGlobals", (c) => c.json({}));
    expect(() => router.on("getGlobals", (c) => c.json({}))).toThrow(/two handlers/);
    expect(() => router.on("noSuchOperation", (c) => c.json({}))).toThrow(/Unknown operationId/);
  });
});

describe("error handling", () => {
  it("turns an uncaught error into 500 something.went.wrong and unknown routes into 404", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const boom = await fetch(`${baseUrl}/boom`);
    expect(boom.status).toBe(500);
    expect(await boom.json()).toEqual({ code: 500, description: "something.went.wrong" });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    const missing = await fetch(`${baseUrl}/nothing`);
    expect(await missing.json()).toEqual({ code: 404, description: "something.not.found" });
  });
});


describe("route table (OPERATIONS)", () => {
  it("lists every contract operation with its auth, x-mutating and x-roles", () => {
    const doc = loadContractDocument();
    const expected = [];
    for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
      for (const [method, value] of Object.entries(item)) {
        const op = value as Json;
        if (typeof op?.operationId !== "string") continue;
        const security = (op.security ?? doc.security) as Json[];
        expected.push({
          operationId: op.operationId,
          method: method.toUpperCase(),
          path,
          auth: security.length > 0 && security.every((s) => "session" in s),
          mutating: op["x-mutating"] === true,
          roles: (op["x-roles"] as string[] | undefined) ?? [],
        });
      }
    }
    // fieldRules is the server's own (who checks the content of a body's fields), not the contract's.
    expect(OPERATIONS.map(({ fieldRules: _own, ...o }) => ({ ...o, roles: [...o.roles] }))).toEqual(expected);
  });
});
