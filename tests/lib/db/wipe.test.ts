import { afterEach, describe, expect, it, vi } from "vitest";
import { contentKeys, getContent, openIpoDb, putContent } from "@/lib/db";
import { accountDataWiped, cachesToDelete, storesToWipe, wipeAccountData } from "@/lib/db/wipe";
import { outboxStore } from "@/lib/outbox";
import { QUERY_STORAGE_KEY } from "@/lib/query/persister";
import { globals } from "../fixtures";

/** A Cache Storage stand-in: names only (what the wipe decides on). */
function fakeCaches(names: string[]) {
  const kept = new Set(names);
  return {
    keys: async () => [...kept],
    delete: async (name: string) => kept.delete(name),
    names: () => [...kept].sort(),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("logout wipe rules", () => {
  it("wipes every store but the public content ones, so stores added later are wiped by default", () => {
    expect(storesToWipe(["content", "replyDrafts", "offlineThreads", "inboxPages"])).toEqual(["replyDrafts", "offlineThreads", "inboxPages"]);
  });

  it("keeps only the shell's precache", () => {
    expect(cachesToDelete(["workbox-precache-v2-http://localhost/", "ipo-attachments", "ipo-runtime"])).toEqual(["ipo-attachments", "ipo-runtime"]);
  });
});

describe("wipeAccountData", () => {
  it("clears the account's IndexedDB data, its outbox entries, the persisted queries and the runtime caches", async () => {
    const db = await openIpoDb();
    await putContent(contentKeys.globals(), globals, 1);
    await db.put("replyDrafts", { draftId: 1, messageId: 2, userId: 7, body: "<p>secret</p>", updatedAt: 1, syncedBody: null, serverActionDate: null });
    await db.put("replyDrafts", { draftId: 3, messageId: 4, userId: 8, body: "<p>other</p>", updatedAt: 1, syncedBody: null, serverActionDate: null });
    await outboxStore().enqueue({ userId: 7, kind: "draft.save", payload: { draftId: 1, messageId: 2, body: "<p>secret</p>" } });
    await outboxStore().enqueue({ userId: 8, kind: "draft.save", payload: { draftId: 3, messageId: 4, body: "<p>theirs</p>" } });
    localStorage.setItem(QUERY_STORAGE_KEY, JSON.stringify({ clientState: { queries: [{ queryKey: ["session", "me"] }] } }));
    const storage = fakeCaches(["workbox-precache-v2-http://localhost/", "ipo-offline-attachments"]);
    vi.stubGlobal("caches", storage);

    expect(accountDataWiped()).toBe(false);
    const report = await wipeAccountData(7);

    expect(accountDataWiped()).toBe(true);
    expect(report.clearedStores).toContain("replyDrafts");
    expect(report.clearedStores).not.toContain("content");
    expect(await db.getAll("replyDrafts")).toEqual([]);
    expect((await getContent(contentKeys.globals()))?.value).toEqual(globals);
    expect(await outboxStore().listAll(7)).toEqual([]);
    // Another account's queued work is not this logout's to throw away.
    expect(await outboxStore().listAll(8)).toHaveLength(1);
    expect(localStorage.getItem(QUERY_STORAGE_KEY)).toBeNull();
    expect(storage.names()).toEqual(["workbox-precache-v2-http://localhost/"]);
    await outboxStore().clearUser(8);
  });
});
