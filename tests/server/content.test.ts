import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Option {
  label: string;
  key: string;
}
interface Globals {
  application: { name: string };
  ipo: { version: string; loginRedirectUrl: string; logoutUrl: string };
  trademark: { eservices: { key: string }[] };
  design: { eservices: { key: string }[] };
  eservice: { tmFilteringTypes: Option[]; dsFilteringTypes: Option[] };
  locarno: { mainClasses: Option[] };
  supportedLanguages: string[];
  authorities: { authorityRole: string; dependency: string[] }[];
  settings: Record<string, number>;
}
interface Filters {
  applications: { ipRightType: Option[]; formTypes: { trademark: Option[]; design: Option[] }; status: Option[]; dates: Option[] };
  correspondence: { categories: Option[]; statuses: Option[]; dates: Option[] };
  shoppingCart: { types: Option[] };
  paymentHistory: { ipRightTypes: Option[] };
}

describe("GET /content/global", () => {
  it("returns the decided globals with full lists", async () => {
    const { body, status } = await server.client().api<Globals>("GET", "/content/global");
    expect(status).toBe(200);
    expect(body.application).toEqual({ name: "user-area" });
    expect(body.ipo).toEqual({ version: "1.0.0", loginRedirectUrl: "/api/v1/auth/authorize", logoutUrl: "/api/v1/auth/logout/challenge" });
    expect(body.supportedLanguages).toEqual(["lt", "en"]);
    expect(body.locarno.mainClasses).toHaveLength(32);
    expect(body.locarno.mainClasses[0]).toEqual({ label: "locarno.class.01", key: "01" });
    expect(body.locarno.mainClasses[31]).toEqual({ label: "locarno.class.32", key: "32" });
    expect(body.eservice.tmFilteringTypes.map((o) => o.key)).toEqual([
      "TM_RENEWAL", "TM_TRANSFER", "TM_CHANGE_OWNER_DETAILS", "TM_CHANGE_REP_CORR_DETAILS", "TM_GENERIC", "TM_LICENSE_CONTRACT", "TM_RIGHTS_IN_REM",
    ]);
    expect(body.eservice.dsFilteringTypes.map((o) => o.key)).toContain("TM_LIMIT_GS");
    expect(body.trademark.eservices.map((e) => e.key)).toEqual(body.eservice.tmFilteringTypes.map((o) => o.key));
    expect(body.design.eservices.map((e) => e.key)).toEqual(body.eservice.dsFilteringTypes.map((o) => o.key));
    expect(body.authorities).toHaveLength(8);
    expect(body.authorities.find((a) => a.authorityRole === "ROLE_PAYMENTS")?.dependency).toEqual(["ROLE_TRADEMARKS", "ROLE_DESIGNS"]);
    expect(body.settings).toEqual({
      "correspondence.expiration.period": 172800,
      "correspondence.new.messages.counter": 60,
      "applications.pending-action.counter": 60,
      "applications.homepage.counter": 10,
      "note.max-length": 100,
      "correspondence.maxReplies": 5,
      "correspondence.autosave": 10,
      "email.max-length": 50,
    });
  });
});

describe("GET /content/literal/{language}", () => {
  it("serves lt and en and 404s other languages", async () => {
    const client = server.client();
    const lt = await client.api<Record<string, string>>("GET", "/content/literal/lt");
    expect(lt.body["something.went.wrong"]).toBeTruthy();
    const en = await client.api<Record<string, string>>("GET", "/content/literal/en");
    expect(en.body["something.went.wrong"]).toBe("Something went wrong.");
    for (const language of ["de", "LT", "xx"]) {
      const res = await client.api("GET", `/content/literal/${language}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 404, description: "something.not.found" });
    }
  });
});

describe("GET /content/country", () => {
  it("lists ISO alpha-2 countries sorted by name in the asked language (default lt)", async () => {
    const client = server.client();
    const byDefault = await client.api<{ code: string; name: string }[]>("GET", "/content/country");
    const lt = await client.api<{ code: string; name: string }[]>("GET", "/content/country?language=lt");
    const en = await client.api<{ code: string; name: string }[]>("GET", "/content/country?language=en");
    expect(byDefault.body).toEqual(lt.body);
    expect(en.body.length).toBeGreaterThan(240);
    expect(new Set(en.body.map((c) => c.code)).size).toBe(en.body.length);
    expect(lt.body.find((c) => c.code === "LT")?.name).toBe("Lietuva");
    expect(en.body.find((c) => c.code === "LT")?.name).toBe("Lithuania");
    expect(lt.body.find((c) => c.code === "DE")?.name).toBe("Vokietija");
    for (const [list, language] of [[lt.body, "lt"], [en.body, "en"]] as const) {
      const names = list.map((c) => c.name);
      expect(names).toEqual([...names].sort(new Intl.Collator(language).compare));
    }
  });

  it("answers 400 invalid.format for an unsupported language", async () => {
    for (const language of ["de", "x", ""]) {
      const res = await server.client().api("GET", `/content/country?language=${language}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, description: "invalid.format" });
    }
  });
});

describe("GET /content/filters", () => {
  async function filtersOf(username: string): Promise<Filters> {
    const client = server.client();
    await client.signInOk(username);
    const res = await client.api<Filters>("GET", "/content/filters");
    expect(res.status).toBe(200);
    return res.body;
  }

  it("needs a session", async () => {
    expect((await server.client().api("GET", "/content/filters")).status).toBe(401);
  });

  it("offers the parent every option", async () => {
    const f = await filtersOf("demoparent");
    expect(f.applications.ipRightType.map((o) => o.key)).toEqual(["trademark", "design"]);
    expect(f.applications.formTypes.design.length).toBeGreaterThan(0);
    expect(f.applications.status.some((o) => o.key.includes(","))).toBe(true);
    expect(f.correspondence.categories.map((o) => o.key)).toEqual(["TRADEMARK", "DESIGN"]);
    expect(f.correspondence.statuses.map((o) => o.key)).toEqual(["NEW", "READ", "DRAFT", "SENT"]);
    expect(f.shoppingCart.types.map((o) => o.key)).toEqual(["TM", "DS", "ES"]);
    expect(f.paymentHistory.ipRightTypes.map((o) => o.key)).toEqual(["trademark", "design"]);
  });

  it("limits a trademark-only child to trademark options and no payment options", async () => {
    const f = await filtersOf("demochild");
    expect(f.applications.ipRightType.map((o) => o.key)).toEqual(["trademark"]);
    expect(f.applications.formTypes.design).toEqual([]);
    expect(f.correspondence.categories.map((o) => o.key)).toEqual(["TRADEMARK"]);
    expect(f.shoppingCart.types).toEqual([]);
    expect(f.paymentHistory.ipRightTypes).toEqual([]);
  });

  it("shows no trademark, design or correspondence option to a user without those roles", async () => {
    const f = await filtersOf("demonorole");
    expect(f.applications).toEqual({
      ipRightType: [],
      formTypes: { trademark: [], design: [] },
      status: [],
      niceClass: { min: 1, max: 45 },
      dates: [],
    });
    expect(f.correspondence).toEqual({ categories: [], statuses: [], dates: [] });
    expect(f.shoppingCart.types).toEqual([]);
    expect(f.paymentHistory.ipRightTypes).toEqual([]);
  });
});
