import { afterEach, describe, expect, it, vi } from "vitest";
import { contentKeys, getContent, openIpoDb, putContent } from "@/lib/db";
import { accountDataWiped, cachesToDelete, storesToWipe, wipeAccountData } from "@/lib/db/wipe";
import { loadShare, saveShare } from "@sw/shared-files";
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
  it("clears the account's IndexedDB data, the files shared to the app and the runtime caches; content stays", async () => {
    const db = await openIpoDb();
    await putContent(contentKeys.globals(), globals, 1);
    await db.put("replyDrafts", { draftId: 1, messageId: 2, userId: 7, body: "<p>secret</p>", updatedAt: 1, syncedBody: null, serverActionDate: null });
    const shareId = await saveShare([{ name: "Evidence.pdf", type: "application/pdf", content: new Blob(["%PDF-1.4"], { type: "application/pdf" }) }]);
    const storage = fakeCaches(["workbox-precache-v2-http://localhost/", "ipo-offline-attachments"]);
    vi.stubGlobal("caches", storage);

    expect(accountDataWiped()).toBe(false);
    const report = await wipeAccountData();

    expect(accountDataWiped()).toBe(true);
    expect(report.clearedStores).toContain("replyDrafts");
    expect(report.clearedStores).not.toContain("content");
    expect(await db.getAll("replyDrafts")).toEqual([]);
    expect((await getContent(contentKeys.globals()))?.value).toEqual(globals);
    expect(await loadShare(shareId)).toBeUndefined();
    expect(storage.names()).toEqual(["workbox-precache-v2-http://localhost/"]);
  });
});
