/**
 * The content of a queued upload's files is kept beside its entry (`files` of `ipo-outbox`,
 * src/lib/outbox/store.ts): the queue's listings and events carry no bytes (every read of the
 * queue is cloned on the page's main thread), and the drain reads the content only to send it,
 * with the hash taken when the file was attached (decision 86). A withdrawn file's content, a
 * discarded upload's and an account's at logout go with their entries.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { OUTBOX_DB_NAME } from "@/lib/db/schema";
import { inspectFiles } from "@/lib/file-check";
import { sha256Hex } from "@/lib/file-check/inspect-bytes";
import { createIdbOutboxStore, createOutbox, type Outbox, type OutboxEvent, type OutboxStore } from "@/lib/outbox";
import { uploadOperation, withdrawFile } from "@/features/correspondence/outbox/queued-work";
import { fakeOffice, isUpload } from "./fake-office";

const USER = 9;
const DRAFT = 40;
const MESSAGE = 41;

/** A file of `size` bytes whose every byte depends on its name and position. */
function fileOf(name: string, size = 64 * 1024): File {
  const bytes = new Uint8Array(size).map((_, at) => (at * 31 + name.charCodeAt(0)) % 251);
  return new File([bytes], name, { type: "application/pdf" });
}

/** Every ArrayBuffer, typed array or Blob inside `value`. */
function contentIn(value: unknown): unknown[] {
  if (value instanceof Blob || value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return [value];
  if (typeof value !== "object" || value === null) return [];
  return Object.values(value).flatMap(contentIn);
}

/** How many file contents the outbox database holds (every account). */
function storedContents(): Promise<number> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(OUTBOX_DB_NAME);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const count = db.transaction("files").objectStore("files").count();
      count.onsuccess = () => {
        db.close();
        resolve(count.result);
      };
      count.onerror = () => reject(count.error);
    };
  });
}

/** The files of the office's upload requests: name, bytes and the hash sent for each. */
async function uploadsReceived(office: ReturnType<typeof fakeOffice>): Promise<{ name: string; bytes: ArrayBuffer; sha256: string | undefined }[]> {
  const forms = office.stub.calls.filter(isUpload).map((call) => call.body as FormData);
  const received = forms.flatMap((form) => (form.getAll("files") as File[]).map((file, index) => ({ file, sha256: form.getAll("sha256").map(String)[index] })));
  return Promise.all(received.map(async ({ file, sha256 }) => ({ name: file.name, bytes: await file.arrayBuffer(), sha256 })));
}

let store: OutboxStore;
let outbox: Outbox;
const start = () => {
  store = createIdbOutboxStore();
  outbox = createOutbox({ userId: USER, store });
  return outbox;
};
afterEach(async () => {
  outbox.stop();
  await store.close();
  vi.unstubAllGlobals();
});

describe("a queued upload's files", () => {
  it("are not in the queue's listings nor its events; the office gets the very bytes attached, with their hashes", async () => {
    const office = fakeOffice();
    office.online = false;
    start();
    const events: OutboxEvent[] = [];
    outbox.observe((event) => events.push(event));
    const files = [fileOf("Annex 1.pdf"), fileOf("Annex 2.pdf", 1000)];
    expect((await outbox.deliverNow(uploadOperation(DRAFT, MESSAGE, await inspectFiles(files)))).kind).toBe("queued");

    const listed = await outbox.list();
    expect(contentIn(listed)).toEqual([]);
    expect(contentIn(await store.get(listed[0]!.key))).toEqual([]);
    const hashes = await Promise.all(files.map(async (file) => sha256Hex(await file.arrayBuffer())));
    expect(listed[0]?.kind === "attachment.upload" && listed[0].payload.files).toEqual([
      { name: "Annex 1.pdf", type: "application/pdf", size: 64 * 1024, sha256: hashes[0], pageCount: null, part: 0 },
      { name: "Annex 2.pdf", type: "application/pdf", size: 1000, sha256: hashes[1], pageCount: null, part: 1 },
    ]);
    // What the other tabs are told (the BroadcastChannel clones it) carries no bytes either.
    expect(events.map((event) => event.type)).toContain("retrying");
    expect(contentIn(events)).toEqual([]);

    // The offline attempt reached nobody: what the office receives starts now.
    office.stub.calls.length = 0;
    office.online = true;
    await outbox.drain({ ignoreBackoff: true });
    const received = await uploadsReceived(office);
    expect(received.map(({ name, sha256 }) => [name, sha256])).toEqual([
      ["Annex 1.pdf", hashes[0]],
      ["Annex 2.pdf", hashes[1]],
    ]);
    expect(received.map(({ bytes }) => new Uint8Array(bytes))).toEqual(await Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer()))));
    expect(office.draft?.files.map((file) => file.sha256)).toEqual(hashes);
    // Delivered: the entry and its files' content are gone.
    expect(await outbox.list()).toEqual([]);
    expect(await storedContents()).toBe(0);
  });

  it("a withdrawn file's content goes; the others are sent with theirs", async () => {
    const office = fakeOffice();
    office.online = false;
    start();
    const files = [fileOf("a.pdf"), fileOf("b.pdf"), fileOf("c.pdf")];
    const entry = await outbox.enqueue(uploadOperation(DRAFT, MESSAGE, await inspectFiles(files)));
    expect(await storedContents()).toBe(3);

    expect(await withdrawFile(outbox, entry.key, 1)).toBe(true);
    const [left] = await outbox.list();
    expect(left?.kind === "attachment.upload" && left.payload.files.map((file) => [file.name, file.part])).toEqual([
      ["a.pdf", 0],
      ["c.pdf", 2],
    ]);
    expect(await storedContents()).toBe(2);
    expect(await Promise.all((await store.contents(left!)).map((content) => content.text()))).toEqual(await Promise.all([files[0]!.text(), files[2]!.text()]));

    office.online = true;
    await outbox.drain({ ignoreBackoff: true });
    const received = await uploadsReceived(office);
    expect(received.map(({ name }) => name)).toEqual(["a.pdf", "c.pdf"]);
    expect(new Uint8Array(received[1]!.bytes)).toEqual(new Uint8Array(await files[2]!.arrayBuffer()));
    expect(await storedContents()).toBe(0);
  });

  it("go with a discarded upload, and with the account's entries at logout (another account's stay)", async () => {
    start();
    const other = createIdbOutboxStore();
    const first = await outbox.enqueue(uploadOperation(DRAFT, MESSAGE, await inspectFiles([fileOf("a.pdf")])));
    await outbox.enqueue(uploadOperation(DRAFT, MESSAGE, await inspectFiles([fileOf("b.pdf"), fileOf("c.pdf")])));
    await other.enqueue({ ...uploadOperation(7, 8, await inspectFiles([fileOf("d.pdf")])), userId: USER + 1 });
    expect(await storedContents()).toBe(4);

    await outbox.discard(first.key);
    expect(await storedContents()).toBe(3);
    await store.clearUser(USER);
    expect(await storedContents()).toBe(1);
    expect(await other.listAll(USER + 1)).toHaveLength(1);
    await other.close();
  });

  it("an upload without the content of each of its files is refused before anything is written", async () => {
    start();
    const operation = uploadOperation(DRAFT, MESSAGE, await inspectFiles([fileOf("a.pdf")]));
    await expect(store.enqueue({ ...operation, userId: USER, contents: [] })).rejects.toThrow(/attachment.upload of 1 parts brought 0 contents/);
    expect(await store.listAll(USER)).toEqual([]);
    expect(await storedContents()).toBe(0);
  });
});
