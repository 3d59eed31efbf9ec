import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { classifyStatus, coalesce, createIdbOutboxStore, createOutboxRunner, drainOutbox, retryDelay, type DeliveryResult, type EnqueueInput, type OutboxEntry, type OutboxEvent, type OutboxStore } from "@/lib/outbox";
import { requestFor } from "@/features/correspondence/outbox/deliver";
import { type DraftPayload } from "@/features/correspondence/outbox/kinds";

const USER = 7;
const save = (draftId: number, body: string, extra: { immediate?: boolean; userId?: number } = {}): EnqueueInput => ({
  userId: USER,
  kind: "draft.save",
  payload: { draftId, messageId: 100 + draftId, body },
  ...extra,
});
const send = (draftId: number, body: string): EnqueueInput => ({ userId: USER, kind: "draft.send", payload: { draftId, messageId: 100 + draftId, body } });
const patch = (messageId: number, fields: { important?: boolean; messageStatus?: "NEW" | "READ" }): EnqueueInput => ({
  userId: USER,
  kind: "message.patch",
  payload: { messageId, ...fields },
});
const upload = (uploadId: string, draftId: number, text: string): EnqueueInput => ({
  userId: USER,
  kind: "attachment.upload",
  payload: { uploadId, draftId, messageId: 100 + draftId, files: [{ name: "a.pdf", type: "application/pdf", size: text.length, part: 0 }] },
  contents: [new Blob([text], { type: "application/pdf" })],
});
const body = (entry: OutboxEntry | null | undefined) => (entry?.payload as DraftPayload | undefined)?.body;
const draftOf = (entry: OutboxEntry) => (entry.payload as DraftPayload).draftId;

let keys = 0;
const ctx = (now: number, seq = now) => ({ now, seq, newKey: () => `key-${++keys}` });

