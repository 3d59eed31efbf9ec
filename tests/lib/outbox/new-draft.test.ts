/**
 * A reply started offline on a letter without a draft: its text, send and files are
 * queued with no office draft (`draftId` null); at delivery the outbox creates the letter's draft
 * (or finds it, decision 53), saves the text to it, stores the files first and sends once. The
 * real outbox and transport against the stand-in office (./fake-office.ts).
 */
import { describe, expect, it } from "vitest";
import { type Outbox, type OutboxEntry } from "@/lib/outbox";
import { requestFor } from "@/features/correspondence/outbox/deliver";
import { newDraftKey, uploadOperation } from "@/features/correspondence/outbox/queued-work";
import { inspectFiles } from "@/lib/file-check";
import { outboxPerTest, pngFile } from "./outbox-per-test";
import { fakeOffice, isSend } from "./fake-office";

const USER = 9;
const DRAFT = 40;
const MESSAGE = 41;

const save = (body: string) => ({ kind: "draft.save" as const, payload: { draftId: null, messageId: MESSAGE, body } });
const send = (body: string) => ({ kind: "draft.send" as const, payload: { draftId: null, messageId: MESSAGE, body } });
const isCreation = (call: { method: string; url: string }) => call.method === "POST" && new URL(call.url, "http://office").pathname.endsWith("/correspondences/draft");

describe("a reply started offline on a letter without a draft", () => {
  let outbox: Outbox;
  const perTest = outboxPerTest(USER);
  const start = () => (outbox = perTest.start());
  /** The delivered entries, as every listener hears them. */
  const delivered = () => {
    const seen: OutboxEntry[] = [];
    outbox.observe((event) => {
      if (event.type === "delivered") seen.push(event.entry);
    });
    return seen;
  };

  it("keeps one entry per letter, asks for the draft's creation first and names the created draft at delivery", async () => {
    const office = fakeOffice({ hasDraft: false });
    start();
    office.online = false;
    await outbox.enqueue(save("<p>First</p>"), { quiet: true });
    const entry = await outbox.enqueue(save("<p>First words</p>"), { quiet: true });
    expect(entry.key).toBe(newDraftKey(USER, MESSAGE));
    expect(await outbox.list()).toHaveLength(1);
    expect(requestFor(entry)).toMatchObject({ method: "POST", path: "/correspondences/draft", query: { messageId: MESSAGE }, headers: { "Idempotency-Key": `${entry.idempotencyKey}:draft` } });
    office.online = true;
    const seen = delivered();
    await outbox.drain({ ignoreBackoff: true });
    expect(office.draft).toMatchObject({ id: DRAFT, body: "<p>First words</p>", status: "DRAFT" });
    expect(seen.map((item) => [item.key, item.kind, "draftId" in item.payload ? item.payload.draftId : undefined])).toEqual([[entry.key, "draft.save", DRAFT]]);
    expect(await outbox.list()).toEqual([]);
  });

  it("a send queued with files waits for the draft and every file, first made first, then sends once", async () => {
    const office = fakeOffice({ hasDraft: false });
    start();
    office.online = false;
    await outbox.enqueue(save("<p>Typed offline</p>"), { quiet: true });
    expect((await outbox.deliverNow(uploadOperation(null, MESSAGE, await inspectFiles([pngFile("first.png")])))).kind).toBe("queued");
    expect((await outbox.deliverNow(uploadOperation(null, MESSAGE, await inspectFiles([pngFile("second.png")])))).kind).toBe("queued");
    expect((await outbox.deliverNow(send("<p>Typed offline, sent</p>"))).kind).toBe("queued");
    expect(office.draft).toBeNull();
    office.online = true;
    const seen = delivered();
    await outbox.drain({ ignoreBackoff: true });
    expect(office.sends).toBe(1);
    expect(office.sentFiles).toEqual(["first.png", "second.png"]);
    expect(office.draft).toMatchObject({ id: DRAFT, body: "<p>Typed offline, sent</p>", status: "SENT" });
    expect(seen.map((item) => item.kind)).toEqual(["attachment.upload", "attachment.upload", "draft.send"]);
    expect(seen.at(-1)?.payload).toMatchObject({ draftId: DRAFT });
    // The send was asked of the draft the office made for the files.
    const sent = office.stub.calls.find(isSend)?.body as FormData;
    expect(JSON.parse(await (sent.get("draftResource") as Blob).text())).toMatchObject({ id: DRAFT, messageId: MESSAGE });
    expect(await outbox.list()).toEqual([]);
  });

  it("the answer to the creation lost, or the send's: created once, sent once", async () => {
    const office = fakeOffice({ hasDraft: false });
    start();
    office.online = false;
    expect((await outbox.deliverNow(send("<p>Once</p>"))).kind).toBe("queued");
    office.online = true;
    office.loseAnswerOf = isCreation;
    await outbox.drain({ ignoreBackoff: true });
    expect(office.draft?.status).toBe("DRAFT");
    office.loseAnswerOf = isSend;
    await outbox.drain({ ignoreBackoff: true });
    await outbox.drain({ ignoreBackoff: true });
    expect(office.sends).toBe(1);
    expect(office.draft).toMatchObject({ body: "<p>Once</p>", status: "SENT" });
    // Every creation asked under the one key of this send: a repeat is answered, never a second draft.
    const keys = new Set(office.stub.calls.filter(isCreation).map((call) => call.headers.get("Idempotency-Key")));
    expect(keys.size).toBe(1);
    expect(await outbox.list()).toEqual([]);
  });
});
