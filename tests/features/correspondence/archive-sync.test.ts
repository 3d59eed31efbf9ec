/**
 * The device's sync from the changes feed (decision 81): a fake office serves the feed of 450
 * letters over two years in pages of 200; the device keeps the last 12 months, resumes after a
 * lost connection from its last stored page, later fetches only what changed, starts again on
 * an expired cursor without touching the outbox, and follows the user's keep choice.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { chooseArchiveKeep, syncArchive, syncState } from "@/features/correspondence/archive/archive-sync";
import { keepFromDay } from "@/features/correspondence/archive/keep";
import type { CorrespondenceMessage } from "@/features/correspondence/api/schemas";
import type { ArchiveSyncRecord } from "@/lib/db";
import { loadRecord, saveRecord } from "@/lib/offline";
import { searchDevice } from "@/features/correspondence/offline-search/offline-search";
import { forgetOfflineCaches, loadMessage, loadMessages } from "@/features/correspondence/offline-search/stored-messages";
import { outboxStore } from "@/lib/outbox";
import { errorBody, json, offline, stubFetch, type Call } from "../../lib/fetch-stub";
import { officeLetter } from "./fixtures";

const USER = 7;
const NOW = Date.parse("2026-11-28T10:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

/** Letter n of 450, one every ~1.6 days back from today (n = 450 is the newest). */
function letter(n: number, subject = `Letter ${n} ženklas`): CorrespondenceMessage {
  const received = new Date(NOW - (450 - n) * 1.6 * DAY).toISOString().slice(0, 19);
  return officeLetter({ id: n, subject, receivedDate: received });
}

/** A fake office: the feed of `log` (compacted: one entry per letter, oldest change first). */
function office(log: Array<{ id: number; removed?: boolean; message?: CorrespondenceMessage }>, fail: (call: Call, index: number) => Response | null = () => null) {
  let index = 0;
  return stubFetch((call) => {
    const failure = fail(call, index++);
    if (failure) return failure;
    const url = new URL(call.url, "http://office.test");
    if (url.pathname.endsWith("/message/search")) return json({ content: [], totalResults: 450, pageSize: 10, pageNumber: 0, numberOfElements: 0 });
    const since = url.searchParams.get("since");
    const from = since === null ? 0 : Number(since.slice(1));
    const limit = Number(url.searchParams.get("limit"));
    const page = log.slice(from, from + limit);
    return json({
      cursor: `c${from + page.length}`,
      hasMore: from + page.length < log.length,
      changed: page.filter((entry) => !entry.removed).map((entry) => entry.message ?? letter(entry.id)),
      removed: page.filter((entry) => entry.removed).map((entry) => entry.id),
    });
  });
}

const everyLetter = () => Array.from({ length: 450 }, (_, i) => ({ id: i + 1 }));
const changesCalls = (calls: Call[]) => calls.filter((call) => call.url.includes("/correspondences/changes")).map((call) => new URL(call.url, "http://office.test").searchParams.get("since"));

afterEach(() => {
  vi.unstubAllGlobals();
  forgetOfflineCaches();
});