describe("coalesce", () => {
  it("starts a new entry at the end of the queue, keyed per user", () => {
    const entry = coalesce(undefined, save(1, "<p>a</p>"), ctx(1000, 5));
    expect(entry).toMatchObject({ key: "u7:draft:1", seq: 5, revision: 1, kind: "draft.save", attempts: 0, nextAttemptAt: 1000, failed: null });
    expect(body(entry)).toBe("<p>a</p>");
    expect(coalesce(undefined, save(1, "x", { userId: 8 }), ctx(1000))?.key).toBe("u8:draft:1");
  });

  it("lets the latest body win and keeps the place in the queue", () => {
    const first = coalesce(undefined, save(1, "a"), ctx(1000, 5)) as OutboxEntry;
    const backingOff = { ...first, attempts: 2, nextAttemptAt: 9000 };
    const next = coalesce(backingOff, save(1, "ab"), ctx(2000, 9)) as OutboxEntry;
    expect(next).toMatchObject({ seq: 5, revision: 2, kind: "draft.save", attempts: 2, nextAttemptAt: 9000, idempotencyKey: first.idempotencyKey });
    expect(body(next)).toBe("ab");
    // A user action (forced save) delivers at once.
    expect(coalesce(backingOff, save(1, "abc", { immediate: true }), ctx(3000))).toMatchObject({ attempts: 0, nextAttemptAt: 3000 });
  });

  it("turns a queued save into the send, with its own Idempotency-Key", () => {
    const queued = coalesce(undefined, save(1, "a"), ctx(1000)) as OutboxEntry;
    const sending = coalesce({ ...queued, attempts: 3, nextAttemptAt: 99_999 }, send(1, "final"), ctx(2000)) as OutboxEntry;
    expect(sending).toMatchObject({ kind: "draft.send", seq: queued.seq, attempts: 0, nextAttemptAt: 2000 });
    expect(sending.idempotencyKey).not.toBe(queued.idempotencyKey);
    expect(body(sending)).toBe("final");
  });

  it("ignores a save behind a queued send, and a repeated send keeps its key", () => {
    const sending = coalesce(undefined, send(1, "final"), ctx(1000)) as OutboxEntry;
    expect(coalesce(sending, save(1, "late"), ctx(2000))).toBeNull();
    const again = coalesce(sending, send(1, "final!"), ctx(3000)) as OutboxEntry;
    expect(again.idempotencyKey).toBe(sending.idempotencyKey);
    expect(body(again)).toBe("final!");
  });

  it("merges patches of one message field by field, each change a new request", () => {
    const first = coalesce(undefined, patch(5, { important: true }), ctx(1000, 3)) as OutboxEntry;
    const merged = coalesce(first, patch(5, { messageStatus: "NEW" }), ctx(2000, 9)) as OutboxEntry;
    expect(merged).toMatchObject({ key: "u7:message:5", seq: 3, payload: { messageId: 5, important: true, messageStatus: "NEW" } });
    expect(merged.idempotencyKey).not.toBe(first.idempotencyKey);
    const flipped = coalesce(merged, patch(5, { important: false }), ctx(3000)) as OutboxEntry;
    expect(flipped.payload).toEqual({ messageId: 5, important: false, messageStatus: "NEW" });
  });

  it("gives every upload its own entry", () => {
    expect(coalesce(undefined, upload("a", 1, "x"), ctx(1000))?.key).toBe("u7:upload:a");
    expect(coalesce(undefined, upload("b", 1, "x"), ctx(1000))?.key).toBe("u7:upload:b");
  });

  it("queues an entry that needed attention afresh when the user acts again", () => {
    const sending = coalesce(undefined, send(1, "final"), ctx(1000)) as OutboxEntry;
    const failed = { ...sending, attempts: 1, failed: { error: "draft.already.sent", status: 409, at: 1500 } };
    const resent = coalesce(failed, save(1, "edited"), ctx(2000)) as OutboxEntry;
    expect(resent).toMatchObject({ kind: "draft.save", failed: null, attempts: 0, nextAttemptAt: 2000, revision: 2 });
  });

  it("backs off exponentially up to five minutes", () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([2000, 4000, 8000, 16000]);
    expect(retryDelay(30)).toBe(5 * 60_000);
  });
});

describe("failure classification", () => {
  it("retries transient failures, pauses on 401 and asks the user about the rest", () => {
    expect([0, 500, 502, 503, 408, 429].map((status) => classifyStatus(status))).toEqual(Array(6).fill("retry"));
    expect(classifyStatus(403, "csrf.token.invalid")).toBe("retry");
    expect(classifyStatus(401, "unauthorized")).toBe("paused");
    expect(classifyStatus(400, "draft.already.sent")).toBe("rejected");
    expect(classifyStatus(403, "read.only.session")).toBe("rejected");
    expect(classifyStatus(404, "something.not.found")).toBe("rejected");
  });
});

describe("requests of the operations", () => {
  it("builds each operation's call with its Idempotency-Key where the server replays", async () => {
    const entry = (input: EnqueueInput) => coalesce(undefined, input, ctx(1)) as OutboxEntry;
    const saving = requestFor(entry(save(1, "<p>a</p>")));
    expect(saving).toMatchObject({ method: "PUT", path: "/correspondences/draft", json: { id: 1, messageId: 101, body: "<p>a</p>" }, headers: {} });
    const sending = entry(send(2, "<p>b</p>"));
    const sendRequest = requestFor(sending);
    expect(sendRequest).toMatchObject({ method: "POST", path: "/correspondences/draft/send", headers: { "Idempotency-Key": sending.idempotencyKey } });
    expect(JSON.parse(await (sendRequest.multipart?.get("draftResource") as Blob).text())).toEqual({ id: 2, messageId: 102, body: "<p>b</p>" });
    const uploading = requestFor(entry(upload("u", 3, "bytes")), [new Blob(["bytes"])]);
    expect(uploading.path).toBe("/correspondences/attachments/3");
    const file = uploading.multipart?.get("files") as File;
    expect([file.name, await file.text()]).toEqual(["a.pdf", "bytes"]);
    expect(requestFor(entry(patch(9, { important: true, messageStatus: "NEW" })))).toMatchObject({
      method: "PATCH",
      path: "/correspondences/message/9",
      json: [
        { op: "replace", path: "/important", value: true },
        { op: "replace", path: "/messageStatus", value: "NEW" },
      ],
    });
  });
});

