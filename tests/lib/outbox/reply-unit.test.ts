/**
 * A queued reply is one unit (src/features/correspondence/outbox/reply-unit.ts, run by the outbox engine): the send waits for every
 * queued file of its reply, in the order the user made them, and a refused file holds it back.
 * The chaos cases run the real outbox and transport against a stand-in office
 * (./fake-office.ts): text and files queued offline, the connection dropping between an upload
 * and the send (and after the send), a refused file. In none is a reply sent without a file it
 * was given, nor sent twice.
 */
import { describe, expect, it } from "vitest";
import { nextDelivery, type EnqueueInput, type Outbox, type OutboxEntry } from "@/lib/outbox";
import { uploadOperation } from "@/features/correspondence/outbox/queued-work";
import { FILE_NOT_STORED } from "@/features/correspondence/outbox/reply-unit";
import { inspectFiles } from "@/lib/file-check";
import { coalesce } from "@/lib/outbox/store";
import { outboxPerTest, pngFile } from "./outbox-per-test";
import { fakeOffice, isSend, isUpload } from "./fake-office";

const USER = 9;
const DRAFT = 40;
const MESSAGE = 41;

let keys = 0;
const ctx = (seq: number) => ({ now: 1000, seq, newKey: () => `k${++keys}` });
const entry = (input: Omit<EnqueueInput, "userId">, seq: number, failed = false): OutboxEntry => {
  const made = coalesce(undefined, { ...input, userId: USER } as EnqueueInput, ctx(seq)) as OutboxEntry;
  return failed ? { ...made, failed: { error: "file.too.large", status: 413, at: 1 } } : made;
};
const sendOf = (draftId = DRAFT, messageId = MESSAGE) => ({ kind: "draft.send" as const, payload: { draftId, messageId, body: "<p>Reply</p>" } });
const uploadOf = (uploadId: string, draftId: number | null = DRAFT, messageId = MESSAGE) => ({
  kind: "attachment.upload" as const,
  payload: { uploadId, draftId, messageId, files: [{ name: `${uploadId}.png`, type: "image/png", size: 4, part: 0 }] },
});

describe("the next delivery", () => {
  it("sends a reply only after its queued files, first made first; other work keeps its place", () => {
    const send = entry(sendOf(), 1);
    const first = entry(uploadOf("a"), 2);
    const second = entry(uploadOf("b", null), 3);
    const otherDraft = entry(uploadOf("c", 77, 78), 0);
    expect(nextDelivery([otherDraft, send, first, second])).toEqual({ kind: "deliver", entry: otherDraft });
    expect(nextDelivery([send, first, second])).toEqual({ kind: "deliver", entry: first });
    expect(nextDelivery([send, second])).toEqual({ kind: "deliver", entry: second });
    expect(nextDelivery([send])).toEqual({ kind: "deliver", entry: send });
    expect(nextDelivery([])).toBeNull();
  });

  it("holds the send back while a file of its reply waits in needs attention", () => {
    const send = entry(sendOf(), 1);
    const refused = entry(uploadOf("a"), 2, true);
    expect(nextDelivery([send, refused, entry(uploadOf("b"), 3)])).toEqual({ kind: "hold", entry: send, refused, error: FILE_NOT_STORED });
    // A refused file of another reply holds nothing.
    expect(nextDelivery([send, entry(uploadOf("c", 77, 78), 2, true)])).toEqual({ kind: "deliver", entry: send });
  });
});

