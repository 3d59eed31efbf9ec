import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  coalesce,
  createIdbOutboxStore,
  createOutboxRunner,
  drainOutbox,
  retryDelay,
  type DeliveryResult,
  type EnqueueInput,
  type OutboxEntry,
  type OutboxEvent,
  type OutboxStore,
} from "@sw/outbox";

const USER = 7;
const save = (draftId: number, body: string, extra: Partial<EnqueueInput> = {}): EnqueueInput => ({
  userId: USER,
  kind: "draft.save",
  payload: { draftId, messageId: 100 + draftId, body },
  ...extra,
});
const send = (draftId: number, body: string): EnqueueInput => ({ ...save(draftId, body), kind: "draft.send" });

let keys = 0;
const ctx = (now: number, seq = now) => ({ now, seq, newKey: () => `key-${++keys}` });

describe("coalesce", () => {
  it("starts a new entry at the end of the queue", () => {
    const entry = coalesce(undefined, save(1, "<p>a</p>"), ctx(1000, 5));
    expect(entry).toMatchObject({ key: "draft:1", seq: 5, revision: 1, kind: "draft.save", attempts: 0, nextAttemptAt: 1000 });
    expect(entry?.payload.body).toBe("<p>a</p>");
  });

  it("lets the latest body win and keeps the place in the queue", () => {
    const first = coalesce(undefined, save(1, "a"), ctx(1000, 5)) as OutboxEntry;
    const backingOff = { ...first, attempts: 2, nextAttemptAt: 9000 };
    const next = coalesce(backingOff, save(1, "ab"), ctx(2000, 9)) as OutboxEntry;
    expect(next).toMatchObject({ seq: 5, revision: 2, kind: "draft.save", attempts: 2, nextAttemptAt: 9000, idempotencyKey: first.idempotencyKey });
    expect(next.payload.body).toBe("ab");
    // A user action (forced save) delivers at once.
    expect(coalesce(backingOff, save(1, "abc", { immediate: true }), ctx(3000))).toMatchObject({ attempts: 0, nextAttemptAt: 3000 });
  });

  it("turns a queued save into the send, with its own Idempotency-Key", () => {
    const queued = coalesce(undefined, save(1, "a"), ctx(1000)) as OutboxEntry;
    const sending = coalesce({ ...queued, attempts: 3, nextAttemptAt: 99_999 }, send(1, "final"), ctx(2000)) as OutboxEntry;
    expect(sending).toMatchObject({ kind: "draft.send", seq: queued.seq, attempts: 0, nextAttemptAt: 2000 });
    expect(sending.idempotencyKey).not.toBe(queued.idempotencyKey);
    expect(sending.payload.body).toBe("final");
  });

  it("ignores a save behind a queued send, and a repeated send keeps its key", () => {
    const sending = coalesce(undefined, send(1, "final"), ctx(1000)) as OutboxEntry;
    expect(coalesce(sending, save(1, "late"), ctx(2000))).toBeNull();
    const again = coalesce(sending, send(1, "final!"), ctx(3000)) as OutboxEntry;
    expect(again.idempotencyKey).toBe(sending.idempotencyKey);
    expect(again.payload.body).toBe("final!");
  });

  it("backs off exponentially up to five minutes", () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([2000, 4000, 8000, 16000]);
    expect(retryDelay(30)).toBe(5 * 60_000);
  });
});

