/**
 * The calendar feed (decision 83) over real HTTP: created, read and revoked through
 * /api/v1; the feed itself fetched without cookies and read with a real parser (ical.js); the
 * token stored only as its hash; a sent reply removes the letter's event; NUMBERS_ONLY leaks no
 * subject; unknown, replaced and revoked tokens answer 404 with no body; the rate limit per address.
 */
import { createHash } from "node:crypto";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEED_REQUESTS_PER_MINUTE } from "../../server/deadlines/feed-routes";
import { createDraft, FEATURED, impersonating, sendDraft, signedIn, type ErrorBody } from "./support/correspondence";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

interface Feed {
  url: string;
  detail: "SUBJECTS" | "NUMBERS_ONLY";
  alarms: number[];
}

let server: TestServer;
let parent: TestClient;

beforeAll(async () => {
  // The test plays several client addresses through X-Forwarded-For from a trusted local proxy.
  server = await startTestServer({ trustedProxies: ["127.0.0.1"] });
  parent = await signedIn(server, "demoparent");
});
afterAll(() => server.close());

/** The feed fetched as a calendar app does: no cookie, no CSRF, from its own address. */
async function fetchFeed(url: string, address = "198.51.100.7"): Promise<{ status: number; type: string | null; text: string }> {
  const res = await fetch(url, { headers: { "X-Forwarded-For": address } });
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
}

function events(text: string): ICAL.Event[] {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
}

const uid = (id: number) => `correspondence-${id}@${new URL(server.baseUrl).host}`;