describe("IndexedDB outbox", () => {
  let store: OutboxStore;
  beforeEach(() => {
    store = createIdbOutboxStore();
  });
  afterEach(async () => {
    await store.clearUser(USER);
    await store.close();
  });

  it("keeps one entry per draft in first-enqueued order", async () => {
    await store.enqueue(save(2, "two"), 1000);
    await store.enqueue(save(1, "one"), 1000);
    await store.enqueue(save(2, "two, edited"), 1001);
    await store.enqueue(save(3, "three"), 900);
    const entries = await store.list(USER);
    expect(entries.map((e) => [e.key, body(e)])).toEqual([
      ["u7:draft:2", "two, edited"],
      ["u7:draft:1", "one"],
      ["u7:draft:3", "three"],
    ]);
    expect(new Set(entries.map((e) => e.seq)).size).toBe(3);
    expect(await store.list(USER + 1)).toEqual([]);
  });

  it("survives a new connection (a reload), file contents included", async () => {
    await store.enqueue(send(4, "<p>sent later</p>"), 1000);
    await store.enqueue(upload("f", 4, "%PDF-1.4 bytes"), 1001);
    await store.close();
    const reopened = createIdbOutboxStore();
    const entries = await reopened.list(USER);
    expect(entries.map((e) => e.kind)).toEqual(["draft.send", "attachment.upload"]);
    const [, uploadEntry] = entries;
    const [content] = await reopened.contents(uploadEntry!);
    expect(await content?.text()).toBe("%PDF-1.4 bytes");
    expect(await reopened.count()).toBe(2);
    await reopened.clearUser(USER);
    expect(await reopened.list(USER)).toEqual([]);
    await reopened.close();
  });

  it("drains in order and removes what was delivered", async () => {
    await store.enqueue(save(1, "one"), 1000);
    await store.enqueue(send(2, "two"), 1000);
    const delivered: string[] = [];
    const report = await drainOutbox(store, async (entry) => {
      delivered.push(`${entry.kind} ${body(entry)}`);
      return { status: "delivered", response: { id: draftOf(entry) } };
    }, { userId: USER, now: () => 1000 });
    expect(delivered).toEqual(["draft.save one", "draft.send two"]);
    expect(report).toEqual({ delivered: 2, rejected: 0, remaining: 0, nextAttemptAt: null, paused: false });
  });

  it("stops at a failure, keeps the order and backs off", async () => {
    await store.enqueue(save(1, "one"), 1000);
    await store.enqueue(save(2, "two"), 1000);
    const tried: (number | null)[] = [];
    const offline = async (entry: OutboxEntry): Promise<DeliveryResult> => {
      tried.push(draftOf(entry));
      return { status: "retry", error: "network" };
    };
    const report = await drainOutbox(store, offline, { userId: USER, now: () => 5000 });
    expect(tried).toEqual([1]);
    expect(report).toMatchObject({ remaining: 2, nextAttemptAt: 1000 });
    const [head] = await store.list(USER);
    expect(head).toMatchObject({ key: "u7:draft:1", attempts: 1, nextAttemptAt: 5000 + retryDelay(1), lastError: "network" });
    // Still backing off: nothing is tried, and the second entry does not overtake the first.
    await drainOutbox(store, offline, { userId: USER, now: () => 6000 });
    expect(tried).toEqual([1]);
    // Back online: delivered in order.
    const order: (number | null)[] = [];
    await drainOutbox(store, async (entry) => {
      order.push(draftOf(entry));
      return { status: "delivered", response: null };
    }, { userId: USER, now: () => 6000, ignoreBackoff: true });
    expect(order).toEqual([1, 2]);
  });

  it("never removes a newer body queued while an older one was on the wire", async () => {
    await store.enqueue(save(1, "old"), 1000);
    const bodies: string[] = [];
    await drainOutbox(store, async (entry) => {
      bodies.push(body(entry) ?? "");
      if (body(entry) === "old") await store.enqueue(save(1, "new"), 1001);
      return { status: "delivered", response: null };
    }, { userId: USER, now: () => 2000 });
    expect(bodies).toEqual(["old", "new"]);
    expect(await store.list(USER)).toEqual([]);
  });

  it("moves a refused entry to needs attention with the text kept; the queue goes on; retry and discard", async () => {
    await store.enqueue(send(1, "<p>my careful reply</p>"), 1000);
    await store.enqueue(save(2, "two"), 1000);
    const events: OutboxEvent[] = [];
    const refuse = async (entry: OutboxEntry): Promise<DeliveryResult> =>
      entry.kind === "draft.send" ? { status: "rejected", error: "draft.already.sent", httpStatus: 400 } : { status: "delivered", response: null };
    const report = await drainOutbox(store, refuse, { userId: USER, now: () => 1000, onEvent: (event) => events.push(event) });
    expect(report).toMatchObject({ delivered: 1, rejected: 1, remaining: 0 });
    expect(events.filter((e) => e.type === "rejected").map((e) => (e.type === "rejected" ? e.error : ""))).toEqual(["draft.already.sent"]);
    const [kept] = await store.listAll(USER);
    expect(kept).toMatchObject({ key: "u7:draft:1", failed: { error: "draft.already.sent", status: 400, at: 1000 } });
    expect(body(kept)).toBe("<p>my careful reply</p>");
    // Not retried on its own.
    expect(await store.list(USER)).toEqual([]);
    await store.retry("u7:draft:1", 2000);
    expect(await store.list(USER)).toMatchObject([{ key: "u7:draft:1", failed: null, attempts: 0, nextAttemptAt: 2000 }]);
    await store.remove("u7:draft:1");
    expect(await store.listAll(USER)).toEqual([]);
  });

  it("pauses the whole queue on an ended session without counting attempts", async () => {
    await store.enqueue(save(1, "one"), 1000);
    await store.enqueue(save(2, "two"), 1000);
    const tried: (number | null)[] = [];
    const report = await drainOutbox(store, async (entry) => {
      tried.push(draftOf(entry));
      return { status: "paused", error: "unauthorized" };
    }, { userId: USER, now: () => 1000 });
    expect(tried).toEqual([1]);
    expect(report).toMatchObject({ paused: true, remaining: 2 });
    expect((await store.list(USER)).map((e) => e.attempts)).toEqual([0, 0]);
  });

  it("once stopped, finishes the entry on the wire and sends no further one", async () => {
    await store.enqueue(save(1, "one"), 1000);
    await store.enqueue(save(2, "two"), 1000);
    let stopped = false;
    const sent: (number | null)[] = [];
    const report = await drainOutbox(store, async (entry) => {
      sent.push(draftOf(entry));
      // The page closes while the first entry is on the wire.
      stopped = true;
      return { status: "delivered", response: null };
    }, { userId: USER, now: () => 1000, stopped: () => stopped });
    expect(sent).toEqual([1]);
    expect(report.delivered).toBe(1);
    expect((await store.list(USER)).map(draftOf)).toEqual([2]);
  });

  it("treats a throwing transport as a retry", async () => {
    await store.enqueue(save(1, "one"), 1000);
    await drainOutbox(store, () => Promise.reject(new Error("boom")), { userId: USER, now: () => 1000 });
    expect((await store.get("u7:draft:1"))?.lastError).toBe("boom");
  });
});

