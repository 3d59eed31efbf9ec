/**
 * A signed-in start asks the expiring call once: the expiring alert's window lies
 * within "every open letter" (the card, the "Needs a reply" view and its tab's count), so the
 * alert takes its letters from that one answer, or joins that request when it is under way.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { correspondenceQueries } from "@/features/correspondence/api/correspondence-queries";
import { NEEDS_REPLY_CRITERIA } from "@/features/correspondence/deadlines";
import { expiringCriteria } from "@/features/correspondence/expiring";
import { json, stubFetch, type Call } from "../../lib/fetch-stub";
import { officeLetter, signedInQueryClient } from "./fixtures";

const WINDOW = { from: "2026-11-26", to: "2026-11-28" };
const OPEN_LETTERS = [
  officeLetter({ id: 1, dueDate: "2026-10-01T00:00:00" }), // overdue: in the alert
  officeLetter({ id: 2, dueDate: "2026-11-28T00:00:00" }), // the window's last day: in the alert
  officeLetter({ id: 3, dueDate: "2026-12-20T00:00:00" }), // later: "Needs a reply" only
];

afterEach(() => {
  vi.unstubAllGlobals();
});

const expiringCalls = (calls: Call[]) => calls.filter((call) => call.url.endsWith("/correspondences/message/expiring"));

describe("the expiring alert and Needs a reply", () => {
  it("read one request: the alert keeps the letters due in its window, Needs a reply is not asked again", async () => {
    const { calls } = stubFetch(() => json({ count: OPEN_LETTERS.length, content: OPEN_LETTERS }));
    const client = signedInQueryClient();

    const alert = await client.fetchQuery(correspondenceQueries.expiring(expiringCriteria(WINDOW)));
    expect(alert.content.map((letter) => letter.id)).toEqual([1, 2]);
    expect(alert.count).toBe(2);
    const needsReply = await client.fetchQuery(correspondenceQueries.needsReply());
    expect(needsReply.content.map((letter) => letter.id)).toEqual([1, 2, 3]);

    expect(expiringCalls(calls)).toHaveLength(1);
    expect(JSON.parse(String(expiringCalls(calls)[0]?.body))).toEqual(NEEDS_REPLY_CRITERIA);
  });

  it("joins the Needs a reply request under way (the dashboard's loader asked first)", async () => {
    const { calls } = stubFetch(() => json({ count: OPEN_LETTERS.length, content: OPEN_LETTERS }));
    const client = signedInQueryClient();
    const needsReply = client.fetchQuery(correspondenceQueries.needsReply());
    const alert = await client.fetchQuery(correspondenceQueries.expiring(expiringCriteria(WINDOW)));
    await needsReply;
    expect(alert.content.map((letter) => letter.id)).toEqual([1, 2]);
    expect(expiringCalls(calls)).toHaveLength(1);
  });
});