describe("calendar feed", () => {
  let feed: Feed;

  it("creates the user's feed: a /calendar/{token}.ics address, default alarms, the token stored only as its SHA-256", async () => {
    expect((await parent.api<ErrorBody>("GET", "/correspondences/calendar-feed")).body).toMatchObject({ code: 404, description: "calendar.feed.not.found" });
    const res = await parent.api<Feed>("POST", "/correspondences/calendar-feed", { json: { detail: "SUBJECTS" } });
    expect(res.status).toBe(200);
    feed = res.body;
    expect(feed.url).toMatch(new RegExp(`^${server.baseUrl}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(feed).toMatchObject({ detail: "SUBJECTS", alarms: [14, 7, 1] });
    expect((await parent.api<Feed>("GET", "/correspondences/calendar-feed")).body).toEqual(feed);

    const token = /\/calendar\/(.+)\.ics$/.exec(feed.url)?.[1] ?? "";
    const rows = await server.db.all<Record<string, unknown>>("SELECT * FROM calendar_feeds");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("serves the open letters without a cookie as RFC 5545 all-day events with their alarms; a sent reply removes the event", async () => {
    const first = await fetchFeed(feed.url);
    expect(first.status).toBe(200);
    expect(first.type).toBe("text/calendar; charset=utf-8");
    const byUid = new Map(events(first.text).map((event) => [event.uid, event]));
    // Replied and no-reply letters are not in it; overdue and due ones are.
    expect(byUid.has(uid(FEATURED.repliedOverdue))).toBe(false);
    expect(byUid.has(uid(FEATURED.notice))).toBe(false);
    expect(byUid.has(uid(FEATURED.overdue))).toBe(true);
    const tomorrow = byUid.get(uid(FEATURED.dueTomorrowWithDraft));
    expect(tomorrow?.startDate.isDate).toBe(true);
    expect(tomorrow?.startDate.toString()).toBe("2026-03-15");
    expect(tomorrow?.component.getAllSubcomponents("valarm").map((alarm) => alarm.getFirstPropertyValue("trigger")?.toString())).toEqual([
      "-P13DT15H",
      "-P6DT15H",
      "-PT15H",
    ]);
    expect(tomorrow?.component.getFirstPropertyValue("url")).toBe(`${server.baseUrl}/correspondence/${FEATURED.dueTomorrowWithDraft}`);
    // The user's language (demoparent prefers Lithuanian).
    expect(tomorrow?.summary).toMatch(/^Terminas atsakyti: /);

    const draft = await createDraft(parent, FEATURED.dueTomorrowWithDraft);
    const sent = await sendDraft(parent, { id: draft.body.id, messageId: FEATURED.dueTomorrowWithDraft, body: "<p>Answer</p>" });
    expect(sent.status).toBe(200);
    const after = await fetchFeed(feed.url);
    expect(events(after.text).map((event) => event.uid)).not.toContain(uid(FEATURED.dueTomorrowWithDraft));
    expect(events(after.text).length).toBe(byUid.size - 1);
  });

  it("with NUMBERS_ONLY shows no subject; the replaced address answers 404 with no body", async () => {
    const subjects = await server.db.all<{ subject: string }>(
      "SELECT subject FROM correspondence_messages WHERE account_id = 1 AND requires_reply = 1 AND due_date IS NOT NULL",
    );
    const res = await parent.api<Feed>("POST", "/correspondences/calendar-feed", { json: { detail: "NUMBERS_ONLY", alarms: [2] } });
    expect(res.body).toMatchObject({ detail: "NUMBERS_ONLY", alarms: [2] });
    expect(res.body.url).not.toBe(feed.url);
    const old = await fetchFeed(feed.url);
    expect([old.status, old.text]).toEqual([404, ""]);

    const text = (await fetchFeed(res.body.url)).text;
    expect(events(text).length).toBeGreaterThan(3);
    // ICS folds long lines; unfold before looking for a subject.
    const unfolded = text.replace(/\r\n[ \t]/g, "");
    for (const { subject } of subjects) expect(unfolded).not.toContain(subject);
    feed = res.body;
  });

  it("leaves out a letter marked handled (decision 85)", async () => {
    expect(events((await fetchFeed(feed.url)).text).map((e) => e.uid)).toContain(uid(FEATURED.overdue));
    const res = await parent.api("PATCH", `/correspondences/message/${FEATURED.overdue}`, { json: [{ op: "replace", path: "/handled", value: true }] });
    expect(res.status).toBe(204);
    expect(events((await fetchFeed(feed.url)).text).map((e) => e.uid)).not.toContain(uid(FEATURED.overdue));
  });

  it("revokes: the address and unknown or malformed tokens answer 404 with no body", async () => {
    expect((await parent.api("DELETE", "/correspondences/calendar-feed")).status).toBe(204);
    expect((await parent.api<ErrorBody>("GET", "/correspondences/calendar-feed")).status).toBe(404);
    for (const url of [feed.url, `${server.baseUrl}/calendar/${"A".repeat(43)}.ics`, `${server.baseUrl}/calendar/short.ics`, `${server.baseUrl}/calendar/x`]) {
      const res = await fetchFeed(url);
      expect([res.status, res.text], url).toEqual([404, ""]);
    }
  });

  it("is refused to read-only sessions and to users without a correspondence role", async () => {
    const readOnly = await impersonating(server, "demoparent");
    expect((await readOnly.api<ErrorBody>("POST", "/correspondences/calendar-feed", { json: { detail: "SUBJECTS" } })).body.description).toBe("read.only.session");
    const noRole = await signedIn(server, "demonorole");
    expect((await noRole.api("POST", "/correspondences/calendar-feed", { json: { detail: "SUBJECTS" } })).status).toBe(403);
    const bad = await parent.api<ErrorBody>("POST", "/correspondences/calendar-feed", { json: { detail: "SUBJECTS", alarms: [1, 1] } });
    expect([bad.status, bad.body.description]).toEqual([400, "invalid.format"]);
  });

  it("limits requests per address: 429 with Retry-After once the minute's budget is spent, other addresses unaffected", async () => {
    const url = `${server.baseUrl}/calendar/${"B".repeat(43)}.ics`;
    for (let i = 0; i < FEED_REQUESTS_PER_MINUTE; i += 1) expect((await fetchFeed(url, "203.0.113.9")).status).toBe(404);
    const refused = await fetch(url, { headers: { "X-Forwarded-For": "203.0.113.9" } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await fetchFeed(url, "203.0.113.10")).status).toBe(404);
  });
});
