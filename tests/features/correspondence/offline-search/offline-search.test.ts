import { afterEach, describe, expect, it, vi } from "vitest";
import { htmlToText } from "@/lib/html/text";
import { pageOfRecords, searchDevice } from "@/features/correspondence/offline-search/offline-search";
import { searchTextOf, type SearchTextRecord } from "@/features/correspondence/offline-search/search-text";
import { forgetOfflineCaches, loadMessages, saveMessages, type StoredListItem } from "@/features/correspondence/offline-search/stored-messages";
import { SEARCH_CASES, type SearchCase } from "../../../lib/search/fold-cases";

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

function record(value: StoredListItem, savedAt = 1000): SearchTextRecord {
  return { key: `7:${value.message.id}`, userId: 7, savedAt, searchText: searchTextOf(value), receivedDate: value.message.receivedDate };
}

afterEach(() => {
  forgetOfflineCaches();
  vi.restoreAllMocks();
});

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

  it("searches more text of a message (read elsewhere) with its own, without changing the stored one", () => {
    const more = new Map([["7:1", "dear office, the okapi answer"]]);
    expect(pageOfRecords(records, "okapi", 0, 10, more).keys).toEqual(["7:1"]);
    // Every word, from either text.
    expect(pageOfRecords(records, "subject okapi", 0, 10, more).keys).toEqual(["7:1"]);
    expect(pageOfRecords(records, "okapi", 0, 10).keys).toEqual([]);
    expect(records.map((stored) => stored.searchText).join(" ")).not.toContain("okapi");
  });

  it("without a search lists every message a page at a time", () => {
    const second = pageOfRecords(records, undefined, 1, 3);
    expect(second.keys).toEqual(["7:1"]);
    expect(second.total).toBe(4);
  });

  it("finds the one message among 5,000 by its search text alone", () => {
    // Only the stored search text is read: no message body is parsed at search time (the
    // records carry none). The speed of this search is measured by `npm run bench`
    // (offline-search, 5,000 messages on the device), never timed in a unit test.
    const many = Array.from({ length: 5000 }, (_, index) => record(item(index + 1, { body: `<p>${"Lorem ipsum dolor sit amet. ".repeat(20)} Token${index}</p>` })));
    const page = pageOfRecords(many, "TOKEN4321", 0, 10);
    expect(page).toEqual({ keys: ["7:4322"], total: 1, savedAt: 1000 });
    expect(pageOfRecords(many, "lorem token432", 0, 10).total).toBe(11);
    expect(pageOfRecords(many, "lorem token432", 1, 10).keys).toHaveLength(1);
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

  it("makes the search texts once (the messages read in one part of 500) and then reads only the messages of the page shown", async () => {
    await saveMessages(7, Array.from({ length: 300 }, (_, index) => item(index + 1, { body: `<p>Notice about mark m${index + 1}m</p>` })));
    const textReads = vi.spyOn(IDBObjectStore.prototype, "getAll");
    const messageReads = vi.spyOn(IDBObjectStore.prototype, "get");
    const first = await searchDevice(7, "notice", 0, 10);
    expect(first.total).toBe(300);
    expect(first.items).toHaveLength(10);
    expect(textReads).toHaveBeenCalledTimes(1);
    expect(messageReads).toHaveBeenCalledTimes(10);
    // The next search and the next page answer from the texts kept in memory.
    const next = await searchDevice(7, "notice M12M", 0, 10);
    expect(next.items.map((found) => found.message.id)).toEqual([12]);
    expect((await searchDevice(7, "notice", 29, 10)).items.map((found) => found.message.id)).toHaveLength(10);
    expect(textReads).toHaveBeenCalledTimes(1);
    expect(messageReads).toHaveBeenCalledTimes(21);
  });

  it("without a search, a page of the newest letters reads no text: the scan's order, ties by key, other accounts apart", async () => {
    // Received dates repeat (the item's day cycles every 28 ids): equal dates order by key, descending.
    const items = Array.from({ length: 120 }, (_, index) => item(index + 1));
    await saveMessages(7, items);
    await saveMessages(8, [item(500, { receivedDate: "2030-01-01T00:00:00" })]);
    const textReads = vi.spyOn(IDBObjectStore.prototype, "getAll");
    const expected = pageOfRecords(items.map((one) => record(one)), undefined, 3, 10);
    const page = await searchDevice(7, undefined, 3, 10);
    expect(page.items.map((found) => `7:${found.message.id}`)).toEqual(expected.keys);
    expect(page.total).toBe(120);
    expect(page.source).toBeUndefined();
    const last = await searchDevice(7, undefined, 11, 10);
    expect(last.items.map((found) => `7:${found.message.id}`)).toEqual(pageOfRecords(items.map((one) => record(one)), undefined, 11, 10).keys);
    expect(last.items).toHaveLength(10);
    expect((await searchDevice(7, undefined, 12, 10)).items).toEqual([]);
    expect(textReads).not.toHaveBeenCalled();
  });

  it("a new save replaces the message and is searched at once", async () => {
    await saveMessages(7, [item(1)]);
    expect((await searchDevice(7, "changed", 0, 10)).total).toBe(0);
    await saveMessages(7, [item(1, { subject: "Changed subject" })]);
    expect((await searchDevice(7, "changed", 0, 10)).total).toBe(1);
  });
});

describe("decision 82 offline", () => {
  it.each(SEARCH_CASES.map((c, i) => [c.query, c.field, c.found, i] as const))("%s in the %s: found %s", (query, field, found, i) => {
    const c = SEARCH_CASES[i] as SearchCase;
    const letter = record(item(1, {
      subject: field === "subject" ? c.text : "Pranešimas",
      body: field === "body" ? c.text : "<p>Turinys</p>",
      applicationNumber: field === "number" ? c.text : null,
    }));
    expect(pageOfRecords([letter], query, 0, 10).total).toBe(found ? 1 : 0);
  });

  it("folds a search text stored before the rule when it is searched", () => {
    const stored = { ...record(item(1, { subject: "Prekių ženklo ŽALGIRIS registracija" })), searchText: "prekių ženklo žalgiris registracija" };
    expect(pageOfRecords([stored], "zalgiris", 0, 10).total).toBe(1);
    expect(pageOfRecords([stored], "Žalgiris", 0, 10).total).toBe(1);
  });
});
