/**
 * The outbox as an engine with registered kinds (src/lib/outbox/kinds.ts): a kind the engine
 * has never heard of (here a made-up `test.ping`, nothing of correspondence) is keyed, merged,
 * delivered with the content kept beside it and described by its own registration; a kind no
 * context registered stays queued instead of being lost; the correspondence feature's
 * registration loads without React or the page's state (the service worker's bundle imports it).
 */
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { defineOutboxKind, entryContent, registerOutboxKinds, type DeliveryResult, type OutboxEntry, type OutboxWork } from "@/lib/outbox";
import { reachesPageCode, staticGraph } from "../../support/static-graph";
import { outboxPerTest } from "./outbox-per-test";

const ROOT = path.resolve(__dirname, "../../..");
const USER = 5;
const delivered: { entry: OutboxEntry; contents: readonly Blob[] }[] = [];
afterEach(() => void delivered.splice(0));

type PingEntry = OutboxEntry & { payload: { target: number; count: number; parts?: number[] } };

registerOutboxKinds([
  defineOutboxKind<PingEntry>({
    kind: "test.ping" as OutboxEntry["kind"],
    key: ({ userId, payload }) => `u${userId}:ping:${payload.target}`,
    merge: (existing, work) => ({ payload: { ...work.payload, count: (existing as PingEntry).payload.count + work.payload.count }, newRequest: true }),
    parts: (entry) => entry.payload.parts ?? [],
    deliver: async (entry, contents): Promise<DeliveryResult> => {
      delivered.push({ entry, contents });
      return { status: "delivered", response: { pinged: entry.payload.count } };
    },
    describe: (entry) => `ping ${entry.payload.target} ×${entry.payload.count}`,
  }),
]);

const ping = (target: number, count: number, contents?: Blob[]) =>
  ({ kind: "test.ping", payload: { target, count, ...(contents ? { parts: contents.map((_, part) => part) } : {}) }, ...(contents ? { contents } : {}) }) as unknown as OutboxWork;

describe("a kind registered by its owner", () => {
  const { start } = outboxPerTest(USER);

  it("is keyed, merged, described and delivered by its registration, its content read back to send it", async () => {
    const outbox = start();
    const first = await outbox.enqueue(ping(1, 1), { quiet: true });
    const second = await outbox.enqueue(ping(1, 2), { quiet: true });
    expect(second.key).toBe("u5:ping:1");
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
    expect(entryContent(second)).toBe("ping 1 ×3");
    await outbox.enqueue(ping(2, 1, [new Blob(["a"]), new Blob(["bc"])]), { quiet: true });
    const report = await outbox.drain({ ignoreBackoff: true });
    expect(report).toMatchObject({ delivered: 2, remaining: 0 });
    expect(delivered.map(({ entry }) => entry.key)).toEqual(["u5:ping:1", "u5:ping:2"]);
    expect(await Promise.all((delivered[1]?.contents ?? []).map((blob) => blob.text()))).toEqual(["a", "bc"]);
  });

  it("leaves an entry of a kind nobody registered in the queue", async () => {
    const outbox = start();
    await outbox.enqueue(ping(3, 1), { quiet: true });
    // An entry written by a context that knew a kind this one does not (a newer version).
    const stored = (await outbox.list())[0] as OutboxEntry;
    const unknown = { ...stored, key: "u5:later:1", kind: "test.later" } as unknown as OutboxEntry;
    const { createIdbOutboxStore } = await import("@/lib/outbox");
    const raw = createIdbOutboxStore();
    await raw.remove(stored.key);
    const db = await (await import("@/lib/db/open")).databaseHandle({ ...(await import("@/lib/db/schema")).OUTBOX_DB }).open();
    await db.put("entries", unknown);
    const report = await outbox.drain({ ignoreBackoff: true });
    expect(report).toMatchObject({ delivered: 0, remaining: 1 });
    expect((await outbox.list())[0]).toMatchObject({ key: "u5:later:1", attempts: 1, lastError: "outbox kind test.later is not registered" });
    db.close();
    await raw.close();
  });
});

describe("the service worker's outbox", () => {
  it("reaches the correspondence feature's registration and nothing of React nor of the page's state", () => {
    const graph = staticGraph(path.join(ROOT, "sw/background-sync.ts"));
    expect(graph.has(path.join(ROOT, "src/features/correspondence/outbox/register.ts"))).toBe(true);
    expect(reachesPageCode(graph)).toEqual([]);
  });
});
