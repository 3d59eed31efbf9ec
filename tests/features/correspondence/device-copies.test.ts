import { afterEach, describe, expect, it } from "vitest";
import { listFromDevice, saveList, saveNeedsReply, saveThread, threadFromDevice } from "@/features/correspondence/api/device-copies";
import { officeDraftCopy } from "@/features/correspondence/api/thread-record";
import type { CorrespondenceListResponse, CorrespondenceMessage } from "@/features/correspondence/api/schemas";
import { forgetOfflineCaches, loadMessages } from "@/features/correspondence/offline-search/stored-messages";
import { openIpoDb } from "@/lib/db";
import { outboxStore } from "@/lib/outbox";
import { draftKey } from "@/features/correspondence/outbox/queued-work";

function message(id: number, patch: Partial<CorrespondenceMessage> = {}): CorrespondenceMessage {
  return {
    id,
    messageId: id,
    applicationNumber: `TM-${id}`,
    applicationId: null,
    dossierType: "TRADEMARK",
    subject: `Subject ${id}`,
    recipientFullNameAndEmail: "User <user@example.lt>",
    senderFullNameAndEmail: "Examiner <examiner@office.lt>",
    messageStatus: "READ",
    receivedDate: `2026-02-${String(id).padStart(2, "0")}T09:00:00`,
    dueDate: null,
    hasReply: false,
    requiresReply: false,
    body: `<p>Body ${id}</p>`,
    messageSearchAttachment: [],
    previousId: null,
    nextId: null,
    index: null,
    direction: "BO_INCOMING",
    boCorrespondenceNumber: `R-${id}`,
    registrationNumber: null,
    hasAttachment: false,
    important: false,
    subRows: null,
    ...patch,
  };
}

function page(ids: number[], total = ids.length): CorrespondenceListResponse {
  return { content: ids.map((id) => ({ message: message(id), subRows: [] })), totalResults: total, pageSize: 10, pageNumber: 0, numberOfElements: ids.length };
}

afterEach(() => forgetOfflineCaches());

