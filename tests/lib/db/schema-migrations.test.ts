/**
 * Every earlier shipped version of the two databases upgrades to the current schema
 * (src/lib/db/schema.ts) keeping its records, and a reply queued in an older version is
 * still queued afterwards. The old versions are written out here as they shipped (git history
 * of src/lib/db/database.ts and sw/outbox/store.ts), independent of today's upgrade code.
 */
import type { DBSchema } from "idb";
import { describe, expect, it, vi } from "vitest";
import { closeIpoDb, openIpoDb } from "@/lib/db/database";
import { databaseHandle } from "@/lib/db/open";
import { DB_NAME, DB_VERSION, OUTBOX_DB_NAME, OUTBOX_DB_VERSION, SHARED_FILES_DB_NAME, SHARED_FILES_DB_VERSION } from "@/lib/db/schema";
import { sha256Hex } from "@/lib/file-check/inspect-bytes";
import { createIdbOutboxStore, createOutbox } from "@/lib/outbox";
import { adoptLegacyDeviceDrafts } from "@/features/correspondence/outbox/queued-work";
import { fakeOffice, isUpload } from "../outbox/fake-office";
import { loadShare } from "../../../sw/shared-files";

const USER = 21;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Creates `name` at `version` with the shipped steps, then fills it; closes it. */
async function shipped(name: string, version: number, steps: (db: IDBDatabase, tx: IDBTransaction) => void, fill: (tx: IDBTransaction) => void): Promise<void> {
  const open = indexedDB.open(name, version);
  open.onupgradeneeded = () => {
    steps(open.result, open.transaction as IDBTransaction);
    fill(open.transaction as IDBTransaction);
  };
  (await request(open)).close();
}

/** `ipo-user-area` as shipped in versions 1 to 11 (9 changed no store). */
function appSteps(version: number) {
  return (db: IDBDatabase, tx: IDBTransaction) => {
    db.createObjectStore("content");
    if (version >= 2) db.createObjectStore("replyDrafts", { keyPath: "draftId" }).createIndex("byUser", "userId");
    if (version >= 3) for (const name of ["offlineMessages", "offlineLists", "offlineThreads", "offlineFiles"]) db.createObjectStore(name, { keyPath: "key" }).createIndex("byUser", "userId");
    if (version >= 4) db.createObjectStore("offlineSearch", { keyPath: "key" }).createIndex("byUser", "userId");
    if (version >= 5) db.createObjectStore("queryCache", { keyPath: "key" }).createIndex("byUser", "userId");
    if (version >= 6) tx.objectStore("offlineThreads").createIndex("byDraft", "withDraft");
    if (version >= 7) db.createObjectStore("deliveryNotices", { keyPath: "key" }).createIndex("byUser", "userId");
    if (version >= 8) db.createObjectStore("archiveSync", { keyPath: "key" }).createIndex("byUser", "userId");
    if (version >= 10) tx.objectStore("offlineSearch").createIndex("byUserNewest", ["userId", "receivedDate"]);
    if (version >= 11) db.createObjectStore("offlineRows", { keyPath: "key" }).createIndex("byUser", "userId");
  };
}

