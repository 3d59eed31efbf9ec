/**
 * Offline search through the device index (src/features/correspondence/offline-search/indexed-search.ts, index-feed.ts)
 * with the index's worker stood in (tests/support/device-index-worker.ts): the stored letters
 * feed it as they are written and removed, its answers are the scan's, and search falls back to
 * the scan while it is unavailable or behind (then catches it up from the stored texts).
 */
import { describe, expect, it } from "vitest";
import { openIpoDb } from "@/lib/db";
import { wipeAccountData } from "@/lib/db/wipe";
import { indexedCount } from "@/lib/device-index";
import { pruneArchive, storeArchivePage } from "@/features/correspondence/archive/archive-store";
import { indexCatchUpSettled } from "@/features/correspondence/offline-search/index-feed";
import { pageOfRecords, searchDevice } from "@/features/correspondence/offline-search/offline-search";
import { loadMessages, saveMessages, type StoredListItem } from "@/features/correspondence/offline-search/stored-messages";
import { standInIndexWorker } from "../../../support/device-index-worker";

const USER = 7;
const standIn = standInIndexWorker(wipeAccountData);

function item(id: number, receivedDate: string, body: string): StoredListItem {
  return {
    message: { id, subject: `Raštas ${id}`, senderFullNameAndEmail: "Ekspertė <e@vpb.lt>", body: `<p>${body}</p>`, receivedDate, applicationNumber: null, registrationNumber: null, boCorrespondenceNumber: `R-${id}` },
    subRows: [],
  };
}

const LETTERS = [
  item(1, "2026-01-05T10:00:00", "Prekių ženklo ŽALGIRIS paraiška"),
  item(2, "2026-02-05T10:00:00", "Žalgirio dizainas grąžintas"),
  item(3, "2026-02-05T10:00:00", "Sumokėkite mokestį už ženklą"),
  item(4, "2025-12-01T08:00:00", "Ūkininkų pienas: protestas"),
  item(5, "2026-03-01T09:00:00", "Kita tema"),
];

/** The scan's answer over the stored texts, for comparison. */
async function scanned(search: string, page = 0, size = 10) {
  return pageOfRecords(await loadMessages(USER), search, page, size);
}


