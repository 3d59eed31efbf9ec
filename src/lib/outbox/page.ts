/**
 * The page's outbox: one `Outbox` (./outbox.ts) for the signed-in user, started by the
 * correspondence feature and shared by every screen (draft panel, uploads, important/unread,
 * "needs attention", the shell's logout) through this module, plus the open editors' flush.
 * A delivered draft's text is kept in its thread copy (src/lib/offline/delivered-drafts.ts).
 * All of it is one explicit store (`pageOutbox`) with one reset for tests.
 *
 * On start it adopts the device copies of reply drafts that older versions kept in the app
 * database (`replyDrafts`): text typed there and never confirmed by the office becomes a
 * queued save, so an update loses nothing; the outbox entry is now the one device copy.
 */
import { openIpoDb } from "@/lib/db/database";
import { accountDataWiped } from "@/lib/db/wipe";
import { htmlToText } from "@/lib/html/text";
import { noteDeliveredDraft } from "@/lib/offline/delivered-draft-texts";
import { keepDelivered } from "@/lib/offline/delivery-notices";
import { createOutbox, type Outbox } from "./outbox";
import { noteUploadReceipt } from "./receipts";
import { OUTBOX_SYNC_TAG } from "./runner";
import { createIdbOutboxStore, isHeld, isPending, type OutboxStore } from "./store";
import type { OutboxEntry } from "./types";

interface PageOutboxState {
  store: OutboxStore | null;
  outbox: Outbox | null;
  /** Settles once the started outbox has adopted the older device copies. */
  ready: Promise<void>;
  flushers: Set<() => Promise<unknown>>;
}

const pageOutbox: PageOutboxState = { store: null, outbox: null, ready: Promise.resolve(), flushers: new Set() };

/** The page's connection to the outbox database. */
export function outboxStore(): OutboxStore {
  pageOutbox.store ??= createIdbOutboxStore();
  return pageOutbox.store;
}

/** Asks the service worker for a Background Sync (ignored where the API is missing). */
function requestBackgroundSync(): void {
  const container = typeof navigator === "undefined" ? undefined : navigator.serviceWorker;
  if (!container?.controller) return;
  void container.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}

/**
 * What the office took stays on the device, with what its delivery has to tell (the worker does
 * the same); nothing after a logout's wipe.
 */
function keepDeviceCopy(entry: OutboxEntry, response: unknown): Promise<void> {
  return accountDataWiped() ? Promise.resolve() : keepDelivered(entry, response);
}

/** Unsent typing of older versions (app database `replyDrafts`) → queued saves; the copies go. */
export async function adoptLegacyDeviceDrafts(outbox: Outbox): Promise<number> {
  const db = await openIpoDb();
  const records = await db.getAllFromIndex("replyDrafts", "byUser", outbox.userId);
  let adopted = 0;
  for (const record of records) {
    if (record.body !== record.syncedBody && (await outbox.draftEntry(record.draftId)) === undefined) {
      await outbox.enqueue({ kind: "draft.save", payload: { draftId: record.draftId, messageId: record.messageId, body: record.body } });
      adopted += 1;
    }
    await db.delete("replyDrafts", record.draftId);
  }
  return adopted;
}

/** Starts (once per user) the page's outbox and delivers what an earlier visit left behind. */
export function startOutbox(userId: number): Outbox {
  if (pageOutbox.outbox?.userId === userId) return pageOutbox.outbox;
  pageOutbox.outbox?.stop();
  const outbox = createOutbox({ userId, store: outboxStore(), events: window, requestSync: requestBackgroundSync, afterDelivery: keepDeviceCopy });
  pageOutbox.outbox = outbox;
  // Before anything is delivered: a draft opened later on an older thread copy shows the text the office took.
  outbox.observe(noteDeliveredDraft);
  outbox.observe(noteUploadReceipt);
  pageOutbox.ready = adoptLegacyDeviceDrafts(outbox).then(
    () => undefined,
    (error: unknown) => console.warn("older device copies of drafts not adopted", error),
  );
  void pageOutbox.ready.then(() => outbox.drain({ ignoreBackoff: true })).catch(() => undefined);
  return outbox;
}

/** Resolves once the started outbox holds every device copy (an open draft waits for it). */
export function outboxReady(): Promise<void> {
  return pageOutbox.ready;
}

/** The started outbox, or null (signed out, read-only session, not a correspondence user). */
export function currentOutbox(): Outbox | null {
  return pageOutbox.outbox;
}

/** Open editors register how to hand their typing to the outbox (an open reply draft). */
export function registerOutboxFlusher(flush: () => Promise<unknown>): () => void {
  pageOutbox.flushers.add(flush);
  return () => pageOutbox.flushers.delete(flush);
}

/** Hands everything typed in open editors to the outbox (before the logout reads it). */
export async function flushOpenWork(): Promise<void> {
  await Promise.all([...pageOutbox.flushers].map((flush) => flush().catch(() => undefined)));
}

/** Everything the user has queued, "needs attention" included. */
export function queuedWork(userId: number): Promise<OutboxEntry[]> {
  return outboxStore().listAll(userId);
}

/**
 * The user's reply texts kept on this device only (past the office's limit, `isHeld`): never
 * sent, in no queued count, and removed by a logout like the rest: the logout dialog lists them.
 */
export async function heldWork(userId: number): Promise<OutboxEntry[]> {
  return (await outboxStore().listDrafts(userId)).filter(isHeld);
}

/** Sends what can be sent now; answers what is left (still queued or needing attention). */
export async function sendQueuedWork(userId: number): Promise<OutboxEntry[]> {
  const outbox = pageOutbox.outbox;
  if (outbox?.userId === userId) await outbox.drain({ ignoreBackoff: true }).catch(() => undefined);
  return queuedWork(userId);
}

/** Entries still waiting for delivery (not in "needs attention"). */
export function waiting(entries: OutboxEntry[]): OutboxEntry[] {
  return entries.filter(isPending);
}

/** The user chose to lose the queued work (logout dialog), or the account's data is wiped. */
export function discardQueuedWork(userId: number): Promise<void> {
  return outboxStore().clearUser(userId);
}

/** What an entry carries, for the user: the reply text, the file names, or nothing (a flag change). */
export function entryContent(entry: OutboxEntry): string {
  switch (entry.kind) {
    case "draft.save":
    case "draft.send":
      return htmlToText(entry.payload.body);
    case "attachment.upload":
      return entry.payload.files.map((file) => file.name).join(", ");
    case "message.patch":
    case "message.shared":
    case "note.delete":
      return "";
    case "note.add":
      return entry.payload.text;
  }
}

/** Stops the page's outbox and forgets every registration (tests; a new account). */
export async function resetPageOutbox(): Promise<void> {
  pageOutbox.outbox?.stop();
  pageOutbox.outbox = null;
  pageOutbox.ready = Promise.resolve();
  pageOutbox.flushers.clear();
  const store = pageOutbox.store;
  pageOutbox.store = null;
  await store?.close();
}