describe("device copies of the inbox and threads", () => {
  it("gives back the inbox page seen with these parameters, marked with its time", async () => {
    await saveList(7, {}, page([3, 2, 1], 25));
    const copy = await listFromDevice(7, {});
    expect(copy?.content.map((item) => item.message.id)).toEqual([3, 2, 1]);
    expect(copy?.totalResults).toBe(25);
    expect(copy?.deviceCopy).toEqual({ savedAt: expect.any(Number), search: false });
    // Another account sees nothing of it.
    expect(await listFromDevice(8, {})).toBeUndefined();
  });

  it("builds an unseen page from the stored messages: newest first, or filtered and sorted as asked", async () => {
    const letters = [
      { message: message(1, { subject: "beta", important: true, dossierType: "DESIGN" }), subRows: [] },
      { message: message(2, { subject: "Alpha", messageStatus: "NEW", dueDate: "2026-03-01T00:00:00", requiresReply: true }), subRows: [] },
      { message: message(3, { subject: "gamma", important: true, assigneeUserId: 7 }), subRows: [] },
    ];
    await saveList(7, {}, { ...page([]), content: letters, totalResults: 3, numberOfElements: 3 });
    const ids = async (search: Parameters<typeof listFromDevice>[1]) => (await listFromDevice(7, search))?.content.map((item) => item.message.id);
    expect(await ids({ page: 1, size: 20 })).toEqual([3, 2, 1]);
    // Sorted by subject with A–Z folded, as the office sorts (SQLite's NOCASE).
    expect(await ids({ sort: "SUBJECT", sortType: "ASC" })).toEqual([2, 1, 3]);
    // Empty values last in both directions; ties by id, highest first.
    expect(await ids({ sort: "DUE_DATE", sortType: "ASC" })).toEqual([2, 3, 1]);
    expect(await ids({ sort: "DUE_DATE", sortType: "DESC" })).toEqual([2, 3, 1]);
    expect(await ids({ important: true })).toEqual([3, 1]);
    expect(await ids({ category: "DESIGN" })).toEqual([1]);
    expect(await ids({ status: "NEW", requiresReply: true })).toEqual([2]);
    expect(await ids({ assignee: "ME" })).toEqual([3]);
    expect(await ids({ assignee: "NOBODY", sort: "SUBJECT", sortType: "DESC" })).toEqual([1, 2]);
    const filtered = await listFromDevice(7, { important: true, size: 20, page: 1 });
    expect(filtered?.totalResults).toBe(2);
    // Said to be the device's results, not a stored page.
    expect(filtered?.deviceCopy).toEqual({ savedAt: expect.any(Number), search: true });
    // A filter nothing matches: an empty list, not "needs a connection".
    expect(await ids({ category: "PATENT" })).toEqual([]);
    // With nothing stored for the account, no copy.
    expect(await listFromDevice(8, { category: "DESIGN" })).toBeUndefined();
    // A search and a filter: the search's matches, filtered and sorted.
    expect(await ids({ search: "body", important: true, sort: "SUBJECT", sortType: "DESC" })).toEqual([3, 1]);
  });

  it("a letter stored before the list rows existed gets its row from its message", async () => {
    await saveList(7, {}, page([3, 2, 1]));
    const db = await openIpoDb();
    await db.clear("offlineRows");
    forgetOfflineCaches();
    expect((await listFromDevice(7, { sort: "SUBJECT", sortType: "DESC" }))?.content.map((item) => item.message.id)).toEqual([3, 2, 1]);
    expect(await db.countFromIndex("offlineRows", "byUser", 7)).toBe(3);
  });

  it("a page stored with these parameters answers as the office sent it", async () => {
    await saveList(7, {}, page([3, 2, 1]));
    await saveList(7, { sort: "SUBJECT", sortType: "ASC" }, page([1, 2, 3]));
    const seen = await listFromDevice(7, { sort: "SUBJECT", sortType: "ASC" });
    expect(seen?.content.map((item) => item.message.id)).toEqual([1, 2, 3]);
    expect(seen?.deviceCopy?.search).toBe(false);
  });

  it("searches the stored messages and says the results are from the device", async () => {
    await saveList(7, {}, page([1, 2]));
    await saveThread(7, message(4, { body: "<p>Notice of opposition</p>" }));
    const found = await listFromDevice(7, { search: "opposition" });
    expect(found?.content.map((item) => item.message.id)).toEqual([4]);
    expect(found?.deviceCopy?.search).toBe(true);
    expect((await listFromDevice(7, { search: "nowhere-found" }))?.totalResults).toBe(0);
  });

  it("gives back an opened thread, else the message as the inbox stored it", async () => {
    await saveThread(7, message(5, { subRows: [] }));
    expect((await threadFromDevice(7, 5))?.id).toBe(5);
    await saveList(7, {}, page([6]));
    const fromList = await threadFromDevice(7, 6);
    expect(fromList?.body).toBe("<p>Body 6</p>");
    expect(fromList?.deviceCopy?.savedAt).toEqual(expect.any(Number));
    expect(await threadFromDevice(7, 99)).toBeUndefined();
    expect(await threadFromDevice(8, 5)).toBeUndefined();
    // A letter only "Needs a reply" listed (the share picker offers it offline) opens from that copy.
    await saveNeedsReply(7, { count: 1, content: [message(99, { requiresReply: true })] });
    expect((await threadFromDevice(7, 99))?.subject).toBe("Subject 99");
    expect(await threadFromDevice(8, 99)).toBeUndefined();
  });

  it("the thread's record keeps a draft's office text only while no outbox entry holds newer typing; the inbox's copy never", async () => {
    const draft = { id: 30, draftStatus: "DRAFT" as const, actionDate: "2026-03-14T10:00:00", userFullNameAndEmail: "User", body: "<p>At the office</p>", messageSearchAttachment: [], boCorrespondenceNumber: null, hasAttachment: false };
    const answered = await saveThread(7, message(9, { subRows: [draft] }));
    expect(answered.subRows?.[0]?.body).toBe("<p>At the office</p>");
    expect(await officeDraftCopy(7, 9, 30)).toEqual({ body: "<p>At the office</p>", actionDate: "2026-03-14T10:00:00" });
    await outboxStore().enqueue({ userId: 7, kind: "draft.save", payload: { draftId: 30, messageId: 9, body: "<p>Typed here</p>" } });
    await saveThread(7, message(9, { subRows: [draft] }));
    expect(await officeDraftCopy(7, 9, 30)).toBeNull();
    // The row stays, without its text (no field stands for it).
    expect((await threadFromDevice(7, 9))?.subRows?.[0]).not.toHaveProperty("body");
    expect((await loadMessages(7)).map((record) => record.searchText).join(" ")).not.toContain("at the office");
  });

  it("offline search finds a letter by its draft's words, read from the draft's two sources (the entry, else the thread's record), never from search text", async () => {
    const draft = { id: 40, draftStatus: "DRAFT" as const, actionDate: "2026-03-14T10:00:00", userFullNameAndEmail: "User", body: "<p>Okapi at the office</p>", messageSearchAttachment: [], boCorrespondenceNumber: null, hasAttachment: false };
    const ids = async (search: string) => (await listFromDevice(7, { search }))?.content.map((item) => item.message.id);
    // The inbox's copy of the letter (no draft text in it) and another letter.
    await saveList(7, {}, { ...page([3]), content: [{ message: message(4), subRows: [draft] }, { message: message(3), subRows: [] }] });
    expect(await ids("okapi")).toEqual([]);

    // Unsent typing: its text is in the outbox entry only.
    await outboxStore().enqueue({ userId: 7, kind: "draft.save", payload: { draftId: 40, messageId: 4, body: "<p>Quagga typed offline</p>" } });
    expect(await ids("quagga typed")).toEqual([4]);
    // The search words may join the letter's own text and its draft's.
    expect(await ids("subject quagga")).toEqual([4]);
    expect(await ids("quagga")).toEqual([4]);
    // Another account's search never reads it.
    expect((await listFromDevice(8, { search: "quagga" }))?.content).toEqual([]);

    // Saved at the office: the entry is gone, the thread copy keeps the office's text.
    await outboxStore().remove(draftKey(7, 40));
    await saveThread(7, message(4, { subRows: [draft] }));
    expect(await ids("quagga")).toEqual([]);
    expect(await ids("okapi office")).toEqual([4]);
    // The search text of the letter does not hold it: it is read from the thread copy.
    expect((await loadMessages(7)).map((record) => record.searchText).join(" ")).not.toContain("okapi");
  });
});
