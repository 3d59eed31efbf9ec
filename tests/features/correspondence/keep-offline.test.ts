import { afterEach, describe, expect, it, vi } from "vitest";
import { keepOffline, keepOfflineSearch, type KeepOfflineProgress } from "@/features/correspondence/api/keep-offline";
import type { CorrespondenceSearchRequest } from "@/features/correspondence/api/schemas";
import { openIpoDb } from "@/lib/db";
import { forgetOfflineCaches, loadMessages } from "@/features/correspondence/offline-search/stored-messages";
import { stubFetch } from "../../lib/fetch-stub";

function listItem(id: number) {
  return {
    message: {
      id,
      messageId: id,
      applicationNumber: null,
      applicationId: null,
      dossierType: null,
      subject: `Subject ${id}`,
      recipientFullNameAndEmail: "User",
      senderFullNameAndEmail: "Office",
      messageStatus: "NEW",
      receivedDate: "2026-03-01T10:00:00",
      dueDate: null,
      hasReply: false,
      requiresReply: false,
      body: `<p>Body ${id}</p>`,
      messageSearchAttachment: [],
      previousId: null,
      nextId: null,
      index: null,
      direction: "BO_INCOMING",
      boCorrespondenceNumber: null,
      registrationNumber: null,
      hasAttachment: false,
      important: false,
      subRows: null,
    },
    subRows: [
      {
        id: 10_000 + id,
        draftStatus: "DRAFT",
        actionDate: "2026-03-02T10:00:00",
        userFullNameAndEmail: "User",
        body: "<p>My unsent draft</p>",
        messageSearchAttachment: [],
        boCorrespondenceNumber: null,
        hasAttachment: false,
      },
    ],
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetOfflineCaches();
});

describe("keep offline", () => {
  it("asks for the newest messages, or those due in the next 14 days", () => {
    expect(keepOfflineSearch({ kind: "newest", count: 100 })).toEqual({ size: 50 });
    expect(keepOfflineSearch({ kind: "due", days: 14 }, "2026-12-25")).toEqual({
      size: 50,
      sort: "DUE_DATE",
      sortType: "ASC",
      dateType: "DUE_DATE",
      dateFrom: "2026-12-25",
      dateTo: "2027-01-08",
    });
  });

  it("stores the newest N page by page, reporting progress, without opening any message", async () => {
    const { calls } = stubFetch((call) => {
      const request = JSON.parse(String(call.body)) as CorrespondenceSearchRequest;
      const first = request.requestPage * request.size + 1;
      const content = Array.from({ length: request.size }, (_, index) => listItem(first + index));
      return new Response(JSON.stringify({ content, totalResults: 500, pageSize: request.size, pageNumber: request.requestPage, numberOfElements: content.length }), {
        headers: { "Content-Type": "application/json" },
      });
    });
    const progress: KeepOfflineProgress[] = [];
    await expect(keepOffline(7, { kind: "newest", count: 70 }, (step) => progress.push(step))).resolves.toBe(70);
    expect(calls.map((call) => call.url)).toEqual([expect.stringContaining("/correspondences/message/search"), expect.stringContaining("/correspondences/message/search")]);
    expect(progress.map((step) => step.stored)).toEqual([50, 70, 70]);
    expect(progress.at(-1)?.total).toBe(70);
    const stored = await loadMessages(7);
    expect(stored.length).toBe(70);
    // A draft's text is stored once (its outbox entry or thread copy), never with the messages.
    const db = await openIpoDb();
    const records = await db.getAll("offlineMessages");
    expect(JSON.stringify(records)).not.toContain("My unsent draft");
    expect(stored.some((record) => record.searchText.includes("unsent draft"))).toBe(false);
  });
});
