import { afterEach, describe, expect, it } from "vitest";
import type { OfflineSearchRecord } from "@/lib/db";
import { forgetOfflineCaches, htmlToText, loadMessages, pageOfRecords, saveMessages, searchDevice, searchTextOf, type StoredListItem } from "@/lib/offline";

function item(id: number, patch: Partial<StoredListItem["message"]> = {}, replies: string[] = []): StoredListItem {
  return {
    message: {
      id,
      subject: `Subject ${id}`,
      senderFullNameAndEmail: "Examiner <examiner@office.lt>",
      body: `<p>Body of message ${id}</p>`,
      receivedDate: `2026-01-${String((id % 28) + 1).padStart(2, "0")}T10:00:00`,
      applicationNumber: `TM-${id}`,
      registrationNumber: null,
      boCorrespondenceNumber: `R-2026-${id}`,
      ...patch,
    },
    subRows: replies.map((body) => ({ body })),
  };
}

function record(value: StoredListItem, savedAt = 1000): OfflineSearchRecord {
  return { key: `7:${value.message.id}`, userId: 7, savedAt, searchText: searchTextOf(value), receivedDate: value.message.receivedDate };
}

afterEach(() => forgetOfflineCaches());

describe("search text", () => {
  it("drops tags and decodes entities", () => {
    const text = htmlToText("<p>Tom&amp;Jerry&nbsp;<b>bold</b></p><script>x()</script>&#x41;&#66;");
    expect(text.replace(/\s+/g, " ").trim()).toBe("Tom&Jerry bold AB");
  });

  it("holds subject, numbers, sender, body and reply text in lower case", () => {
    const text = searchTextOf(item(5, { subject: "Objection NOTICE", registrationNumber: "REG-9", body: "<p>Please <em>pay</em> the fee</p>" }, ["<p>Our Answer</p>"]));
    for (const part of ["objection notice", "r-2026-5", "tm-5", "reg-9", "examiner@office.lt", "please pay the fee", "our answer"]) expect(text).toContain(part);
    expect(text).not.toContain("<em>");
  });
});

describe("pageOfRecords", () => {
  const records = [record(item(1)), record(item(2, { body: "<p>Opposition filed by a third party</p>" }), 500), record(item(3), 2000), record(item(4, {}, ["<p>opposition answered</p>"]))];

  it("finds messages by every word (any case), newest first", () => {
    const page = pageOfRecords(records, "OPPOSITION", 0, 10);
    expect(page.keys).toEqual(["7:4", "7:2"]);
    expect(page.total).toBe(2);
    expect(page.savedAt).toBe(500);
    expect(pageOfRecords(records, "opposition third", 0, 10).keys).toEqual(["7:2"]);
    expect(pageOfRecords(records, "nothing-like-this", 0, 10)).toEqual({ keys: [], total: 0, savedAt: null });
  });

  it("without a search lists every message a page at a time", () => {
    const second = pageOfRecords(records, undefined, 1, 3);
    expect(second.keys).toEqual(["7:1"]);
    expect(second.total).toBe(4);
  });

  it("stays fast over 5,000 stored messages", () => {
    const many = Array.from({ length: 5000 }, (_, index) =>
      record(item(index + 1, { body: `<p>${"Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(20)} token${index}</p>` })),
    );
    const started = performance.now();
    const page = pageOfRecords(many, "token4321", 0, 10);
    const elapsed = performance.now() - started;
    expect(page.keys).toEqual(["7:4322"]);
    expect(elapsed).toBeLessThan(200);
  });
});

describe("stored messages", () => {
  it("keeps accounts apart and searches what was stored", async () => {
    await saveMessages(7, [item(1, { body: "<p>Renewal reminder</p>" }), item(2)]);
    await saveMessages(8, [item(3, { body: "<p>Renewal of another account</p>" })]);
    const page = await searchDevice(7, "renewal", 0, 10);
    expect(page.items.map((found) => found.message.id)).toEqual([1]);
    expect((await loadMessages(8)).map((stored) => stored.key)).toEqual(["8:3"]);
    expect((await searchDevice(8, undefined, 0, 10)).items).toEqual([item(3, { body: "<p>Renewal of another account</p>" })]);
  });

  it("a new save replaces the message and is searched at once", async () => {
    await saveMessages(7, [item(1)]);
    expect((await searchDevice(7, "changed", 0, 10)).total).toBe(0);
    await saveMessages(7, [item(1, { subject: "Changed subject" })]);
    expect((await searchDevice(7, "changed", 0, 10)).total).toBe(1);
  });
});
