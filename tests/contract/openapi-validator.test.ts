/** The validator must catch what it is there for, so that a passing check means something. */
import { describe, expect, it } from "vitest";
import { contractValidator, type ResponseSample } from "./openapi-validator";

const HEADERS = {
  "content-type": "application/json",
  "x-csrf-header-name": "X-CSRF-TOKEN",
  "x-csrf-token": "token",
  "cache-control": "no-store",
};

const SESSION_USER = {
  userId: 1,
  parentUserId: null,
  userName: "demoparent",
  username: "demoparent",
  fullName: "Jonas Petraitis",
  email: "demo.parent@example.lt",
  userType: "PARENT",
  personType: "Applicant",
  authorities: ["ROLE_TRADEMARKS"],
  impersonatedUser: false,
  language: "lt",
  accountProfileCompleted: true,
  newUsernameRequested: null,
  lastLogin: "2026-03-14T10:00:00",
  failedLoginNumber: 0,
  hasApplications: false,
};

function me(overrides: Partial<ResponseSample> = {}): ResponseSample {
  return { method: "GET", path: "/api/v1/auth/me", status: 200, headers: { ...HEADERS }, body: SESSION_USER, ...overrides };
}

const problems = (sample: ResponseSample) => contractValidator().validate(sample).problems;

describe("openapi validator", () => {
  it("accepts a conforming response", () => {
    expect(contractValidator().validate(me())).toEqual({ operationId: "getSessionUser", problems: [] });
  });

  it("catches a wrong body", () => {
    expect(problems(me({ body: { ...SESSION_USER, userId: "1" } })).join()).toMatch(/userId must be integer/);
    const { email: _email, ...withoutEmail } = SESSION_USER;
    expect(problems(me({ body: withoutEmail })).join()).toMatch(/required property 'email'/);
    expect(problems(me({ body: { ...SESSION_USER, lastLogin: "14/03/2026" } }))).not.toEqual([]);
    expect(problems(me({ body: { ...SESSION_USER, authorities: ["ROLE_KING"] } }))).not.toEqual([]);
  });

  it("catches a missing CSRF header and a missing no-store", () => {
    const { "x-csrf-token": _token, ...noToken } = HEADERS;
    expect(problems(me({ headers: noToken }))).toEqual([expect.stringMatching(/missing header X-CSRF-TOKEN/)]);
    expect(problems(me({ headers: { ...HEADERS, "x-csrf-header-name": "X-XSRF" } })).join()).toMatch(/X-CSRF-HEADER-NAME/);
    expect(problems(me({ headers: { ...HEADERS, "cache-control": "max-age=60" } })).join()).toMatch(/no-store/);
  });

  it("catches an undocumented status and an unknown operation", () => {
    expect(problems(me({ status: 404, body: { code: 404, description: "something.not.found" } })).join()).toMatch(/status 404 is not documented/);
    expect(problems({ ...me(), path: "/api/v1/auth/nothing" }).join()).toMatch(/no operation/);
    expect(problems({ ...me(), method: "DELETE" }).join()).toMatch(/no operation/);
  });

  it("checks error bodies and their keys against x-error-keys", () => {
    expect(problems(me({ status: 401, body: { code: 401, description: "unauthorized" } }))).toEqual([]);
    expect(problems(me({ status: 401, body: { code: 401, description: "account.locked" } })).join()).toMatch(/not in x-error-keys/);
    expect(problems(me({ status: 401, body: { code: "401", description: "unauthorized" } })).join()).toMatch(/code must be integer/);
  });

  it("checks content types, empty bodies and session cookies", () => {
    expect(problems(me({ headers: { ...HEADERS, "content-type": "text/html" } })).join()).toMatch(/content type/);
    const language = { method: "PUT", path: "/account/language", status: 204, headers: { ...HEADERS, "content-type": null }, body: null };
    expect(problems(language)).toEqual([]);
    expect(problems({ ...language, body: { ok: true } }).join()).toMatch(/a body where the contract has none/);

    const newCookie = "IPO_SESSION=" + "a".repeat(43) + "; Path=/; HttpOnly; SameSite=Lax";
    const expiry = "IPO_SESSION=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0";
    const logout = {
      method: "POST",
      path: "/auth/logout",
      status: 200,
      headers: { ...HEADERS, "set-cookie": [expiry, newCookie] },
      body: { status: "LOGOUT_SUCCESS", redirect: "/login" },
    };
    expect(problems(logout)).toEqual([]);
    expect(problems({ ...logout, headers: { ...HEADERS, "set-cookie": [newCookie, expiry] } }).join()).toMatch(/expire the old session/);
    expect(problems({ ...logout, headers: { ...HEADERS, "set-cookie": ["IPO_SESSION=x; Path=/"] } }).join()).toMatch(/malformed/);
  });

  it("matches literal path segments before templated ones and resolves int64 schemas", () => {
    const v = contractValidator();
    expect(v.findOperation("POST", "/applications/homepage")?.operationId).toBe("listDashboardApplications");
    expect(v.findOperation("POST", "/applications/homepage/count")?.operationId).toBe("countDashboardApplications");
    expect(v.findOperation("POST", "/applications/trademark")?.operationId).toBe("listApplications");
    expect(v.findOperation("POST", "/applications/drafts/trademark")?.operationId).toBe("listDraftApplications");
    expect(v.findOperation("POST", "/applications/trademark/excel")?.operationId).toBe("exportApplications");
    expect(v.findOperation("GET", "/api/v1/content/literal/lt?x=1")?.operationId).toBe("getLiterals");
    const count = { method: "GET", path: "/correspondences/message/incoming/new", status: 200, headers: HEADERS };
    expect(problems({ ...count, body: { count: 3 } })).toEqual([]);
    expect(problems({ ...count, body: { count: -1 } })).not.toEqual([]);
  });

  it("requires the Location of a redirect", () => {
    const authorize = { method: "GET", path: "/auth/authorize", status: 302, headers: { ...HEADERS, "content-type": null }, body: null };
    expect(problems(authorize).join()).toMatch(/missing header Location/);
    expect(problems({ ...authorize, headers: { ...authorize.headers, location: "/" } })).toEqual([]);
  });
});
