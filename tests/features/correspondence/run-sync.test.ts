/**
 * The archive's sync run from the page (src/features/correspondence/archive/run-sync.ts):
 * the run goes to a worker of its own, whose messages become the page's progress and outcome;
 * an office error crosses as the same `ApiError`; cancelling the run or the logout's wipe ends the
 * worker at once; a worker that cannot start leaves the run to the page's thread.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { runArchiveSync } from "@/features/correspondence/archive/run-sync";
import type { SyncWorkerMessage, SyncWorkerRequest } from "@/features/correspondence/archive/sync-protocol";
import { isApiError } from "@/lib/api";
import type { ArchiveSyncRecord } from "@/lib/db";
import { accountDataWipedAtom } from "@/lib/db/wipe";
import { appStore } from "@/lib/state";
import { offline, stubFetch } from "../../lib/fetch-stub";

const USER = 7;

/** A stand-in for the browser's Worker: records what the page sends and what ends it. */
class FakeWorker {
  static started: FakeWorker[] = [];
  /** When set, the worker "fails to load": its error event comes before any message. */
  static failToLoad = false;
  onmessage: ((event: MessageEvent<SyncWorkerMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  sent: SyncWorkerRequest[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.started.push(this);
  }
  postMessage(message: SyncWorkerRequest): void {
    this.sent.push(message);
    if (FakeWorker.failToLoad) queueMicrotask(() => this.onerror?.(Object.assign(new Event("error"), { message: "" }) as ErrorEvent));
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(message: SyncWorkerMessage): void {
    this.onmessage?.(new MessageEvent("message", { data: message }));
  }
}

/** The sync's worker started last (the device index's worker, started for its port, is another). */
function started(): FakeWorker {
  const worker = FakeWorker.started.filter((each) => each.options.name === "archive-sync").at(-1);
  if (!worker) throw new Error("no sync worker started");
  return worker;
}

const record: ArchiveSyncRecord = { key: String(USER), userId: USER, keep: "12m", cursor: "c200", listing: { startedAt: 1, checked: 200, kept: 150, total: 450, afterExpiry: false }, syncedAt: null };

describe("runArchiveSync", () => {
  afterEach(() => {
    FakeWorker.started = [];
    FakeWorker.failToLoad = false;
    vi.unstubAllGlobals();
  });

  it("runs in a module worker of its own and takes its progress and outcome", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const progress = vi.fn();
    const run = runArchiveSync(USER, { onProgress: progress });
    const worker = started();
    expect(worker.options).toMatchObject({ type: "module", name: "archive-sync" });
    expect(worker.url.pathname).toMatch(/sync-worker/);
    // The device index's port goes with the run: the worker sends its index writes there.
    expect(worker.sent).toEqual([expect.objectContaining({ type: "run", userId: USER, index: expect.objectContaining({ postMessage: expect.any(Function) }) })]);
    worker.answer({ type: "progress", record });
    expect(progress).toHaveBeenCalledWith(record);
    worker.answer({ type: "done", outcome: { changed: 150, removed: 0, news: false } });
    await expect(run).resolves.toEqual({ changed: 150, removed: 0, news: false });
    expect(worker.terminated).toBe(true);
  });

  it("rejects with the office's error as an ApiError (an expired cursor, a lost connection)", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const run = runArchiveSync(USER, {});
    started().answer({ type: "failed", failure: { api: true, init: { status: 410, code: 410, description: "changes.cursor.expired", kind: "http" } } });
    const error: unknown = await run.catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status === 410 && error.keys.includes("changes.cursor.expired")).toBe(true);
    expect(started().terminated).toBe(true);
  });

  it("ends the worker when the run is cancelled or the account's data is wiped", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const controller = new AbortController();
    const cancelled = runArchiveSync(USER, { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toBeDefined();
    expect(started().terminated).toBe(true);

    const wiped = runArchiveSync(USER, {});
    const second = started();
    appStore.set(accountDataWipedAtom, true);
    await expect(wiped).rejects.toBeDefined();
    expect(second.terminated).toBe(true);
  });

  it("starts nothing once the account's data was wiped", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    appStore.set(accountDataWipedAtom, true);
    await expect(runArchiveSync(USER, {})).resolves.toEqual({ changed: 0, removed: 0, news: false });
    expect(FakeWorker.started.filter((each) => each.options.name === "archive-sync")).toEqual([]);
  });

  it("runs on the page's thread when the worker cannot start", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    FakeWorker.failToLoad = true;
    // The page's own run meets no office: the same error the worker would have told.
    const { calls } = stubFetch(() => offline());
    const error: unknown = await runArchiveSync(USER, {}).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.kind === "network").toBe(true);
    expect(started().terminated).toBe(true);
    expect(calls.some((call) => call.url.includes("/correspondences/changes") || call.url.includes("/message/search"))).toBe(true);
  });
});