describe("archive sync", () => {
  it("lists the archive in pages, keeping the last 12 months, with real counts", async () => {
    const { calls } = office(everyLetter());
    const progress: ArchiveSyncRecord[] = [];
    const outcome = await syncArchive(USER, { now: () => NOW, onProgress: (record) => progress.push(record) });

    expect(changesCalls(calls)).toEqual([null, "c200", "c400"]);
    expect(progress.map((record) => record.listing?.checked ?? "done")).toEqual([0, 200, 400, "done"]);
    expect(progress[1]?.listing?.total).toBe(450);
    const keepFrom = keepFromDay("12m", "2026-11-28");
    const inWindow = Array.from({ length: 450 }, (_, i) => letter(i + 1)).filter((message) => message.receivedDate.slice(0, 10) >= keepFrom!);
    expect(outcome).toEqual({ changed: inWindow.length, removed: 0, news: false });
    expect((await loadMessages(USER)).length).toBe(inWindow.length);
    expect(await loadMessage(USER, 1)).toBeUndefined();
    const state = await syncState(USER);
    expect(state).toMatchObject({ cursor: "c450", listing: null, syncedAt: NOW, keep: "12m" });
    // Any screen's device path reads the synced letters: offline search finds one never shown.
    const found = await searchDevice(USER, "zenklas letter 449", 0, 10);
    expect(found.items.map((item) => item.message.id)).toEqual([449]);
  });

  it("resumes after a lost connection from the last page stored, never from the start", async () => {
    const first = office(everyLetter(), (call, index) => (index === 2 ? offline() : null));
    await expect(syncArchive(USER, { now: () => NOW })).rejects.toMatchObject({ kind: "network" });
    expect(changesCalls(first.calls)).toEqual([null, "c200"]);
    expect(await syncState(USER)).toMatchObject({ cursor: "c200", listing: { checked: 200, total: 450 } });

    vi.unstubAllGlobals();
    const second = office(everyLetter());
    await syncArchive(USER, { now: () => NOW });
    expect(changesCalls(second.calls)).toEqual(["c200", "c400"]);
    expect(second.calls.some((call) => call.url.includes("/message/search"))).toBe(false);
    expect(await syncState(USER)).toMatchObject({ cursor: "c450", listing: null });
  });

  it("later fetches only what changed: a changed letter, its opened thread, a removed one", async () => {
    const log = everyLetter();
    office(log);
    await syncArchive(USER, { now: () => NOW });
    await saveRecord("offlineThreads", USER, 440, { ...letter(440), previousId: 439, nextId: 441, index: 11 });
    await saveRecord("offlineThreads", USER, 445, letter(445));
    vi.unstubAllGlobals();

    const changed = [...log, { id: 440, message: letter(440, "Renamed by the office") }, { id: 445, removed: true }];
    const { calls } = office(changed);
    const outcome = await syncArchive(USER, { now: () => NOW + DAY });
    expect(changesCalls(calls)).toEqual(["c450"]);
    expect(outcome).toEqual({ changed: 1, removed: 1, news: true });
    expect((await loadMessage(USER, 440))?.value).toMatchObject({ message: { subject: "Renamed by the office" } });
    expect((await loadRecord("offlineThreads", USER, 440))?.value).toMatchObject({ subject: "Renamed by the office", previousId: 439, nextId: 441, index: 11 });
    expect(await loadMessage(USER, 445)).toBeUndefined();
    expect(await loadRecord("offlineThreads", USER, 445)).toBeUndefined();
    expect(await syncState(USER)).toMatchObject({ cursor: "c452", syncedAt: NOW + DAY });
  });

  it("an expired cursor lists again from the start, drops what the office no longer has, leaves the outbox alone", async () => {
    office(everyLetter());
    await syncArchive(USER, { now: () => NOW });
    const queued = await outboxStore().enqueue({ userId: USER, kind: "draft.save", payload: { draftId: 5, messageId: 440, body: "<p>typed</p>" } });
    vi.unstubAllGlobals();

    // The office lost the log; letter 430 is gone since (no tombstone after the reset).
    const relisted = everyLetter().filter((entry) => entry.id !== 430);
    const { calls } = office(relisted, (call, index) => (index === 0 ? errorBody(410, "changes.cursor.expired") : null));
    await syncArchive(USER, { now: () => NOW + DAY });
    expect(changesCalls(calls)).toEqual(["c450", null, "c200", "c400"]);
    expect(await loadMessage(USER, 430)).toBeUndefined();
    expect(await loadMessage(USER, 431)).toBeDefined();
    expect(await outboxStore().list(USER)).toEqual([queued]);
    expect(await syncState(USER)).toMatchObject({ cursor: "c449", listing: null });
  });

  it("a narrower choice deletes the older letters at once; a wider one lists the archive again", async () => {
    office(everyLetter());
    await chooseArchiveKeep(USER, "all", NOW);
    await syncArchive(USER, { now: () => NOW });
    expect((await loadMessages(USER)).length).toBe(450);

    const narrower = await chooseArchiveKeep(USER, "12m", NOW);
    expect(narrower).toMatchObject({ keep: "12m", cursor: "c450", listing: null });
    const kept = await loadMessages(USER);
    expect(kept.length).toBeLessThan(450);
    expect(kept.every((record) => record.receivedDate.slice(0, 10) >= keepFromDay("12m", "2026-11-28")!)).toBe(true);

    expect(await chooseArchiveKeep(USER, "3y", NOW)).toMatchObject({ keep: "3y", cursor: null, listing: { checked: 0 } });
  });

  it("a keep choice made during a run wins over the run's next page", async () => {
    let chosen = false;
    const { calls } = stubFetch(async (call) => {
      const url = new URL(call.url, "http://office.test");
      if (url.pathname.endsWith("/message/search")) return json({ content: [], totalResults: 450, pageSize: 10, pageNumber: 0, numberOfElements: 0 });
      const from = Number(url.searchParams.get("since")?.slice(1) ?? 0);
      // While the second page is on the wire, the user chooses to keep everything.
      if (from === 200 && !chosen) {
        chosen = true;
        await chooseArchiveKeep(USER, "all", NOW);
      }
      const ids = Array.from({ length: Math.min(200, 450 - from) }, (_, i) => from + i + 1);
      return json({ cursor: `c${from + ids.length}`, hasMore: from + ids.length < 450, changed: ids.map((id) => letter(id)), removed: [] });
    });
    await syncArchive(USER, { now: () => NOW });
    expect(changesCalls(calls)).toEqual([null, "c200", null, "c200", "c400"]);
    expect(await syncState(USER)).toMatchObject({ keep: "all", cursor: "c450", listing: null });
    expect((await loadMessages(USER)).length).toBe(450);
  });

  it("counts the keep window in office days, a leap day included", () => {
    expect(keepFromDay("12m", "2026-11-28")).toBe("2025-11-28");
    expect(keepFromDay("3y", "2026-11-28")).toBe("2023-11-28");
    expect(keepFromDay("12m", "2028-02-29")).toBe("2027-02-28");
    expect(keepFromDay("all", "2026-11-28")).toBeNull();
  });
});
