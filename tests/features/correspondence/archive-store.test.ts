/**
 * A page of the changes feed goes to the device in one transaction, put in steps (the page's
 * thread is free between them): every letter and its search text with the cursor, or nothing.
 */
import { afterEach, describe, expect, it } from "vitest";
import { readArchiveSync, storeArchivePage } from "@/features/correspondence/archive/archive-store";
import type { ArchiveSyncRecord } from "@/lib/db";
import { forgetOfflineCaches, loadMessages, type StoredListItem } from "@/features/correspondence/offline-search/stored-messages";
import { officeLetter } from "./fixtures";

const USER = 7;
const FROM: Pick<ArchiveSyncRecord, "keep" | "cursor"> = { keep: "all", cursor: null };

function items(count: number): StoredListItem[] {
  return Array.from({ length: count }, (_, i) => {
    const { subRows, ...message } = officeLetter({ id: i + 1, subject: `Letter ${i + 1}`, receivedDate: "2026-11-01T10:00:00" });
    return { message: { ...message, subRows: null } as StoredListItem["message"], subRows: subRows ?? [] };
  });
}

function record(cursor: string): ArchiveSyncRecord {
  return { key: String(USER), userId: USER, keep: FROM.keep, cursor, listing: null, syncedAt: null };
}

afterEach(() => forgetOfflineCaches());

describe("storeArchivePage", () => {
  it("stores a page of 120 letters in steps, every letter with its search text and the cursor", async () => {
    expect(await storeArchivePage(USER, items(120), [], FROM, record("c120"))).toBe("stored");
    expect((await loadMessages(USER)).length).toBe(120);
    expect((await readArchiveSync(USER))?.cursor).toBe("c120");
  });

  it("a step that fails takes the steps before it back: nothing of the page, the cursor where it was", async () => {
    const page = items(120);
    // A value that cannot be stored, in a later step (structured clone refuses functions).
    (page[90]!.message as unknown as Record<string, unknown>).unstorable = () => undefined;
    await expect(storeArchivePage(USER, page, [], FROM, record("c120"))).rejects.toThrow();
    expect(await loadMessages(USER)).toEqual([]);
    expect(await readArchiveSync(USER)).toBeUndefined();
  });
});
