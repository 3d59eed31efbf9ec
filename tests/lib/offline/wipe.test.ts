import { describe, expect, it } from "vitest";
import { openIpoDb } from "@/lib/db";
import { wipeAccountData } from "@/lib/db/wipe";
import { saveRecord } from "@/lib/offline";
import { searchDevice } from "@/features/correspondence/offline-search/offline-search";
import { saveMessages, type StoredListItem } from "@/features/correspondence/offline-search/stored-messages";

const item: StoredListItem = {
  message: {
    id: 1,
    subject: "Renewal",
    senderFullNameAndEmail: "Office",
    body: "<p>Renewal notice</p>",
    receivedDate: "2026-01-01T10:00:00",
    applicationNumber: null,
    registrationNumber: null,
    boCorrespondenceNumber: null,
  },
  subRows: [],
};

describe("device copies at logout", () => {
  it("are cleared by the logout wipe, and a late answer does not bring them back", async () => {
    await saveMessages(7, [item]);
    await saveRecord("offlineThreads", 7, 1, item.message);
    expect((await searchDevice(7, "renewal", 0, 10)).total).toBe(1);

    await wipeAccountData();
    const db = await openIpoDb();
    expect(await db.count("offlineMessages")).toBe(0);
    expect(await db.count("offlineThreads")).toBe(0);
    expect(await db.count("offlineRows")).toBe(0);

    await saveMessages(7, [item]);
    await saveRecord("offlineLists", 7, "{}", { content: [] });
    expect(await db.count("offlineMessages")).toBe(0);
    expect(await db.count("offlineLists")).toBe(0);
    expect((await searchDevice(7, "renewal", 0, 10)).total).toBe(0);
  });
});
