import { describe, expect, it } from "vitest";
import { openIpoDb } from "@/lib/db";
import { eachAccountPart } from "@/lib/offline/account-parts";

describe("eachAccountPart", () => {
  it("hands over the account's records in key order, a part at a time, none of an account whose id starts the same", async () => {
    const db = await openIpoDb();
    for (const userId of [7, 70]) {
      for (let id = 1; id <= 5; id++) await db.put("offlineMessages", { key: `${userId}:${id}`, userId, savedAt: 1, value: null, receivedDate: "2026-01-01T00:00:00" });
    }
    const parts: string[][] = [];
    await eachAccountPart(db, "offlineMessages", 7, 2, (records) => void parts.push(records.map((record) => record.key)));
    expect(parts).toEqual([["7:1", "7:2"], ["7:3", "7:4"], ["7:5"]]);
    // Stopped after the first part (a logout's wipe, for instance).
    const stopped: string[][] = [];
    await eachAccountPart(db, "offlineMessages", 70, 2, (records) => void stopped.push(records.map((record) => record.key)), () => stopped.length > 0);
    expect(stopped).toEqual([["70:1", "70:2"]]);
  });
});