describe("ipo-user-area upgrades", () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])("from version %i keeps every record and the unsent reply typed in it", async (version) => {
    await shipped(DB_NAME, version, appSteps(version), (tx) => {
      tx.objectStore("content").put({ value: { ok: true }, savedAt: 1 }, "globals");
      if (version >= 2) {
        tx.objectStore("replyDrafts").put({ draftId: 5, messageId: 6, userId: USER, body: "<p>typed offline</p>", updatedAt: 2, syncedBody: null, serverActionDate: null });
      }
      if (version >= 3) {
        for (const [id, receivedDate] of [[6, "2026-03-14T10:00:00"], [8, "2026-05-01T09:00:00"], [4, "2026-03-14T10:00:00"]] as const) {
          tx.objectStore("offlineMessages").put({ key: `${USER}:${id}`, userId: USER, savedAt: 3, receivedDate, value: { id } });
        }
        tx.objectStore("offlineMessages").put({ key: "99:1", userId: 99, savedAt: 3, receivedDate: "2027-01-01T00:00:00", value: { id: 1 } });
        // Two opened threads, one with the user's draft (its office text kept there).
        // Version 6 wrote the `withDraft` mark itself; before, the upgrade adds it.
        const mark = version >= 6 ? { withDraft: USER } : {};
        tx.objectStore("offlineThreads").put({ key: `${USER}:6`, userId: USER, savedAt: 3, ...mark, value: { id: 6, subRows: [{ id: 7, draftStatus: "DRAFT", body: "<p>at the office</p>" }] } });
        tx.objectStore("offlineThreads").put({ key: `${USER}:8`, userId: USER, savedAt: 3, value: { id: 8, subRows: [{ id: 9, draftStatus: "SENT", body: "<p>sent</p>" }] } });
      }
      if (version >= 4) {
        for (const [id, receivedDate] of [[6, "2026-03-14T10:00:00"], [8, "2026-05-01T09:00:00"], [4, "2026-03-14T10:00:00"]] as const) {
          // Version 11 kept no text; before, the message's text was here too.
          tx.objectStore("offlineSearch").put({ key: `${USER}:${id}`, userId: USER, savedAt: 3, receivedDate, ...(version < 11 ? { searchText: "text" } : {}) });
        }
        tx.objectStore("offlineSearch").put({ key: "99:1", userId: 99, savedAt: 3, receivedDate: "2027-01-01T00:00:00" });
      }
    });

    const db = await openIpoDb();
    expect(db.version).toBe(DB_VERSION);
    // Version 12: `offlineSearch` is gone (a letter is its message and its list row).
    expect([...db.objectStoreNames].sort()).toEqual(["archiveSync", "content", "deliveryNotices", "offlineFiles", "offlineLists", "offlineMessages", "offlineRows", "offlineThreads", "queryCache", "replyDrafts"]);
    expect(await db.get("content", "globals")).toEqual({ value: { ok: true }, savedAt: 1 });
    if (version >= 3) expect((await db.get("offlineMessages", `${USER}:6`))?.value).toEqual({ id: 6 });
    // Version 6: the thread copies with a draft are in the index offline search reads.
    expect((await db.getAllFromIndex("offlineThreads", "byDraft", USER)).map((record) => record.key)).toEqual(version >= 3 ? [`${USER}:6`] : []);
    // Version 12: the stored messages already there are in the newest-first index, the account's alone.
    const account = IDBKeyRange.bound([USER, ""], [USER, "\uffff"]);
    expect(await db.getAllKeysFromIndex("offlineMessages", "byUserNewest", account)).toEqual(version >= 3 ? [`${USER}:4`, `${USER}:6`, `${USER}:8`] : []);
    // The list rows' store is there, empty (the feature fills it from the stored messages).
    expect(await db.countFromIndex("offlineRows", "byUser", USER)).toBe(0);

    const store = createIdbOutboxStore();
    const outbox = createOutbox({ userId: USER, store, transport: async () => ({ status: "retry", error: "network" }) });
    expect(await adoptLegacyDeviceDrafts(outbox)).toBe(version >= 2 ? 1 : 0);
    const queued = await outbox.list();
    expect(queued.map((entry) => entry.kind === "draft.save" && entry.payload.body)).toEqual(version >= 2 ? ["<p>typed offline</p>"] : []);
    outbox.stop();
    await store.close();
    await closeIpoDb();
  });
});

describe("ipo-user-area version 9", () => {
  /** What versions before 9 wrote into a draft row whose text a copy did not keep. */
  const MARKER = "\u0000draft-text-stored-once";
  const row = (body: string) => ({ id: 7, draftStatus: "DRAFT", body });
  const sent = { id: 9, draftStatus: "SENT", body: "<p>sent</p>" };

  it("takes the draft marker out of every copy, keeping every other text", async () => {
    await shipped(DB_NAME, 8, appSteps(8), (tx) => {
      const at = { userId: USER, savedAt: 3 };
      tx.objectStore("offlineThreads").put({ key: `${USER}:6`, ...at, withDraft: USER, value: { id: 6, subRows: [row(MARKER), sent] } });
      tx.objectStore("offlineThreads").put({ key: `${USER}:8`, ...at, withDraft: USER, value: { id: 8, subRows: [{ ...row("<p>at the office</p>"), id: 10 }] } });
      tx.objectStore("offlineLists").put({ key: `${USER}:page`, ...at, value: { content: [{ message: { id: 6, subRows: [row(MARKER)] }, subRows: [row(MARKER), sent] }] } });
      tx.objectStore("offlineMessages").put({ key: `${USER}:6`, ...at, receivedDate: "2026-03-14T10:00:00", value: { message: { id: 6 }, subRows: [row(MARKER)] } });
      tx.objectStore("queryCache").put({ key: `${USER}-q`, ...at, value: JSON.stringify({ state: { data: { id: 6, subRows: [row(MARKER)] } } }) });
    });

    const db = await openIpoDb();
    expect(db.version).toBe(DB_VERSION);
    expect((await db.get("offlineThreads", `${USER}:6`))?.value).toEqual({ id: 6, subRows: [{ id: 7, draftStatus: "DRAFT" }, sent] });
    expect((await db.get("offlineThreads", `${USER}:8`))?.value).toEqual({ id: 8, subRows: [{ ...row("<p>at the office</p>"), id: 10 }] });
    expect((await db.getAllFromIndex("offlineThreads", "byDraft", USER)).length).toBe(2);
    expect((await db.get("offlineLists", `${USER}:page`))?.value).toEqual({ content: [{ message: { id: 6, subRows: [{ id: 7, draftStatus: "DRAFT" }] }, subRows: [{ id: 7, draftStatus: "DRAFT" }, sent] }] });
    expect((await db.get("offlineMessages", `${USER}:6`))?.value).toEqual({ message: { id: 6 }, subRows: [{ id: 7, draftStatus: "DRAFT" }] });
    expect(JSON.parse((await db.get("queryCache", `${USER}-q`))?.value ?? "null")).toEqual({ state: { data: { id: 6, subRows: [{ id: 7, draftStatus: "DRAFT" }] } } });
    await closeIpoDb();
  });
});

