/**
 * The outbox's public interface (src/lib/outbox/outbox.ts, page.ts): enqueue, observe, drain,
 * deliverNow, the draft helpers, the open editors' flush and the adoption of the device copies
 * older versions kept in the app database.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { openIpoDb } from "@/lib/db/database";
import { createIdbOutboxStore, createOutbox, entryContent, flushOpenWork, registerOutboxFlusher, type DeliveryResult, type OutboxEntry, type OutboxEvent, type OutboxStore } from "@/lib/outbox";
import { adoptLegacyDeviceDrafts, discardDraft, draftEntry, uploadOperation, withdrawFile } from "@/features/correspondence/outbox/queued-work";
import { inspectFiles } from "@/lib/file-check";

const USER = 12;
let store: OutboxStore;
afterEach(async () => {
  await store?.close();
});

function outboxWith(answer: (entry: OutboxEntry) => DeliveryResult) {
  store = createIdbOutboxStore();
  const delivered: OutboxEntry[] = [];
  const requestSync = vi.fn();
  const outbox = createOutbox({
    userId: USER,
    store,
    requestSync,
    transport: async (entry) => {
      delivered.push(entry);
      return answer(entry);
    },
  });
  return { outbox, delivered, requestSync };
}

const draft = (body: string) => ({ kind: "draft.save" as const, payload: { draftId: 4, messageId: 5, body } });

describe("createOutbox", () => {
  it("keeps typing on the device without a sync request, and asks for one for real work", async () => {
    const { outbox, delivered, requestSync } = outboxWith(() => ({ status: "delivered", response: null }));
    await outbox.enqueue(draft("<p>a</p>"), { quiet: true });
    await outbox.enqueue(draft("<p>ab</p>"), { quiet: true });
    expect(requestSync).not.toHaveBeenCalled();
    expect(delivered).toEqual([]);
    expect((await draftEntry(outbox, 4))?.payload).toMatchObject({ body: "<p>ab</p>" });
    await outbox.enqueue({ kind: "message.patch", payload: { messageId: 9, important: true } });
    expect(requestSync).toHaveBeenCalledTimes(1);
    const events: OutboxEvent["type"][] = [];
    const stop = outbox.observe((event) => events.push(event.type));
    const report = await outbox.drain();
    stop();
    expect(report).toMatchObject({ delivered: 2, remaining: 0 });
    // One save carrying the latest body, then the patch.
    expect(delivered.map((entry) => entry.kind)).toEqual(["draft.save", "message.patch"]);
    expect(events).toContain("delivered");
    outbox.stop();
  });

  it("deliverNow tells delivered, queued (no connection) and failed (refused) apart", async () => {
    let answer: DeliveryResult = { status: "delivered", response: { actionDate: "x" } };
    const { outbox } = outboxWith(() => answer);
    expect(await outbox.deliverNow(draft("<p>1</p>"))).toEqual({ kind: "delivered", response: { actionDate: "x" } });
    answer = { status: "retry", error: "network" };
    const queued = await outbox.deliverNow(draft("<p>2</p>"));
    expect(queued.kind).toBe("queued");
    expect(await outbox.list()).toHaveLength(1);
    answer = { status: "rejected", error: "draft.already.sent", httpStatus: 409 };
    const failed = await outbox.deliverNow({ kind: "draft.send", payload: { draftId: 4, messageId: 5, body: "<p>3</p>" } });
    expect(failed).toMatchObject({ kind: "failed", error: "draft.already.sent" });
    // The refused send keeps the text, in "needs attention".
    const [kept] = await outbox.list();
    expect(kept?.failed?.error).toBe("draft.already.sent");
    expect(entryContent(kept as OutboxEntry)).toBe("3");
    outbox.stop();
  });

  it("deliverNow says delivered when the worker (or another tab) sent the entry first, its event unseen here", async () => {
    store = createIdbOutboxStore();
    const shared = store;
    // The worker's Background Sync took the shared Web Lock first and delivered the entry;
    // its "delivered" (BroadcastChannel) has not reached this page when this drain runs.
    let workerDelivered = false;
    const page: OutboxStore = {
      ...shared,
      async listAll(userId) {
        const entries = await shared.listAll(userId);
        if (!workerDelivered) {
          workerDelivered = true;
          await Promise.all(entries.map((entry) => shared.removeIfRevision(entry.key, entry.revision)));
          return [];
        }
        return entries;
      },
    };
    const transport = vi.fn(async (): Promise<DeliveryResult> => ({ status: "retry", error: "network" }));
    const outbox = createOutbox({ userId: USER, store: page, transport });
    const send = { kind: "draft.send" as const, payload: { draftId: 4, messageId: 5, body: "<p>sent</p>" } };
    expect(await outbox.deliverNow(send)).toEqual({ kind: "delivered", response: undefined });
    expect(transport).not.toHaveBeenCalled();
    expect(await outbox.list()).toEqual([]);
    outbox.stop();
  });

  it("holds a draft's text past the office's limit on the device: never delivered nor listed, queued again once it fits", async () => {
    const { outbox, delivered, requestSync } = outboxWith(() => ({ status: "delivered", response: null }));
    await outbox.enqueue(draft("<p>fits</p>"), { quiet: true });
    // A held save replaces the queued one (the latest body wins).
    await outbox.enqueue(draft("<p>far too long</p>"), { quiet: true, held: true });
    expect(await draftEntry(outbox, 4)).toMatchObject({ held: true, payload: { body: "<p>far too long</p>" } });
    expect(await outbox.list()).toEqual([]);
    expect(await store.listAll(USER)).toEqual([]);
    expect(await outbox.drain({ ignoreBackoff: true })).toMatchObject({ delivered: 0, remaining: 0 });
    expect(delivered).toEqual([]);
    expect(requestSync).not.toHaveBeenCalled();
    // Shortened: an ordinary save again, delivered and gone.
    await outbox.enqueue(draft("<p>short</p>"), { quiet: true });
    expect(await draftEntry(outbox, 4)).toMatchObject({ held: false });
    await outbox.drain();
    expect(delivered.map((entry) => entry.kind === "draft.save" && entry.payload.body)).toEqual(["<p>short</p>"]);
    expect(await draftEntry(outbox, 4)).toBeUndefined();
    outbox.stop();
  });

  it("forgets everything queued for a deleted draft, and nothing of another draft", async () => {
    const { outbox } = outboxWith(() => ({ status: "retry", error: "network" }));
    await outbox.enqueue(draft("<p>a</p>"));
    const file = new File(["%PDF"], "a.pdf", { type: "application/pdf" });
    await outbox.enqueue(uploadOperation(4, 5, await inspectFiles([file])));
    await outbox.enqueue(uploadOperation(8, 5, await inspectFiles([file])));
    await discardDraft(outbox, 4);
    const left = await outbox.list();
    expect(left.map((entry) => entry.kind === "attachment.upload" && entry.payload.draftId)).toEqual([8]);
    expect(entryContent(left[0] as OutboxEntry)).toBe("a.pdf");
    outbox.stop();
  });
});

describe("a queued file taken back (withdrawFile)", () => {
  it("waits for the upload on the wire: once the office has it there is nothing to take back", async () => {
    store = createIdbOutboxStore();
    let release: (result: DeliveryResult) => void = () => undefined;
    const onTheWire = new Promise<DeliveryResult>((resolve) => (release = resolve));
    const transport = vi.fn(() => onTheWire);
    const outbox = createOutbox({ userId: USER, store, transport });
    const file = new File(["%PDF"], "a.pdf", { type: "application/pdf" });
    const entry = await outbox.enqueue(uploadOperation(null, 5, await inspectFiles([file, file])));
    const drain = outbox.drain();
    await vi.waitFor(() => expect(transport).toHaveBeenCalledOnce());
    let withdrawn: boolean | null = null;
    const withdrawal = withdrawFile(outbox, entry.key, 0).then((answer) => (withdrawn = answer));
    // The delivery is not touched while on the wire: the withdrawal waits for it (a store
    // round trip would have been enough for an unguarded one to change the entry).
    expect((await outbox.get(entry.key))?.revision).toBe(entry.revision);
    expect((await outbox.get(entry.key))?.revision).toBe(entry.revision);
    expect(withdrawn).toBeNull();
    release({ status: "delivered", response: null });
    await drain;
    await withdrawal;
    expect(withdrawn).toBe(false);
    expect(await outbox.list()).toEqual([]);
    outbox.stop();
  });

  it("a file still queued leaves its entry (a new request, a new key); with its last file the entry goes", async () => {
    const { outbox } = outboxWith(() => ({ status: "retry", error: "network" }));
    const events: OutboxEvent[] = [];
    outbox.observe((event) => events.push(event));
    const files = ["a.pdf", "b.pdf"].map((name) => new File(["%PDF"], name, { type: "application/pdf" }));
    const entry = await outbox.enqueue(uploadOperation(null, 5, await inspectFiles(files)));
    expect(await withdrawFile(outbox, entry.key, 0)).toBe(true);
    const left = await outbox.get(entry.key);
    expect(left && entryContent(left)).toBe("b.pdf");
    expect(left?.idempotencyKey).not.toBe(entry.idempotencyKey);
    expect(events).toContainEqual({ type: "changed", key: entry.key });
    expect(await withdrawFile(outbox, entry.key, 3)).toBe(false);
    expect(await withdrawFile(outbox, entry.key, 0)).toBe(true);
    expect(await outbox.get(entry.key)).toBeUndefined();
    outbox.stop();
  });
});

describe("the page's outbox", () => {
  it("adopts unsent typing that older versions kept in the app database, and drops those copies", async () => {
    const db = await openIpoDb();
    const record = { messageId: 2, userId: USER, updatedAt: 1, serverActionDate: "2026-03-14T10:00:00" };
    await db.put("replyDrafts", { ...record, draftId: 1, body: "<p>typed offline</p>", syncedBody: "<p>typed</p>" });
    await db.put("replyDrafts", { ...record, draftId: 2, body: "<p>confirmed</p>", syncedBody: "<p>confirmed</p>" });
    await db.put("replyDrafts", { ...record, draftId: 3, userId: USER + 1, body: "<p>theirs</p>", syncedBody: null });
    const { outbox } = outboxWith(() => ({ status: "retry", error: "network" }));
    expect(await adoptLegacyDeviceDrafts(outbox)).toBe(1);
    const [adopted] = await outbox.list();
    expect(adopted).toMatchObject({ kind: "draft.save", payload: { draftId: 1, body: "<p>typed offline</p>" } });
    expect((await db.getAll("replyDrafts")).map((copy) => copy.draftId)).toEqual([3]);
    outbox.stop();
  });

  it("flushes every open editor before the logout reads the queue, even when one fails", async () => {
    const flushed: string[] = [];
    const stopA = registerOutboxFlusher(async () => flushed.push("a"));
    const stopB = registerOutboxFlusher(() => Promise.reject(new Error("quota")));
    await flushOpenWork();
    expect(flushed).toEqual(["a"]);
    stopA();
    stopB();
    await flushOpenWork();
    expect(flushed).toEqual(["a"]);
  });
});
