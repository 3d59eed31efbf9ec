/**
 * The thread's device record (src/features/correspondence/api/thread-record.ts): the home of a
 * draft's office text on the device, written through by the office's reads and the outbox's
 * deliveries; a read answered before a save it crossed never puts the older text back.
 */
import { describe, expect, it } from "vitest";
import { forgetOfficeDraftText, keepDeliveredDraft, officeDraftCopy, writeThreadRead } from "@/features/correspondence/api/thread-record";
import type { OutboxEntry } from "@/lib/outbox";
import { draftEntry } from "./fixtures";

const USER = 7;
/** No draft of the thread has unsent typing queued. */
const NONE: ReadonlySet<number> = new Set();
const draftRow = (body: string, actionDate: string) => ({ id: 30, draftStatus: "DRAFT", actionDate, body });
const thread = (body: string, actionDate: string) => ({ id: 9, subject: "Letter", subRows: [{ id: 29, draftStatus: "SENT", actionDate: "2026-03-01T09:00:00", body: "<p>sent</p>" }, draftRow(body, actionDate)] });

function delivered(kind: "draft.save" | "draft.send", body: string): OutboxEntry {
  return draftEntry({ userId: USER, draftId: 30, messageId: 9, body, kind, baseActionDate: "2026-03-14T10:00:00", revision: 2 });
}

describe("the thread's device record", () => {
  it("keeps the office's draft text of every read", async () => {
    expect(await officeDraftCopy(USER, 9, 30)).toBeNull();
    await writeThreadRead(USER, thread("<p>first</p>", "2026-03-14T10:00:00"), NONE);
    expect(await officeDraftCopy(USER, 9, 30)).toEqual({ body: "<p>first</p>", actionDate: "2026-03-14T10:00:00" });
    const later = await writeThreadRead(USER, thread("<p>saved elsewhere</p>", "2026-03-14T11:00:00"), NONE);
    expect(later.subRows[1]?.body).toBe("<p>saved elsewhere</p>");
    expect(await officeDraftCopy(USER, 9, 30)).toEqual({ body: "<p>saved elsewhere</p>", actionDate: "2026-03-14T11:00:00" });
    // Accounts never mix; another draft of the letter is not this one.
    expect(await officeDraftCopy(8, 9, 30)).toBeNull();
    expect(await officeDraftCopy(USER, 9, 29)).toBeNull();
  });

  it("a delivered save stays over a read answered before it (same office second or earlier), and the read answers it", async () => {
    await writeThreadRead(USER, thread("<p>office</p>", "2026-03-14T10:00:00"), NONE);
    await keepDeliveredDraft(delivered("draft.save", "<p>office and typing</p>"), { actionDate: "2026-03-14T10:05:00" });
    expect(await officeDraftCopy(USER, 9, 30)).toEqual({ body: "<p>office and typing</p>", actionDate: "2026-03-14T10:05:00" });
    // The read was answered before the save reached the office.
    const older = await writeThreadRead(USER, thread("<p>office</p>", "2026-03-14T10:00:00"), NONE);
    expect(older.subRows[1]).toMatchObject({ body: "<p>office and typing</p>", actionDate: "2026-03-14T10:05:00" });
    // Within the save's second: the delivered text is kept too.
    await writeThreadRead(USER, thread("<p>office</p>", "2026-03-14T10:05:00"), NONE);
    expect((await officeDraftCopy(USER, 9, 30))?.body).toBe("<p>office and typing</p>");
    // A later read is the office's newer text.
    await writeThreadRead(USER, thread("<p>colleague</p>", "2026-03-14T10:06:00"), NONE);
    expect((await officeDraftCopy(USER, 9, 30))?.body).toBe("<p>colleague</p>");
  });

  it("a delivered send turns the row into the office's reply; a thread never stored is left alone", async () => {
    await keepDeliveredDraft(delivered("draft.save", "<p>nowhere</p>"), { actionDate: "2026-03-14T10:05:00" });
    expect(await officeDraftCopy(USER, 9, 30)).toBeNull();
    await writeThreadRead(USER, thread("<p>office</p>", "2026-03-14T10:00:00"), NONE);
    await keepDeliveredDraft(delivered("draft.send", "<p>final</p>"), { ...draftRow("<p>final</p>", "2026-03-14T10:07:00"), draftStatus: "SENT" });
    expect(await officeDraftCopy(USER, 9, 30)).toBeNull();
  });

  it("keeps no text of a draft whose typing is queued: the words are on the device once", async () => {
    const answered = await writeThreadRead(USER, thread("<p>office</p>", "2026-03-14T10:00:00"), new Set([30]));
    // The thread query still gets the office's text; the record keeps the row, without it.
    expect(answered.subRows[1]?.body).toBe("<p>office</p>");
    expect(await officeDraftCopy(USER, 9, 30)).toBeNull();
    await writeThreadRead(USER, thread("<p>office</p>", "2026-03-14T10:00:00"), NONE);
    expect(await officeDraftCopy(USER, 9, 30)).not.toBeNull();
    // New typing: the office's text goes; the row and the sent reply stay.
    await forgetOfficeDraftText(USER, 9, 30);
    expect(await officeDraftCopy(USER, 9, 30)).toBeNull();
    await keepDeliveredDraft(delivered("draft.save", "<p>typed</p>"), { actionDate: "2026-03-14T10:05:00" });
    expect(await officeDraftCopy(USER, 9, 30)).toEqual({ body: "<p>typed</p>", actionDate: "2026-03-14T10:05:00" });
  });
});
