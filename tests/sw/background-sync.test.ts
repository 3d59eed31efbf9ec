/**
 * The worker's Background Sync drain: the same outbox and transport as the page (src/lib/outbox),
 * with `fetch` standing in for the network.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { drainFromWorker } from "@sw/background-sync";
import { openIpoDb } from "@/lib/db";
import { saveRecord } from "@/lib/offline";
import { createIdbOutboxStore } from "@/lib/outbox";

const USER = 31;

interface Call {
  url: string;
  method: string;
  headers: Headers;
}

/** A stand-in for the worker's fetch: the session probe, then the queued calls. */
function fakeFetch(options: { session: boolean; sendStatus?: number; body?: string; userId?: number }) {
  const calls: Call[] = [];
  const fetcher = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, method: init.method ?? "GET", headers: new Headers(init.headers) });
    if (url.endsWith("/auth/me")) {
      return options.session
        ? new Response(JSON.stringify({ userId: options.userId ?? USER, impersonatedUser: false }), { status: 200, headers: { "X-CSRF-TOKEN": "tok", "X-CSRF-HEADER-NAME": "X-CSRF-TOKEN" } })
        : new Response(JSON.stringify({ code: 401, description: "unauthorized" }), { status: 401 });
    }
    const status = options.sendStatus ?? 200;
    const body = status === 200 ? { id: 5, draftStatus: "SENT", actionDate: "2026-03-14T10:00:00", body: options.body ?? "<p>queued</p>" } : { code: status, description: "something.went.wrong" };
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  }) as typeof fetch;
  vi.stubGlobal("fetch", fetcher);
  return { calls };
}

const store = createIdbOutboxStore();
afterEach(async () => {
  vi.unstubAllGlobals();
  await Promise.all([USER, USER + 1, USER + 2].map((id) => store.clearUser(id)));
});

