import { afterEach, describe, expect, it } from "vitest";
import { forgetRows, listedRows, loadRows } from "@/features/correspondence/offline-search/device-rows";
import { saveMessages } from "@/features/correspondence/offline-search/stored-messages";
import { storeArchivePage } from "@/features/correspondence/archive/archive-store";
import { openIpoDb } from "@/lib/db";

function letterOn(id: number, receivedDate = `2026-02-${String((id % 28) + 1).padStart(2, "0")}T09:00:00`) {
  const message = { id, subject: `Subject ${id}`, senderFullNameAndEmail: "Office", body: "", receivedDate, applicationNumber: null, registrationNumber: null, boCorrespondenceNumber: null };
  return { message, subRows: [] };
}

const letter = (id: number) => letterOn(id);

afterEach(() => forgetRows());

describe("the stored letters' list rows", () => {
  it("are kept by received day, read in parts: every row of the account, none of an account whose id starts the same", async () => {
    // Letters of more days than one read takes (60 days' records), several letters a day.
    const ids = Array.from({ length: 4_001 }, (_, index) => index + 1);
    const letter = (id: number) => letterOn(id, `2026-${String((id % 12) + 1).padStart(2, "0")}-${String((id % 28) + 1).padStart(2, "0")}T09:00:00`);
    await saveMessages(7, ids.map(letter));
    await saveMessages(70, [letter(1), letter(2), letter(3)]);
    const rows = await loadRows(7);
    expect(rows).toHaveLength(4_001);
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set(ids));
    expect((await loadRows(70)).map((row) => row.id).sort()).toEqual([1, 2, 3]);
  });

  it("a list asked again is the same list until a letter is stored", async () => {
    await saveMessages(7, [letter(1), letter(2)]);
    const request = { sort: "SUBJECT", sortType: "ASC" } as const;
    const first = await listedRows(7, request);
    expect(first.map((row) => row.id)).toEqual([1, 2]);
    expect(await listedRows(7, request)).toBe(first);
    expect((await listedRows(7, { sort: "SUBJECT", sortType: "DESC" })).map((row) => row.id)).toEqual([2, 1]);
    await saveMessages(7, [letter(3)]);
    expect((await listedRows(7, request)).map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it("a letter stored again keeps one row, also when its day changed; a letter gone leaves no row behind", async () => {
    await saveMessages(7, [letterOn(1, "2026-02-01T09:00:00"), letterOn(2, "2026-02-01T10:00:00")]);
    await saveMessages(7, [{ ...letterOn(1, "2026-02-03T09:00:00"), message: { ...letterOn(1, "2026-02-03T09:00:00").message, subject: "Moved" } }]);
    const rows = await loadRows(7);
    expect(rows.map((row) => [row.id, row.subject, row.receivedDate.slice(0, 10)]).sort()).toEqual([
      [1, "Moved", "2026-02-03"],
      [2, "Subject 2", "2026-02-01"],
    ]);
    const db = await openIpoDb();
    expect((await db.getAll("offlineRows")).map((record) => record.key).sort()).toEqual(["7:2026-02-01", "7:2026-02-03"]);
    // The letter is removed by the office (the archive's page): its row goes with it; the old
    // day's stale row does not come back.
    await storeArchivePage(7, [], [1], { keep: "12m", cursor: null }, { key: "7", userId: 7, keep: "12m", cursor: "c1", listing: null, syncedAt: null });
    forgetRows();
    expect((await loadRows(7)).map((row) => row.id)).toEqual([2]);
  });
});
