/**
 * The signed-in `/correspondence` with the user's first inbox page in the HTML
 * (server/http/signed-in-page.ts): the same letters as the API's default search, escaped, in
 * the page's language, only for a live session and only the session's own account; anything
 * else gets the placeholders as built, or the empty shell when the session has ended.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Context } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../server/db/client";
import type { AppDeps } from "../../server/http/context";
import { signedInPage } from "../../server/http/signed-in-page";
import { ROWS_END, ROWS_START, ROWS_TEMPLATE_CLOSE, ROWS_TEMPLATE_OPEN } from "../../src/app/prerender/skeleton-screens";
import { formatDateTime, formatDay } from "../../src/lib/format/dates";
import { startTestServer, type TestServer } from "./support/test-server";
import type { TestClient } from "./support/test-client";

const INDEX = `<!doctype html><html lang="lt"><head><title>IP office</title></head><body><div id="root"></div>${" ".repeat(400)}</body></html>`;
const PLACEHOLDERS = '<div class="placeholders"></div>';
/** Every slot of src/app/prerender/inbox-rows-template.tsx, in a markup the assertions can read. */
const TEMPLATE =
  '<ul class="cards{{#readOnly}} read-only{{/readOnly}}">{{#rows}}<li class="status-{{status}}">' +
  "<p>{{#number}}<i>{{number}}</i> · {{/number}}<i>{{category}}{{#noCategory}}—{{/noCategory}}</i> · <i title=\"{{receivedTitle}}\">{{received}}</i></p>" +
  '<a href="/correspondence/{{id}}">{{subject}}{{#attachment}} (clip){{/attachment}}</a>{{#important}}★{{/important}}' +
  "{{#due}}<b class=\"tone-{{tone}}\">{{dueDate}}{{#overdue}}(overdue){{/overdue}}</b>{{/due}}<em>{{statusLabel}}</em>{{#replies}}<u>Replies ({{replies}})</u>{{/replies}}" +
  "</li>{{/rows}}</ul>";

function skeleton(lang: string): string {
  return (
    `<!doctype html><html lang="${lang}"><body><div id="root"><main><h1>${lang}</h1>` +
    `${ROWS_START}${PLACEHOLDERS}${ROWS_END}${ROWS_TEMPLATE_OPEN}${TEMPLATE}${ROWS_TEMPLATE_CLOSE}</main></div></body></html>`
  );
}

interface Row {
  id: number;
  subject: string;
}

let server: TestServer;
let dir: string;
/** demoparent, signed in once for the tests that only read. */
let parent: TestClient;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "ipo-signed-in-page-"));
  const dist = join(dir, "dist");
  mkdirSync(join(dist, "signed-in"), { recursive: true });
  writeFileSync(join(dist, "index.html"), INDEX);
  writeFileSync(join(dist, "signed-in", "correspondence.html"), skeleton("lt"));
  writeFileSync(join(dist, "signed-in", "correspondence.en.html"), skeleton("en"));
  writeFileSync(join(dist, "signed-in", "index.html"), '<!doctype html><html lang="lt"><body><div id="root"><main>dashboard</main></div></body></html>');
  writeFileSync(join(dist, "signed-in", "index.en.html"), '<!doctype html><html lang="en"><body><div id="root"><main>dashboard en</main></div></body></html>');
  server = await startTestServer({ dir, distDir: dist });
  parent = server.client();
  await parent.signInOk("demoparent");
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function signedIn(username: string): Promise<TestClient> {
  const client = server.client();
  await client.signInOk(username);
  return client;
}

/** The API's answer to the app's first inbox request (src/features/correspondence/list-params.ts). */
async function apiFirstPage(client: TestClient): Promise<{ message: Row & { receivedDate: string; dueDate: string | null } }[]> {
  const res = await client.api<{ content: { message: Row & { receivedDate: string; dueDate: string | null } }[] }>("POST", "/correspondences/message/search", {
    json: { requestPage: 0, size: 10, sort: "RECEIVED_DATE", sortType: "DESC", searchType: null },
  });
  expect(res.status).toBe(200);
  return res.body.content;
}

