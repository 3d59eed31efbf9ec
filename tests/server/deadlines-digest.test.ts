/**
 * The deadline e-mails (decision 84) over real HTTP: the choice through /account/alerts,
 * the day's job run by its test hook. One digest per user and day listing overdue letters and
 * those due on a chosen day ahead, in the user's language with links; never a replied letter;
 * nothing when there is nothing to list. The schedule: 08:00 office time in winter and summer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextDigestAt } from "../../server/deadlines/digest-schedule";
import { addDays } from "../../src/lib/deadlines/office-days";
import { createDraft, FEATURED, sendDraft, signedIn, type ErrorBody } from "./support/correspondence";
import { mailsTo } from "./support/mailbox";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

// The test clock starts on 14 March 2026, 08:00 UTC: the seed's "today".
const TODAY = "2026-03-14";
const PARENT_MAIL = "demo.parent@example.lt";

let server: TestServer;
let parent: TestClient;

beforeAll(async () => {
  server = await startTestServer({ testHooks: true });
  parent = await signedIn(server, "demoparent");
});
afterAll(() => server.close());

async function runJob(day: string): Promise<number> {
  const res = await fetch(`${server.baseUrl}/sandbox/test/deadline-digests?day=${day}`, { method: "POST" });
  expect(res.status).toBe(200);
  return ((await res.json()) as { sent: number }).sent;
}

const digests = async () => (await mailsTo(server, PARENT_MAIL)).filter((mail) => (mail.kind as string) === "DEADLINES");

describe("deadline e-mails", () => {
  it("are off by default (days 14, 7, 1); the choice is stored and validated", async () => {
    expect((await parent.api("GET", "/account/alerts")).body).toEqual({ email: false, daysBefore: [14, 7, 1] });
    expect(await runJob(TODAY)).toBe(0);
    const bad = await parent.api<ErrorBody>("PUT", "/account/alerts", { json: { email: true, daysBefore: [31] } });
    expect([bad.status, bad.body.description]).toEqual([400, "invalid.format"]);
    const res = await parent.api("PUT", "/account/alerts", { json: { email: true, daysBefore: [1, 2] } });
    expect(res.body).toEqual({ email: true, daysBefore: [2, 1] });
    expect((await parent.api("GET", "/account/alerts")).body).toEqual({ email: true, daysBefore: [2, 1] });
  });

  it("sends one digest a day in the user's language: overdue letters and those due on a chosen day, with links; never a replied one", async () => {
    expect(await runJob(TODAY)).toBe(1);
    const [mail] = await digests();
    expect(mail?.subject).toMatch(/^Atsakymų terminai/);
    const body = mail?.body ?? "";
    expect(body).toContain(`${server.baseUrl}/correspondence/${FEATURED.overdue}`);
    expect(body).toContain(`Terminas praėjo ${addDays(TODAY, -3)}`);
    expect(body).toContain(`${server.baseUrl}/correspondence/${FEATURED.dueTomorrowWithDraft}`);
    expect(body).toContain(`${server.baseUrl}/correspondence/${FEATURED.dueInTwoDays}`);
    // Due today (day 0 not chosen) and replied letters are not listed.
    expect(body).not.toContain(`/correspondence/${FEATURED.dueToday}\n`);
    expect(body).not.toContain(`/correspondence/${FEATURED.repliedOverdue}\n`);
    expect(body.indexOf(`/correspondence/${FEATURED.overdue}`)).toBeLessThan(body.indexOf(`/correspondence/${FEATURED.dueTomorrowWithDraft}`));
    // Once a day.
    expect(await runJob(TODAY)).toBe(0);
    expect(await digests()).toHaveLength(1);
  });

  it("leaves out a letter once its reply is sent, and writes in English for an English user", async () => {
    const draft = await createDraft(parent, FEATURED.dueInTwoDays);
    expect((await sendDraft(parent, { id: draft.body.id, messageId: FEATURED.dueInTwoDays, body: "<p>Answer</p>" })).status).toBe(200);
    await server.db.run("UPDATE users SET language = 'en' WHERE username = 'demoparent'");
    // Tomorrow the letter due in two days would be due in one.
    expect(await runJob(addDays(TODAY, 1))).toBe(1);
    const [mail] = await digests();
    expect(mail?.subject).toMatch(/^Reply deadlines: \d+ letters need a reply$/);
    expect(mail?.body).toContain("Overdue since");
    expect(mail?.body).not.toContain(`/correspondence/${FEATURED.dueInTwoDays}\n`);
  });

  it("sends nothing when nothing is overdue or due on a chosen day", async () => {
    await parent.api("PUT", "/account/alerts", { json: { email: true, daysBefore: [] } });
    // Long before the seed's deadlines nothing is overdue, and no day is chosen.
    expect(await runJob(addDays(TODAY, -400))).toBe(0);
  });

  it("runs at 08:00 office time, winter (UTC+2) and summer (UTC+3)", () => {
    expect(new Date(nextDigestAt(Date.UTC(2026, 2, 14, 5, 59))).toISOString()).toBe("2026-03-14T06:00:00.000Z");
    expect(new Date(nextDigestAt(Date.UTC(2026, 2, 14, 6, 1))).toISOString()).toBe("2026-03-15T06:00:00.000Z");
    // Vilnius moves to summer time on 29 March 2026.
    expect(new Date(nextDigestAt(Date.UTC(2026, 2, 28, 12, 0))).toISOString()).toBe("2026-03-29T05:00:00.000Z");
  });
});
