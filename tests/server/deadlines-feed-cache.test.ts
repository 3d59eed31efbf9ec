/**
 * The calendar feed kept built (decision 83) over real HTTP: the open letters
 * found through the partial indexes of migration 66; an ETag with 304 to a conditional request
 * while nothing changed, 200 with the new text after a sent reply, 404 once revoked; gzip for
 * apps that take it; a changed feed rebuilt by the refresher before the next request; and no
 * feed address in anything the server logs.
 */
import { get } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from "vitest";
import { feedStoreOf } from "../../server/deadlines/feed-cache";
import { OPEN_LETTERS_SQL } from "../../server/deadlines/open-letters";
import { createDraft, FEATURED, sendDraft, signedIn } from "./support/correspondence";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
let parent: TestClient;
let logged: MockInstance[];

beforeAll(async () => {
  server = await startTestServer();
  parent = await signedIn(server, "demoparent");
  logged = (["log", "info", "warn", "error", "debug"] as const).map((level) => vi.spyOn(console, level));
});
afterAll(() => server.close());

/** The feed as a calendar app asks for it: no cookie, plain text unless told, maybe conditionally. */
function fetchFeed(url: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { headers: { "Accept-Encoding": "identity", ...headers } });
}

/** The body as sent, not unpacked (fetch unpacks gzip). */
function bytesOnTheWire(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve(Buffer.concat(chunks)));
    }).on("error", reject);
  });
}

const uid = (id: number) => `correspondence-${id}@${new URL(server.baseUrl).host}`;
const stamps = (text: string) => new Set(text.match(/^DTSTAMP:.*$/gm));
/** The DTSTAMP of a text built at `ms` (UTC, basic format). */
const stampAt = (ms: number) => `DTSTAMP:${new Date(ms).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`;

describe("open letters query", () => {
  it("finds the letters through the partial indexes of migration 66 (the feed's and the e-mails' variants)", async () => {
    for (const until of ["9999-12-31T23:59:59", "2026-03-20T23:59:59"]) {
      const plan = await server.db.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${OPEN_LETTERS_SQL}`, [1, until]);
      const details = plan.map((row) => row.detail).join("\n");
      expect(details).toMatch(/SEARCH m USING INDEX correspondence_messages_open \(account_id=\?/);
      expect(details).toMatch(/SEARCH s USING (COVERING )?INDEX correspondence_sub_rows_sent \(message_id=\?\)/);
    }
  });
});

describe("calendar feed, kept built", () => {
  let url: string;
  let etag: string;

  it("answers an ETag, private and no-cache; a conditional request for the unchanged feed gets 304 with no body", async () => {
    const created = await parent.api<{ url: string }>("POST", "/correspondences/calendar-feed", { json: { detail: "SUBJECTS" } });
    url = created.body.url;
    const first = await fetchFeed(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    expect(first.headers.get("content-encoding")).toBeNull();
    etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{43}"$/);
    expect(await first.text()).toContain(uid(FEATURED.dueToday));

    const again = await fetchFeed(url, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    // Another tag, or none: the whole feed.
    expect((await fetchFeed(url, { "If-None-Match": 'W/"other"' })).status).toBe(200);
  });

  it("gzips the same text for an app that takes gzip, under the same ETag", async () => {
    const plain = await (await fetchFeed(url)).text();
    const res = await fetch(url, { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("etag")).toBe(etag);
    // fetch unpacks the body; the bytes sent are the same text, gzipped.
    expect(await res.text()).toBe(plain);
    const raw = await bytesOnTheWire(url, { "Accept-Encoding": "gzip" });
    expect(raw.length).toBeLessThan(plain.length / 3);
    expect(gunzipSync(raw).toString("utf8")).toBe(plain);
  });

  it("after a sent reply answers the conditional request with 200, a new ETag and the letter left out", async () => {
    const draft = await createDraft(parent, FEATURED.dueToday);
    expect((await sendDraft(parent, { id: draft.body.id, messageId: FEATURED.dueToday, body: "<p>Answer</p>" })).status).toBe(200);
    const res = await fetchFeed(url, { "If-None-Match": etag });
    expect(res.status).toBe(200);
    const next = res.headers.get("etag") ?? "";
    expect(next).toMatch(/^W\/"/);
    expect(next).not.toBe(etag);
    expect(await res.text()).not.toContain(uid(FEATURED.dueToday));
    expect((await fetchFeed(url, { "If-None-Match": next })).status).toBe(304);
    etag = next;
  });

  it("rebuilds a changed feed off the request: the next request gets the text built by the refresher", async () => {
    const built = server.clock.current;
    expect(stamps(await (await fetchFeed(url)).text())).toEqual(new Set([stampAt(built)]));
    server.clock.advance(60_000);
    const changedAt = server.clock.current;
    const res = await parent.api("PATCH", `/correspondences/message/${FEATURED.dueTomorrowWithDraft}`, { json: [{ op: "replace", path: "/handled", value: true }] });
    expect(res.status).toBe(204);
    // The refresher's looks at the changes log (its timer's, run here): one sees the change, the next finds it settled.
    const store = feedStoreOf(server.db);
    await store?.tick();
    await store?.tick();
    server.clock.advance(60_000);
    const text = await (await fetchFeed(url)).text();
    expect(text).not.toContain(uid(FEATURED.dueTomorrowWithDraft));
    // Built when the refresher ran, not when the calendar asked.
    expect(stamps(text)).toEqual(new Set([stampAt(changedAt)]));
  });

  it("answers a revoked feed 404 even to a conditional request with its last ETag", async () => {
    const last = (await fetchFeed(url)).headers.get("etag") ?? "";
    expect((await parent.api("DELETE", "/correspondences/calendar-feed")).status).toBe(204);
    const res = await fetchFeed(url, { "If-None-Match": last });
    expect([res.status, await res.text(), res.headers.get("cache-control")]).toEqual([404, "", "no-store"]);
  });

  afterEach(() => {
    // Nothing the server logged names the feed's address or its token.
    const token = /\/calendar\/(.+)\.ics$/.exec(url ?? "")?.[1];
    if (!token) return;
    for (const spy of logged) for (const call of spy.mock.calls) expect(JSON.stringify(call.map(String))).not.toContain(token);
  });
});