describe("Background Sync drain (service worker)", () => {
  it("does nothing without a session, and fails the sync event while work is left (the browser retries)", async () => {
    const user = USER + 1;
    await store.enqueue({ userId: user, kind: "draft.save", payload: { draftId: 7, messageId: 8, body: "<p>x</p>" } });
    const anonymous = fakeFetch({ session: false });
    await drainFromWorker(store);
    expect(anonymous.calls).toHaveLength(1);
    fakeFetch({ session: true, sendStatus: 503, userId: user });
    await expect(drainFromWorker(store)).rejects.toThrow(/still queued/);
    expect(await store.list(user)).toHaveLength(1);
  });

  it("leaves the queue to a page draining it (holding the outbox lock) and fails the sync event, so the browser syncs again later", async () => {
    const user = USER + 2;
    await store.enqueue({ userId: user, kind: "draft.send", payload: { draftId: 9, messageId: 10, body: "<p>mine</p>" } });
    const { calls } = fakeFetch({ session: true, userId: user });
    vi.stubGlobal("navigator", { ...navigator, locks: { query: async () => ({ held: [{ name: `ipo-outbox-${user}`, mode: "exclusive" }], pending: [] }) } });
    await expect(drainFromWorker(store)).rejects.toThrow(/draining in an open page/);
    expect(calls.map((call) => call.url)).toEqual([expect.stringMatching(/\/auth\/me$/)]);
    expect(await store.list(user)).toHaveLength(1);
  });

  it("keeps a reply in needs attention when the office answers with another reply (sent elsewhere)", async () => {
    const user = USER + 2;
    await store.enqueue({ userId: user, kind: "draft.send", payload: { draftId: 9, messageId: 10, body: "<p>mine</p>" } });
    fakeFetch({ session: true, body: "<p>sent from elsewhere</p>", userId: user });
    await drainFromWorker(store);
    const [kept] = await store.listAll(user);
    expect(kept?.failed?.error).toBe("draft.already.sent");
  });
  it("delivers the signed-in user's queue with the session's CSRF token and the entry's Idempotency-Key", async () => {
    const entry = await store.enqueue({ userId: USER, kind: "draft.send", payload: { draftId: 5, messageId: 6, body: "<p>queued</p>" } });
    const { calls } = fakeFetch({ session: true });
    await drainFromWorker(store);
    const send = calls.find((call) => call.url.endsWith("/correspondences/draft/send"));
    expect(send?.method).toBe("POST");
    expect(send?.headers.get("X-CSRF-TOKEN")).toBe("tok");
    expect(send?.headers.get("Idempotency-Key")).toBe(entry.idempotencyKey);
    expect(await store.listAll(USER)).toEqual([]);
  });

  it("a reply it sends becomes the sent reply in the thread's device copy (readable offline); a thread never stored stays so", async () => {
    // Its typing was queued: the thread's record keeps the row without the office's text.
    const draftRow = { id: 5, draftStatus: "DRAFT", actionDate: "2026-03-14T09:00:00", userFullNameAndEmail: "Jonas", messageSearchAttachment: [] };
    await saveRecord("offlineThreads", USER, 6, { id: 6, subRows: [draftRow] });
    await store.enqueue({ userId: USER, kind: "draft.send", payload: { draftId: 5, messageId: 6, body: "<p>queued</p>" } });
    await store.enqueue({ userId: USER, kind: "draft.save", payload: { draftId: 8, messageId: 9, body: "<p>elsewhere</p>" } });
    fakeFetch({ session: true });
    await drainFromWorker(store);
    const db = await openIpoDb();
    const thread = (await db.get("offlineThreads", `${USER}:6`))?.value as { subRows: Record<string, unknown>[] };
    expect(thread.subRows).toEqual([{ ...draftRow, draftStatus: "SENT", actionDate: "2026-03-14T10:00:00", body: "<p>queued</p>" }]);
    // No draft left in it: offline search no longer reads it for draft words.
    expect(await db.getAllFromIndex("offlineThreads", "byDraft", USER)).toEqual([]);
    expect(await db.get("offlineThreads", `${USER}:9`)).toBeUndefined();
  });

  it("creates the draft of an upload queued without one (a share picked offline), then uploads to it; a retry replays the creation", async () => {
    const user = USER + 1;
    const content = new Blob(["%PDF-1.4"], { type: "application/pdf" });
    const files = [{ name: "scan.pdf", type: "application/pdf", size: content.size, part: 0 }];
    const entry = await store.enqueue({ userId: user, kind: "attachment.upload", payload: { uploadId: "share-1", draftId: null, messageId: 12, files }, contents: [content] });
    const calls: Call[] = [];
    let uploadStatus = 503;
    vi.stubGlobal("fetch", (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      calls.push({ url, method: init.method ?? "GET", headers: new Headers(init.headers) });
      const headers = { "Content-Type": "application/json", "X-CSRF-TOKEN": "tok", "X-CSRF-HEADER-NAME": "X-CSRF-TOKEN" };
      if (url.endsWith("/auth/me")) return new Response(JSON.stringify({ userId: user, impersonatedUser: false }), { status: 200, headers });
      if (url.includes("/correspondences/draft?")) return new Response(JSON.stringify({ id: 77, draftStatus: "DRAFT", actionDate: "2026-03-14T10:00:00", body: "" }), { status: 201, headers });
      return uploadStatus === 200 ? new Response(JSON.stringify([]), { status: 200, headers }) : new Response(JSON.stringify({ code: uploadStatus, description: "something.went.wrong" }), { status: uploadStatus, headers });
    }) as typeof fetch);

    // The office takes the draft but not the files: the entry stays queued, still without a draft id.
    await expect(drainFromWorker(store)).rejects.toThrow(/still queued/);
    uploadStatus = 200;
    await drainFromWorker(store);

    const creations = calls.filter((call) => call.method === "POST" && call.url.includes("/correspondences/draft?"));
    expect(creations.map((call) => new URL(call.url, "http://office.test").searchParams.get("messageId"))).toEqual(["12", "12"]);
    // One key for the creation (the office answers its first draft again), another for the upload.
    expect(creations.map((call) => call.headers.get("Idempotency-Key"))).toEqual([`${entry.idempotencyKey}:draft`, `${entry.idempotencyKey}:draft`]);
    const uploads = calls.filter((call) => call.url.endsWith("/correspondences/attachments/77"));
    expect(uploads.map((call) => call.headers.get("Idempotency-Key"))).toEqual([entry.idempotencyKey, entry.idempotencyKey]);
    expect(await store.listAll(user)).toEqual([]);
  });
});