/** `ipo-outbox` as shipped in version 1: the queued files' bytes (ArrayBuffers) inside their entries. */
function outboxVersionOne(db: IDBDatabase): void {
  const entries = db.createObjectStore("entries", { keyPath: "key" });
  entries.createIndex("bySeq", "seq");
  entries.createIndex("byUser", "userId");
}

describe("ipo-outbox upgrades", () => {
  it("version 1 (the first shipped) opens with its queued entries", async () => {
    const entry = {
      key: `u${USER}:draft:5`,
      userId: USER,
      kind: "draft.send",
      payload: { draftId: 5, messageId: 6, body: "<p>queued</p>" },
      seq: 1,
      revision: 1,
      idempotencyKey: "k",
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      failed: null,
      createdAt: 1,
      updatedAt: 1,
    };
    await shipped(OUTBOX_DB_NAME, 1, outboxVersionOne, (tx) => tx.objectStore("entries").put(entry));
    const store = createIdbOutboxStore();
    expect(await store.list(USER)).toEqual([entry]);
    await store.close();
  });

  it("version 1's queued upload keeps its file: the bytes move out of the entry and reach the office with their hash", async () => {
    const bytes = new TextEncoder().encode("%PDF-1.4 queued before the update").buffer as ArrayBuffer;
    const sha256 = await sha256Hex(bytes);
    const file = { name: "Annex.pdf", type: "application/pdf", bytes, sha256, pageCount: null };
    const upload = {
      key: `u${USER}:upload:u-1`,
      userId: USER,
      kind: "attachment.upload",
      payload: { uploadId: "u-1", draftId: 40, messageId: 41, files: [file] },
      seq: 1,
      revision: 1,
      idempotencyKey: "k",
      attempts: 2,
      nextAttemptAt: 0,
      lastError: "network",
      failed: null,
      createdAt: 1,
      updatedAt: 1,
    };
    await shipped(OUTBOX_DB_NAME, 1, outboxVersionOne, (tx) => tx.objectStore("entries").put(upload));

    const store = createIdbOutboxStore();
    const [entry] = await store.list(USER);
    const { bytes: _bytes, ...facts } = file;
    expect(entry).toEqual({ ...upload, payload: { ...upload.payload, files: [{ ...facts, size: bytes.byteLength, part: 0 }] } });
    const [content] = await store.contents(entry!);
    expect(await content?.text()).toBe("%PDF-1.4 queued before the update");

    const office = fakeOffice();
    const outbox = createOutbox({ userId: USER, store });
    await outbox.drain({ ignoreBackoff: true });
    expect((office.stub.calls.find(isUpload)?.body as FormData).getAll("sha256")).toEqual([sha256]);
    expect(office.draft?.files).toEqual([{ name: "Annex.pdf", size: bytes.byteLength, sha256 }]);
    expect(await store.listAll(USER)).toEqual([]);
    outbox.stop();
    await store.close();
    vi.unstubAllGlobals();
  });

  it("opens at the current version", async () => {
    const store = createIdbOutboxStore();
    await store.count();
    await store.close();
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(OUTBOX_DB_NAME);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    expect([db.version, [...db.objectStoreNames].sort()]).toEqual([OUTBOX_DB_VERSION, ["entries", "files"]]);
    db.close();
  });
});

describe("ipo-shared-files upgrades", () => {
  it("version 1's share keeps its files: their bytes become Blobs of the same content", async () => {
    const bytes = new TextEncoder().encode("%PDF-1.4 shared before the update").buffer as ArrayBuffer;
    const share = { id: "s-1", createdAt: 5, files: [{ name: "Evidence.pdf", type: "application/pdf", bytes }] };
    await shipped(SHARED_FILES_DB_NAME, 1, (db) => void db.createObjectStore("shares", { keyPath: "id" }), (tx) => tx.objectStore("shares").put(share));

    const kept = await loadShare("s-1");
    expect(kept?.files.map((file) => [file.name, file.type, file.content.type, file.content.size])).toEqual([["Evidence.pdf", "application/pdf", "application/pdf", bytes.byteLength]]);
    expect(await kept?.files[0]?.content.text()).toBe("%PDF-1.4 shared before the update");
    const db = await request(indexedDB.open(SHARED_FILES_DB_NAME));
    expect(db.version).toBe(SHARED_FILES_DB_VERSION);
    db.close();
  });
});

describe("opening while another tab holds an older version", () => {
  it("lets the newer version upgrade (blocking closes this connection) and reopens on the next call", async () => {
    const name = "ipo-blocking-test";
    const handle = databaseHandle<{ things: { key: string; value: string } } & DBSchema>({ name, version: 1, upgrade: (db) => void db.createObjectStore("things") });
    const older = await handle.open();
    // Another tab, updated: version 2. It is not blocked for ever: this page lets go.
    const newer = await request(indexedDB.open(name, 2));
    expect(newer.version).toBe(2);
    newer.close();
    await expect(older.get("things", "x")).rejects.toThrow();
    await handle.close();
  });
});
