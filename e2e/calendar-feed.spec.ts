/**
 * Deadlines in the user's own calendar (decision 83), with the browser in three time
 * zones: create the feed above "Needs a reply", fetch it without cookies, parse it (ical.js), find
 * the letter due tomorrow with its alarms; numbers only leaks no subject; the one-off .ics
 * download's dates equal the app's. Then: a sent reply removes the letter from the feed, and
 * "Stop the feed" makes the address answer 404.
 * Seed (server/correspondence/seed-featured.ts): 315 due tomorrow (office time), no reply yet.
 */
import ICAL from "ical.js";
import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { FEATURED } from "../server/correspondence/seed-featured";
import { addDays, officeDay } from "../src/lib/deadlines/office-days";
import { expect, test } from "./support/fixtures";
import { DeadlinesPage } from "./support/pages/deadlines-page";
import { createDraft, sendDraft } from "./support/pages/outbox-page";

test.describe.configure({ mode: "serial" });
// Each test creates, fetches and parses two feeds and a download: more than the default 30 s on a loaded machine.
test.setTimeout(60_000);

const ZONES = ["Europe/Vilnius", "UTC", "America/New_York"] as const;

function events(text: string): ICAL.Event[] {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
}

/** Creates the feed in the panel above Needs a reply (or, given the old address, replaces it); answers the address on screen. */
async function createFeed(page: Page, replacing?: { url: string; numbersOnly: boolean }): Promise<string> {
  const panel = page.getByTestId("calendar-feed");
  if (!replacing) {
    const toggle = page.getByRole("button", { name: "Deadlines in my calendar" });
    // The list may still settle (office answer after the device's copy): open until it stays open.
    await expect(async () => {
      if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
      await expect(panel).toBeVisible({ timeout: 1000 });
    }).toPass();
    // A feed left by a test in another zone: stop it first, so this one starts without.
    await expect(panel.getByRole("button", { name: /^(Add deadlines to my calendar|Save and make a new address)$/ })).toBeVisible();
    const stop = panel.getByRole("button", { name: "Stop the feed" });
    if (await stop.isVisible()) await stop.click();
  }
  if (replacing?.numbersOnly) await panel.getByText("Show only the letter and application numbers", { exact: false }).click();
  await panel.getByRole("button", { name: replacing ? "Save and make a new address" : "Add deadlines to my calendar" }).click();
  const url = panel.getByTestId("calendar-feed-url");
  if (replacing) await expect(url).not.toHaveText(replacing.url);
  await expect(url).toHaveText(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(panel.getByRole("link", { name: "Open in my calendar app" })).toHaveAttribute("href", /^webcal:\/\//);
  return (await url.textContent()) ?? "";
}

/** The feed as a calendar app fetches it: no cookie. */
async function fetchFeed(anonymous: APIRequestContext, url: string): Promise<{ status: number; text: string }> {
  const res = await anonymous.get(url);
  return { status: res.status(), text: await res.text() };
}

/** The letter id of an event's UID (`correspondence-{id}@{host}`; the host is the address the user opened). */
const idOf = (event: ICAL.Event) => Number(/^correspondence-(\d+)@/.exec(event.uid)?.[1]);

const dayText = (day: string) => new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" }).format(new Date(`${day}T00:00:00Z`));

/** What "Needs a reply" says of each letter's due day, by letter id. */
async function dueDaysShown(deadlines: DeadlinesPage): Promise<Map<number, string>> {
  const rows = await deadlines.rows.evaluateAll((trs) =>
    trs.map((tr) => [Number(tr.getAttribute("data-message-id")), tr.querySelector("[data-deadline]")?.textContent ?? ""] as const),
  );
  return new Map(rows);
}

/** The badge text the app shows for a due day. */
function shownFor(day: string, today: string): string {
  if (day < today) return `Overdue since ${dayText(day)}`;
  return day === today ? "Due today" : `Due ${dayText(day)}`;
}

for (const zone of ZONES) {
  test.describe(`with the browser in ${zone}`, () => {
    test.use({ timezoneId: zone });

    test("the feed holds tomorrow's letter with its alarms, numbers only leaks no subject, and the download's dates are the app's", async ({ page, signIn, playwright }) => {
      await signIn(page, "demoparent");
      const deadlines = new DeadlinesPage(page);
      await deadlines.gotoNeedsReply();
      const tomorrow = addDays(officeDay(), 1);
      // The app shows the office's day whatever the browser's zone.
      await expect(deadlines.needsReply.locator(`tr[data-message-id="${FEATURED.dueTomorrowWithDraft}"] [data-deadline]`)).toHaveText(`Due ${dayText(tomorrow)}`);

      const anonymous = await playwright.request.newContext();
      const url = await createFeed(page);
      const feed = await fetchFeed(anonymous, url);
      expect(feed.status).toBe(200);
      const event = events(feed.text).find((e) => idOf(e) === FEATURED.dueTomorrowWithDraft);
      expect(event?.startDate.isDate).toBe(true);
      expect(event?.startDate.toString()).toBe(tomorrow);
      expect(event?.component.getAllSubcomponents("valarm")).toHaveLength(3);
      const subject = event?.summary.replace(/^Reply due: /, "") ?? "";
      expect(subject.length).toBeGreaterThan(3);

      // Every date of the feed and of the one-off download is the due day the app shows.
      const today = officeDay();
      const shownDays = await dueDaysShown(deadlines);
      for (const e of events(feed.text)) expect(shownFor(e.startDate.toString(), today), e.uid).toBe(shownDays.get(idOf(e)));
      const download = page.waitForEvent("download");
      await deadlines.calendarButton.click();
      const file = await readFile(await (await download).path(), "utf8");
      const downloaded = events(file);
      expect(downloaded.map(idOf).sort()).toEqual([...shownDays.keys()].sort());
      for (const e of downloaded) expect(shownFor(e.startDate.toString(), today), e.uid).toBe(shownDays.get(idOf(e)));

      const numbersUrl = await createFeed(page, { url, numbersOnly: true });
      expect((await fetchFeed(anonymous, url)).status).toBe(404);
      const numbers = (await fetchFeed(anonymous, numbersUrl)).text.replace(/\r\n[ \t]/g, "");
      expect(events(numbers).map(idOf)).toContain(FEATURED.dueTomorrowWithDraft);
      expect(numbers).not.toContain(subject);
      await anonymous.dispose();
    });
  });
}

test("a sent reply removes the letter from the feed; Stop the feed answers 404", async ({ page, signIn, playwright }) => {
  await signIn(page, "demoparent");
  await new DeadlinesPage(page).gotoNeedsReply();
  const anonymous = await playwright.request.newContext();
  const url = await createFeed(page);
  expect(events((await fetchFeed(anonymous, url)).text).map(idOf)).toContain(FEATURED.dueTomorrowWithDraft);

  await sendDraft(page, FEATURED.dueTomorrowWithDraft, await createDraft(page, FEATURED.dueTomorrowWithDraft), "<p>Answered</p>");
  const after = await fetchFeed(anonymous, url);
  expect(after.status).toBe(200);
  expect(events(after.text).map(idOf)).not.toContain(FEATURED.dueTomorrowWithDraft);

  await page.getByTestId("calendar-feed").getByRole("button", { name: "Stop the feed" }).click();
  await expect(page.getByRole("button", { name: "Add deadlines to my calendar" })).toBeVisible();
  const revoked = await fetchFeed(anonymous, url);
  expect([revoked.status, revoked.text]).toEqual([404, ""]);
  await anonymous.dispose();
});
