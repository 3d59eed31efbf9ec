import { afterEach, describe, expect, it } from "vitest";
import { forgetRows, listedRows, loadRows } from "@/features/correspondence/offline-search/device-rows";
import { saveMessages } from "@/features/correspondence/offline-search/stored-messages";

function letter(id: number) {
  const message = { id, subject: `Subject ${id}`, senderFullNameAndEmail: "Office", body: "", receivedDate: "2026-02-01T09:00:00", applicationNumber: null, registrationNumber: null, boCorrespondenceNumber: null };
  return { message, subRows: [] };
}

afterEach(() => forgetRows());

describe("the stored letters' list rows", () => {
  it("are read in parts, every row of the account and none of an account whose id starts the same", async () => {
    // More than two of the reads' parts (2,000 rows each).
    const ids = Array.from({ length: 4_001 }, (_, index) => index + 1);
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
});
