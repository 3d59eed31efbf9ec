import { openDB } from "idb";
import { describe, expect, it } from "vitest";
import { DB_NAME, DB_VERSION, clearContent, contentKeys, deleteContent, getContent, openIpoDb, putContent } from "@/lib/db";
import { globals } from "../fixtures";

describe("content store", () => {
  it("creates the database with its stores", async () => {
    const db = await openIpoDb();
    expect(db.name).toBe(DB_NAME);
    expect(db.version).toBe(DB_VERSION);
    expect([...db.objectStoreNames]).toEqual(["archiveSync", "content", "deliveryNotices", "offlineFiles", "offlineLists", "offlineMessages", "offlineRows", "offlineThreads", "queryCache", "replyDrafts"]);
  });

  it("stores and reads typed records with their time", async () => {
    await putContent(contentKeys.globals(), globals, 1234);
    await putContent(contentKeys.literals("lt"), { "something.went.wrong": "Kažkas nepavyko." });
    const record = await getContent(contentKeys.globals());
    expect(record).toEqual({ value: globals, savedAt: 1234 });
    expect((await getContent(contentKeys.literals("lt")))?.value["something.went.wrong"]).toBe("Kažkas nepavyko.");
    expect(await getContent(contentKeys.literals("en"))).toBeUndefined();
  });

  it("keeps languages apart and deletes", async () => {
    await putContent(contentKeys.countries("lt"), [{ code: "LT", name: "Lietuva" }]);
    await putContent(contentKeys.countries("en"), [{ code: "LT", name: "Lithuania" }]);
    await deleteContent(contentKeys.countries("lt"));
    expect(await getContent(contentKeys.countries("lt"))).toBeUndefined();
    expect((await getContent(contentKeys.countries("en")))?.value).toEqual([{ code: "LT", name: "Lithuania" }]);
    await clearContent();
    expect(await getContent(contentKeys.countries("en"))).toBeUndefined();
  });

  it("closes for a newer version opened elsewhere and reopens afterwards", async () => {
    await putContent(contentKeys.globals(), globals);
    const newer = await openDB(DB_NAME, DB_VERSION + 1);
    expect(newer.version).toBe(DB_VERSION + 1);
    newer.close();
  });
});
