/**
 * The page's outbox of correspondence work: one runner per signed-in user on the shared
 * `ipo-outbox` database (sw/outbox, store from src/lib/outbox), delivering through
 * ./outbox-transport.ts. Draft saves and sends, attachment uploads (files kept in IndexedDB
 * until acknowledged) and important/unread changes all go through here.
 *
 * It also keeps the device copies in step: a delivered save records what the office has; a
 * delivered send removes the device copy. Refused entries stay in "needs attention" with the
 * user's text (the device copy is kept too) until the user copies, retries or discards them.
 * After queuing, Background Sync is requested so the service worker delivers even when every
 * tab is closed (Chromium); elsewhere the runner drains on online, start, focus and a timer.
 */
import {
  draftKey,
  type DraftPayload,
  type OutboxEntry,
  type OutboxEvent,
  type OutboxListener,
  type OutboxRunner,
  type PatchPayload,
  createOutboxRunner,
} from "@sw/outbox";
import { outboxStore as store, registerOutboxDrainer } from "@/lib/outbox";
import type { SubRow } from "../api/schemas";
import { deleteDeviceDraft, markSynced } from "./device-drafts";
import { deliverEntry } from "./outbox-transport";

/** The service worker's sync tag (sw/background-sync.ts). */
const SYNC_TAG = "ipo-outbox";

interface Service {
  userId: number;
  runner: OutboxRunner;
}

let service: Service | null = null;

function isSubRow(value: unknown): value is SubRow {
  return typeof value === "object" && value !== null && "actionDate" in value && "draftStatus" in value;
}

function keepDeviceCopiesInStep(userId: number, event: OutboxEvent): void {
  if (event.type !== "delivered" || (event.entry.kind !== "draft.save" && event.entry.kind !== "draft.send")) return;
  const { payload, kind } = event.entry;
  if (kind === "draft.save") {
    const actionDate = isSubRow(event.response) ? event.response.actionDate : null;
    if (actionDate) void markSynced({ draftId: payload.draftId, messageId: payload.messageId, userId }, payload.body, actionDate);
  } else {
    void deleteDeviceDraft(payload.draftId);
  }
}

/** Asks the service worker for a Background Sync (ignored where the API is missing). */
function requestBackgroundSync(): void {
  const container = typeof navigator === "undefined" ? undefined : navigator.serviceWorker;
  if (!container?.controller) return;
  void container.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(SYNC_TAG))
    .catch(() => undefined);
}

/** Starts (once per user) the runner and drains what an earlier visit left behind. */
export function startOutbox(userId: number): OutboxRunner {
  if (service?.userId === userId) return service.runner;
  service?.runner.stop();
  const runner = createOutboxRunner({ store, transport: deliverEntry, userId, events: window });
  runner.subscribe((event) => keepDeviceCopiesInStep(userId, event));
  service = { userId, runner };
  registerOutboxDrainer({ userId, drain: () => runner.kick({ ignoreBackoff: true }) });
  void runner.kick({ ignoreBackoff: true });
  return runner;
}

export function outboxStarted(): boolean {
  return service !== null;
}

function current(): Service {
  if (!service) throw new Error("startOutbox() must run before the outbox is used");
  return service;
}

export function subscribeOutbox(listener: OutboxListener): () => void {
  return current().runner.subscribe(listener);
}

async function queued(entry: Promise<OutboxEntry>): Promise<OutboxEntry> {
  const stored = await entry;
  requestBackgroundSync();
  return stored;
}

export function enqueueSave(payload: DraftPayload, immediate = false): Promise<OutboxEntry> {
  return queued(store.enqueue({ userId: current().userId, kind: "draft.save", payload, immediate }));
}

export function enqueueSend(payload: DraftPayload): Promise<OutboxEntry> {
  return queued(store.enqueue({ userId: current().userId, kind: "draft.send", payload, immediate: true }));
}

export async function enqueueUpload(draftId: number, messageId: number, files: File[]): Promise<OutboxEntry> {
  const stored = await Promise.all(files.map(async (file) => ({ name: file.name, type: file.type, bytes: await file.arrayBuffer() })));
  const payload = { uploadId: crypto.randomUUID(), draftId, messageId, files: stored };
  return queued(store.enqueue({ userId: current().userId, kind: "attachment.upload", payload, immediate: true }));
}

export function enqueuePatch(payload: PatchPayload): Promise<OutboxEntry> {
  return queued(store.enqueue({ userId: current().userId, kind: "message.patch", payload, immediate: true }));
}

export function kickOutbox(ignoreBackoff = false) {
  return current().runner.kick({ ignoreBackoff });
}

export function outboxPaused(): boolean {
  return service?.runner.paused() ?? false;
}

export type DeliveryOutcome = { kind: "delivered"; response: unknown } | { kind: "queued" } | { kind: "failed"; error: unknown };

/** Queues an operation, drains at once and tells whether the office took it in this drain. */
export async function deliverNow(enqueue: () => Promise<OutboxEntry>): Promise<DeliveryOutcome> {
  let key: string | null = null;
  let outcome: DeliveryOutcome | null = null;
  const stop = subscribeOutbox((event) => {
    if (event.type === "changed" || event.type === "delivering" || event.entry.key !== key) return;
    if (event.type === "delivered") outcome = { kind: "delivered", response: event.response };
    if (event.type === "rejected") outcome = { kind: "failed", error: event.cause ?? event.error };
  });
  try {
    key = (await enqueue()).key;
    await kickOutbox(true).catch(() => undefined);
  } finally {
    stop();
  }
  return outcome ?? { kind: "queued" };
}

export function pendingEntry(draftId: number): Promise<OutboxEntry | undefined> {
  return store.get(draftKey(current().userId, draftId));
}

/** Everything the user has queued, "needs attention" included, in delivery order. */
export function listOutbox(): Promise<OutboxEntry[]> {
  return store.listAll(current().userId);
}

/** "Needs attention" → queued again, delivered at once. */
export async function retryEntry(key: string): Promise<void> {
  await store.retry(key);
  await kickOutbox(true).catch(() => undefined);
}

/** The user gives an entry up (its device copy too, for a draft). */
export async function discardEntry(entry: OutboxEntry): Promise<void> {
  await store.remove(entry.key);
  if (entry.kind === "draft.save" || entry.kind === "draft.send") await deleteDeviceDraft(entry.payload.draftId);
}

/** Drops everything of a deleted draft: its queued operation and its device copy. */
export async function forgetDraft(draftId: number): Promise<void> {
  const { userId } = current();
  const uploads = (await store.listAll(userId)).filter((entry) => entry.kind === "attachment.upload" && entry.payload.draftId === draftId);
  await Promise.all([store.remove(draftKey(userId, draftId)), deleteDeviceDraft(draftId), ...uploads.map((entry) => store.remove(entry.key))]);
}