describe("outbox runner", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("drains one at a time, again when back online, and tells its listeners", async () => {
    const store = createIdbOutboxStore();
    let online = false;
    let inFlight = 0;
    let maxInFlight = 0;
    const events = new EventTarget();
    const runner = createOutboxRunner({
      store,
      userId: USER,
      events,
      channel: null,
      transport: async () => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return online ? { status: "delivered", response: "ok" } : { status: "retry", error: "offline" };
      },
    });
    const seen: string[] = [];
    runner.subscribe((event) => seen.push(event.type));
    await store.enqueue(save(1, "one"));
    await Promise.all([runner.kick(), runner.kick()]);
    expect(maxInFlight).toBe(1);
    expect(seen).toContain("retrying");
    expect(await store.list(USER)).toHaveLength(1);

    online = true;
    events.dispatchEvent(new Event("online"));
    await vi.waitFor(async () => expect(await store.list(USER)).toEqual([]));
    expect(seen).toContain("delivered");
    runner.stop();
    await store.close();
  });

  it("two tabs draining at once send nothing twice (Web Locks), and each learns the other's results", async () => {
    const held = new Map<string, Promise<unknown>>();
    const locks = {
      request<T>(name: string, callback: () => Promise<T>): Promise<T> {
        const previous = held.get(name) ?? Promise.resolve();
        const next = previous.catch(() => undefined).then(callback);
        held.set(name, next);
        return next;
      },
    };
    vi.stubGlobal("navigator", { ...globalThis.navigator, locks });
    const channel = `test-outbox-${Math.random()}`;
    const delivered: string[] = [];
    const transport = async (entry: OutboxEntry): Promise<DeliveryResult> => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      delivered.push(entry.key);
      return { status: "delivered", response: null };
    };
    const storeA = createIdbOutboxStore();
    const storeB = createIdbOutboxStore();
    const tabA = createOutboxRunner({ store: storeA, transport, userId: USER, channel });
    const tabB = createOutboxRunner({ store: storeB, transport, userId: USER, channel });
    const seenByB: string[] = [];
    tabB.subscribe((event) => {
      if (event.type === "delivered") seenByB.push(event.entry.key);
    });
    for (let id = 1; id <= 5; id += 1) await storeA.enqueue(save(id, `body ${id}`));
    await Promise.all([tabA.kick(), tabB.kick(), tabA.kick(), tabB.kick()]);
    expect(delivered.sort()).toEqual(["u7:draft:1", "u7:draft:2", "u7:draft:3", "u7:draft:4", "u7:draft:5"]);
    await vi.waitFor(() => expect(seenByB.length).toBe(5));
    tabA.stop();
    tabB.stop();
    vi.unstubAllGlobals();
    await storeA.close();
    await storeB.close();
  });

  it("says it is paused after a 401 and does not retry on a timer", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const store = createIdbOutboxStore();
    let calls = 0;
    const runner = createOutboxRunner({ store, userId: USER, channel: null, transport: async () => {
      calls += 1;
      return { status: "paused", error: "unauthorized" };
    } });
    await store.enqueue(save(1, "one"));
    const report = await runner.kick();
    expect(report.paused).toBe(true);
    expect(runner.paused()).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(calls).toBe(1);
    runner.stop();
    await store.clearUser(USER);
    await store.close();
  });
});

describe("a send answered with another reply", () => {
  it("is told apart from our own text (decision 55: re-sending a SENT draft answers 200)", async () => {
    const { sentSomethingElse } = await import("@/features/correspondence/outbox/deliver");
    expect(sentSomethingElse("<p>Mine &amp; yours</p>", { body: "<p>Mine &amp; yours</p>" })).toBe(false);
    expect(sentSomethingElse("<p>Mine &amp; yours</p>", { body: "<p>Mine  &amp; yours</p>\n" })).toBe(false);
    expect(sentSomethingElse("<p>Mine</p>", { body: "<p>Sent from another device</p>" })).toBe(true);
    expect(sentSomethingElse("<p>Mine</p>", null)).toBe(false);
  });
});