describe("IndexedDB outbox", () => {
  let store: OutboxStore;
  beforeEach(() => {
    store = createIdbOutboxStore();
  });
  afterEach(async () => {
    await store.close();
  });

  it("keeps one entry per draft in first-enqueued order", async () => {
    await store.enqueue(save(2, "two"), 1000);
    await store.enqueue(save(1, "one"), 1000);
    await store.enqueue(save(2, "two, edited"), 1001);
    await store.enqueue(save(3, "three"), 900);
    const entries = await store.list(USER);
    expect(entries.map((e) => [e.key, e.payload.body])).toEqual([
      ["draft:2", "two, edited"],
      ["draft:1", "one"],
      ["draft:3", "three"],
    ]);
    expect(new Set(entries.map((e) => e.seq)).size).toBe(3);
    expect(await store.list(USER + 1)).toEqual([]);
  });

  it("survives a new connection (a reload)", async () => {
    await store.enqueue(send(4, "<p>sent later</p>"), 1000);
    await store.close();
    const reopened = createIdbOutboxStore();
    expect((await reopened.list(USER)).map((e) => e.kind)).toEqual(["draft.send"]);
    await reopened.clearUser(USER);
    expect(await reopened.list(USER)).toEqual([]);
    await reopened.close();
  });

  it("drains in order and removes what was delivered", async () => {
    await store.enqueue(save(1, "one"), 1000);
    await store.enqueue(send(2, "two"), 1000);
    const delivered: string[] = [];
    const report = await drainOutbox(store, async (entry) => {
      delivered.push(`${entry.kind} ${entry.payload.body}`);
      return { status: "delivered", response: { id: entry.payload.draftId } };
    }, { userId: USER, now: () => 1000 });
    expect(delivered).toEqual(["draft.save one", "draft.send two"]);
    expect(report).toEqual({ delivered: 2, rejected: 0, remaining: 0, nextAttemptAt: null });
  });

  it("stops at a failure, keeps the order and backs off", async () => {
    await store.enqueue(save(1, "one"), 1000);
    await store.enqueue(save(2, "two"), 1000);
    const tried: number[] = [];
    const offline = async (entry: OutboxEntry): Promise<DeliveryResult> => {
      tried.push(entry.payload.draftId);
      return { status: "retry", error: "network" };
    };
    const report = await drainOutbox(store, offline, { userId: USER, now: () => 5000 });
    expect(tried).toEqual([1]);
    expect(report).toMatchObject({ remaining: 2, nextAttemptAt: 1000 });
    const [head] = await store.list(USER);
    expect(head).toMatchObject({ key: "draft:1", attempts: 1, nextAttemptAt: 5000 + retryDelay(1), lastError: "network" });
    // Still backing off: nothing is tried, and the second entry does not overtake the first.
    await drainOutbox(store, offline, { userId: USER, now: () => 6000 });
    expect(tried).toEqual([1]);
    // Back online: delivered in order.
    const order: number[] = [];
    await drainOutbox(store, async (entry) => {
      order.push(entry.payload.draftId);
      return { status: "delivered", response: null };
    }, { userId: USER, now: () => 6000, ignoreBackoff: true });
    expect(order).toEqual([1, 2]);
  });

  it("never removes a newer body queued while an older one was on the wire", async () => {
    await store.enqueue(save(1, "old"), 1000);
    const bodies: string[] = [];
    await drainOutbox(store, async (entry) => {
      bodies.push(entry.payload.body);
      if (entry.payload.body === "old") await store.enqueue(save(1, "new"), 1001);
      return { status: "delivered", response: null };
    }, { userId: USER, now: () => 2000 });
    expect(bodies).toEqual(["old", "new"]);
    expect(await store.list(USER)).toEqual([]);
  });

  it("drops a refused entry and reports it", async () => {
    await store.enqueue(send(1, ""), 1000);
    await store.enqueue(save(2, "two"), 1000);
    const events: OutboxEvent[] = [];
    const report = await drainOutbox(store, async (entry) =>
      entry.kind === "draft.send" ? { status: "rejected", error: "required.field" } : { status: "delivered", response: null },
    { userId: USER, now: () => 1000, onEvent: (event) => events.push(event) });
    expect(report).toMatchObject({ delivered: 1, rejected: 1, remaining: 0 });
    expect(events.filter((e) => e.type === "rejected").map((e) => (e.type === "rejected" ? e.error : ""))).toEqual(["required.field"]);
  });

  it("treats a throwing transport as a retry", async () => {
    await store.enqueue(save(1, "one"), 1000);
    await drainOutbox(store, () => Promise.reject(new Error("boom")), { userId: USER, now: () => 1000 });
    expect((await store.get("draft:1"))?.lastError).toBe("boom");
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
});