describe("chaos: a reply with files queued offline", () => {
  let outbox: Outbox;
  const perTest = outboxPerTest(USER);
  const start = () => (outbox = perTest.start());
  /** Offline: edit the text, attach two files one after the other, press Send. */
  const queueReplyOffline = async (office: ReturnType<typeof fakeOffice>) => {
    office.online = false;
    await outbox.enqueue({ kind: "draft.save", payload: { draftId: DRAFT, messageId: MESSAGE, body: "<p>Edited offline</p>" } }, { quiet: true });
    expect((await outbox.deliverNow(uploadOperation(DRAFT, MESSAGE, await inspectFiles([pngFile("first.png")])))).kind).toBe("queued");
    expect((await outbox.deliverNow(uploadOperation(DRAFT, MESSAGE, await inspectFiles([pngFile("second.png")])))).kind).toBe("queued");
    expect((await outbox.deliverNow(sendOf())).kind).toBe("queued");
  };

  it("back online, stores every file in order and then sends the reply with all of them, once", async () => {
    const office = fakeOffice();
    start();
    await queueReplyOffline(office);
    office.online = true;
    await outbox.drain({ ignoreBackoff: true });
    expect(office.sentFiles).toEqual(["first.png", "second.png"]);
    expect(office.sends).toBe(1);
    expect(office.draft?.body).toBe("<p>Reply</p>");
    expect(await outbox.list()).toEqual([]);
  });

  it("the connection dropping after an upload, or after the send, loses no file and sends once", async () => {
    const office = fakeOffice();
    start();
    await queueReplyOffline(office);
    office.online = true;
    // The office stores the first file, but its answer is lost: the upload is tried again.
    office.loseAnswerOf = isUpload;
    await outbox.drain({ ignoreBackoff: true });
    expect(office.draft?.status).toBe("DRAFT");
    expect(office.draft?.files.map((file) => file.name)).toEqual(["first.png"]);
    // Next drain: the second file is stored, the send's answer is lost.
    office.loseAnswerOf = isSend;
    await outbox.drain({ ignoreBackoff: true });
    expect(office.sends).toBe(1);
    await outbox.drain({ ignoreBackoff: true });
    // The first upload was answered again from its key: no file twice, none missing.
    expect(office.sentFiles).toEqual(["first.png", "second.png"]);
    expect(office.sends).toBe(1);
    expect(await outbox.list()).toEqual([]);
  });

  it("a refused file stops the send with the reason; the reply stays a draft until the user acts", async () => {
    const office = fakeOffice();
    office.refuse.set("second.png", { status: 413, key: "file.too.large" });
    start();
    await queueReplyOffline(office);
    office.online = true;
    await outbox.drain({ ignoreBackoff: true });
    expect(office.sends).toBe(0);
    expect(office.draft?.status).toBe("DRAFT");
    const left = await outbox.list();
    expect(left.map((item) => [item.kind, item.failed?.error])).toEqual([
      ["draft.send", FILE_NOT_STORED],
      ["attachment.upload", "file.too.large"],
    ]);
    // Sending again while the file is still refused: held again, never sent without it.
    const again = await outbox.deliverNow(sendOf());
    expect(again).toMatchObject({ kind: "failed", error: FILE_NOT_STORED });
    expect(office.sends).toBe(0);
    // The user removes the refused file and sends: the reply goes with the file the office took.
    await outbox.discard(left[1]!.key);
    expect((await outbox.deliverNow(sendOf())).kind).toBe("delivered");
    expect(office.sentFiles).toEqual(["first.png"]);
  });

  it("sends the device's hashes; a file the office holds under other bytes stops the send, never a silent success", async () => {
    const office = fakeOffice();
    office.corrupt.add("second.png");
    start();
    await queueReplyOffline(office);
    office.online = true;
    const delivered: unknown[] = [];
    outbox.observe((event) => {
      if (event.type === "delivered" && event.entry.kind === "attachment.upload") delivered.push(event.response);
    });
    await outbox.drain({ ignoreBackoff: true });
    // The first file's hash went with it and matched the office's: its receipt says so.
    const firstUpload = office.stub.calls.find(isUpload)?.body as FormData;
    expect(firstUpload.getAll("sha256")).toEqual([office.draft?.files[0]?.sha256]);
    expect(delivered).toEqual([{ draftId: DRAFT, verified: [{ attachmentId: 1, name: "first.png", sha256: office.draft?.files[0]?.sha256, pageCount: null }] }]);
    const left = await outbox.list();
    expect(left.map((item) => [item.kind, item.failed?.error, item.failed?.file])).toEqual([
      ["draft.send", FILE_NOT_STORED, undefined],
      ["attachment.upload", "attachment.checksum.mismatch", "second.png"],
    ]);
    expect(office.sends).toBe(0);
  });

  it("the office's own 422 for bytes that differ from the hash names the file", async () => {
    const office = fakeOffice();
    start();
    office.online = false;
    const [file] = await inspectFiles([pngFile("scan.png")]);
    // The bytes kept on the device no longer match the hash taken when attached.
    const operation = uploadOperation(DRAFT, MESSAGE, [{ ...file!, sha256: "0".repeat(64) }]);
    await outbox.deliverNow(operation);
    office.online = true;
    await outbox.drain({ ignoreBackoff: true });
    const [refused] = await outbox.list();
    expect(refused?.failed).toMatchObject({ error: "attachment.checksum.mismatch", status: 422, file: "scan.png" });
    expect(office.draft?.files).toEqual([]);
  });
});