/** The letter ids of a page in the order they appear. */
function idsIn(html: string): number[] {
  return [...html.matchAll(/href="\/correspondence\/(\d+)"/g)].map((match) => Number(match[1]));
}

describe("GET /correspondence signed in", () => {
  it("holds the first page of the API's inbox search, in the page's language, never stored", async () => {
    const client = parent;
    const items = await apiFirstPage(client);
    expect(items.length).toBe(10);
    const res = await client.request("GET", "/correspondence");
    expect(res.status).toBe(200);
    expect(idsIn(res.text)).toEqual(items.map((item) => item.message.id));
    expect(res.text).not.toContain(PLACEHOLDERS);
    expect(res.text).not.toContain("{{");
    const first = items[0]?.message;
    if (!first) throw new Error("no letters");
    expect(res.text).toContain(`${first.subject}`);
    expect(res.text).toContain(`title="${formatDateTime(first.receivedDate, "lt")}">${formatDay(first.receivedDate, "lt")}</i>`);
    expect(res.text).toMatch(/<em>(Naujas|Perskaitytas)<\/em>/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("etag")).toBeNull();
    expect(res.headers.get("vary")).toContain("Cookie");

    // An English account gets the English skeleton; dates and labels follow it.
    await server.db.run("UPDATE users SET language = 'en' WHERE username = 'demoparent'");
    try {
      const en = await server.client().request("GET", "/correspondence", { headers: { Cookie: `IPO_SESSION=${client.session ?? ""}; ipo.language=en` } });
      expect(en.text).toContain('<h1>en</h1>');
      expect(en.text).toContain(`>${formatDay(first.receivedDate, "en")}</i>`);
      expect(en.text).toMatch(/<em>(New|Read)<\/em>/);
    } finally {
      await server.db.run("UPDATE users SET language = 'lt' WHERE username = 'demoparent'");
    }
  });

  it("comes in the account's language, which the app will show, whatever the cookie names", async () => {
    const client = await signedIn("demoparent");
    const onlySession = { headers: { Cookie: `IPO_SESSION=${client.session ?? ""}` } };
    const [first] = await apiFirstPage(client);
    if (!first) throw new Error("no letters");
    await server.db.run("UPDATE users SET language = 'en' WHERE username = 'demoparent'");
    try {
      const inbox = await server.client().request("GET", "/correspondence", onlySession);
      expect(inbox.text).toContain("<h1>en</h1>");
      expect(inbox.text).toContain(`>${formatDay(first.message.receivedDate, "en")}</i>`);
      expect(inbox.headers.get("cache-control")).toBe("private, no-store");
      const start = await server.client().request("GET", "/", onlySession);
      expect(start.text).toContain("dashboard en");
      expect(start.headers.get("cache-control")).toBe("private, no-store");
      // The cookie is the device's signed-out choice (the page flipped to the
      // account's language once the app had asked the office who is signed in).
      const named = await server.client().request("GET", "/", { headers: { Cookie: `IPO_SESSION=${client.session ?? ""}; ipo.language=lt` } });
      expect(named.text).toContain("dashboard en");
      const namedInbox = await server.client().request("GET", "/correspondence", { headers: { Cookie: `IPO_SESSION=${client.session ?? ""}; ipo.language=lt` } });
      expect(namedInbox.text).toContain("<h1>en</h1>");
    } finally {
      await server.db.run("UPDATE users SET language = 'lt' WHERE username = 'demoparent'");
    }
    // An account in the default language gets the file as built (cacheable by its ETag).
    const asBuilt = await server.client().request("GET", "/", onlySession);
    expect(asBuilt.text).toContain("<main>dashboard</main>");
    expect(asBuilt.headers.get("etag")).not.toBeNull();
  });

  it("escapes what the letters hold", async () => {
    const client = parent;
    const [first] = await apiFirstPage(client);
    const id = first?.message.id ?? 0;
    const before = first?.message.subject ?? "";
    await server.db.run("UPDATE correspondence_messages SET subject = ? WHERE id = ?", [`<script>alert("x")</script> & 'q' $& {{id}}`, id]);
    try {
      const html = (await client.request("GET", "/correspondence")).text;
      expect(html).not.toContain("<script>alert");
      // Mustache's escaping (the slash too); a subject's own braces stay text, never a slot.
      expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;&#x2F;script&gt; &amp; &#39;q&#39; $&amp; {{id}}");
    } finally {
      await server.db.run("UPDATE correspondence_messages SET subject = ? WHERE id = ?", [before, id]);
    }
  });

  it("never shows another account's letters; a child reads its main account's, as the API does", async () => {
    const other = await server.db.first<{ id: number }>("SELECT id FROM users WHERE username = 'demopending'");
    const newest = await server.db.first<{ received_date: string }>("SELECT MAX(received_date) AS received_date FROM correspondence_messages");
    await server.db.run(
      `INSERT INTO correspondence_messages (account_id, direction, subject, sender, recipient, body, message_status, received_date, search_text)
       VALUES (?, 'BO_INCOMING', 'Another account''s letter', 'office', 'someone', '', 'NEW', ?, 'another')`,
      [other?.id ?? 0, `${newest?.received_date.slice(0, 4) ?? "2099"}-12-31T23:59:59`],
    );
    for (const client of [parent, await signedIn("demochild")]) {
      const html = (await client.request("GET", "/correspondence")).text;
      expect(html).not.toContain("Another account");
      expect(idsIn(html)).toEqual((await apiFirstPage(client)).map((item) => item.message.id));
    }
    // No correspondence role: the placeholders, no letters.
    const noRole = await signedIn("demonorole");
    const html = (await noRole.request("GET", "/correspondence")).text;
    expect(html).toContain(PLACEHOLDERS);
    expect(idsIn(html)).toEqual([]);
  });

  it("shows an impersonated session the impersonated user's inbox, read-only", async () => {
    const client = server.client();
    expect((await client.request("GET", "/sandbox/impersonate?username=demoparent")).status).toBe(302);
    await client.api("GET", "/auth/me"); // the session's CSRF token, for the API's search
    const html = (await client.request("GET", "/correspondence")).text;
    expect(idsIn(html)).toEqual((await apiFirstPage(client)).map((item) => item.message.id));
    expect(html).toContain('<ul class="cards read-only">');
  });

  it("gives an ended session the empty shell, and search params the placeholders", async () => {
    const client = await signedIn("demoparent");
    expect((await client.request("GET", "/correspondence?page=2")).text).toContain(PLACEHOLDERS);
    expect((await client.request("GET", "/correspondence?view=needs-reply")).text).toContain(PLACEHOLDERS);
    const cookie = `IPO_SESSION=${client.session ?? ""}`;
    await client.logout();
    for (const path of ["/correspondence", "/"]) {
      const res = await server.client().request("GET", path, { headers: { Cookie: cookie } });
      expect(res.text).toBe(INDEX);
    }
  });
});

describe("signedInPage", () => {
  const context = { req: { url: "http://x/correspondence", raw: new Request("http://x/correspondence", { headers: { Cookie: `IPO_SESSION=${"a".repeat(43)}` } }) } };
  const deps = (db: Partial<Db>): AppDeps => ({ db: db as Db, now: () => 0 }) as unknown as AppDeps;
  const page = Buffer.from(skeleton("lt"));

  it("sends the page as built when the database fails", async () => {
    const failing = signedInPage(deps({ first: () => Promise.reject(new Error("database down")) }));
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(failing(context as unknown as Context, "/correspondence", page)).resolves.toEqual({ kind: "as-built" });
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it("does not wait for a slow database beyond its bound", async () => {
    vi.useFakeTimers();
    try {
      const silent = signedInPage(deps({ first: () => new Promise(() => undefined) }), { timeoutMs: 300 });
      const answer = silent(context as unknown as Context, "/correspondence", page);
      await vi.advanceTimersByTimeAsync(300);
      await expect(answer).resolves.toEqual({ kind: "as-built" });
    } finally {
      vi.useRealTimers();
    }
  });
});