describe("offline search through the device index", () => {
  it("indexes the stored letters as they are written and answers as the scan does, newest first", async () => {
    await saveMessages(USER, LETTERS);
    expect(await indexedCount(USER)).toBe(LETTERS.length);
    for (const search of ["zalgir", "zenkl", "raštas", "mokesti zenkla", "pienas protest", "nieko"]) {
      const found = await searchDevice(USER, search, 0, 10);
      expect(found.source, search).toBe("index");
      const scan = await scanned(search);
      expect(found.items.map((row) => row.message.id), search).toEqual(scan.keys.map((key) => Number(key.split(":")[1])));
      expect(found.total, search).toBe(scan.total);
    }
    // Pages as the scan's.
    const second = await searchDevice(USER, "rastas", 1, 2);
    expect(second.items.map((row) => row.message.id)).toEqual([2, 1]);
    expect(second.total).toBe(5);
  });

  it("asks the worker once per search: the index's count comes with the walk's answer", async () => {
    await saveMessages(USER, LETTERS);
    expect((await searchDevice(USER, "zalgir", 0, 10)).source).toBe("index");
    standIn.current.ops = [];
    const found = await searchDevice(USER, "zenkl", 0, 10);
    expect(found.source).toBe("index");
    expect(standIn.current.ops).toEqual(["search"]);
  });

  it("forgets the letters the office removed and those the keep choice prunes", async () => {
    await saveMessages(USER, LETTERS);
    const place = { key: String(USER), userId: USER, keep: "12m" as const, cursor: null, listing: null, syncedAt: null };
    expect(await storeArchivePage(USER, [], [2], place, { ...place, cursor: "c1" })).toBe("stored");
    expect(await pruneArchive(USER, { keepFrom: "2026-01-01" })).toBe(1);
    expect(await indexedCount(USER)).toBe(3);
    const found = await searchDevice(USER, "rastas", 0, 10);
    expect(found.source).toBe("index");
    expect(found.items.map((row) => row.message.id)).toEqual([5, 3, 1]);
  });

  it("prunes by the list rows: letters stored before the rows existed, and those a new listing did not store again", async () => {
    // Two letters as a version before the list rows stored them (a message record only).
    const db = await openIpoDb();
    for (const letter of [item(8, "2025-06-01T10:00:00", "Senas raštas"), item(9, "2026-04-01T10:00:00", "Naujas raštas")]) {
      await db.put("offlineMessages", { key: `${USER}:${letter.message.id}`, userId: USER, savedAt: 1, value: letter, receivedDate: letter.message.receivedDate });
    }
    await saveMessages(USER, LETTERS, 5_000);
    // Too old: letter 8 (no row yet) and letter 4.
    expect(await pruneArchive(USER, { keepFrom: "2026-01-01" })).toBe(2);
    expect((await db.getAllKeys("offlineMessages")).sort()).toEqual([1, 2, 3, 5, 9].map((id) => `${USER}:${id}`).sort());
    // A listing after an expired cursor stored letters 1 and 2 again: 3, 5 and 9 are gone at the office.
    await saveMessages(USER, LETTERS.slice(0, 2), 9_000);
    expect(await pruneArchive(USER, { keepFrom: null, storedSince: 8_000 })).toBe(3);
    expect((await db.getAllKeys("offlineMessages")).sort()).toEqual([`${USER}:1`, `${USER}:2`]);
    const rows = (await db.getAll("offlineRows")).flatMap((record) => record.rows as { id: number }[]).map((row) => row.id);
    expect(rows.sort()).toEqual([1, 2]);
    expect((await searchDevice(USER, "rastas", 0, 10)).items.map((row) => row.message.id)).toEqual([2, 1]);
  });

  it("merges the letters found only by their draft's words, in the scan's order", async () => {
    await saveMessages(USER, LETTERS);
    const more = new Map([[`${USER}:4`, "atsakymas del zalgirio"]]);
    const found = await searchDevice(USER, "zalgir", 0, 10, async () => more);
    expect(found.source).toBe("index");
    expect(found.items.map((row) => row.message.id)).toEqual([2, 1, 4]);
    expect(found.total).toBe(3);
    expect(pageOfRecords(await loadMessages(USER), "zalgir", 0, 10, more).keys).toEqual([`${USER}:2`, `${USER}:1`, `${USER}:4`]);
  });

  it("scans while the index is unavailable", async () => {
    standIn.current.failing = true;
    await saveMessages(USER, LETTERS);
    const found = await searchDevice(USER, "zalgir", 0, 10);
    expect(found.source).toBe("scan");
    expect(found.items.map((row) => row.message.id)).toEqual([2, 1]);
  });

  it("scans while the index is behind the stored letters, and catches it up from their texts", async () => {
    // Letters stored before the index existed (an app updated on a device that kept letters).
    const db = await openIpoDb();
    for (const letter of LETTERS) {
      const key = `${USER}:${letter.message.id}`;
      await db.put("offlineMessages", { key, userId: USER, savedAt: 1, value: letter, receivedDate: letter.message.receivedDate });
    }
    const first = await searchDevice(USER, "zalgir", 0, 10);
    expect(first.source).toBe("scan");
    await indexCatchUpSettled(USER);
    expect(await indexedCount(USER)).toBe(LETTERS.length);
    const next = await searchDevice(USER, "zalgir", 0, 10);
    expect(next.source).toBe("index");
    expect(next.items.map((row) => row.message.id)).toEqual([2, 1]);
  });

  it("sees a letter another tab stored one search later (the stored count is checked again behind)", async () => {
    await saveMessages(USER, LETTERS);
    expect((await searchDevice(USER, "zalgir", 0, 10)).source).toBe("index");
    // Another tab's write: in IndexedDB only, not sent to this page's index.
    const db = await openIpoDb();
    const other = item(9, "2026-03-01T10:00:00", "Žalgiris vėl");
    await db.put("offlineMessages", { key: `${USER}:9`, userId: USER, savedAt: 1, value: other, receivedDate: other.message.receivedDate });
    expect((await searchDevice(USER, "zalgir", 0, 10)).source).toBe("index");
    const later = await searchDevice(USER, "zalgir", 0, 10);
    expect(later.source).toBe("scan");
    expect(later.items.map((row) => row.message.id)).toEqual([9, 2, 1]);
  });

  it("logout removes the account's index with its letters", async () => {
    await saveMessages(USER, LETTERS);
    expect(await indexedCount(USER)).toBe(LETTERS.length);
    await wipeAccountData();
    expect(await indexedCount(USER)).toBe(0);
  });
});
