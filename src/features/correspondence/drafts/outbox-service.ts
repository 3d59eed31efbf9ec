/**
 * The page's outbox for reply drafts: one runner per signed-in user on the shared `ipo-outbox`
 * database (sw/outbox), delivering through ./outbox-transport.ts. It also keeps the device
 * copies in step: a delivered save records what the office has; a delivered send, or a save
 * refused because the draft is gone or sent, removes the device copy.
 *
 * Screens use `enqueueSave` / `enqueueSend` and `kick`, read an entry with `pendingEntry`, and
 * `subscribe` to the runner's events.
 */
import {
  createIdbOutboxStore,
  createOutboxRunner,
  draftKey,
  type DraftPayload,
  type OutboxEntry,
  type OutboxListener,
  type OutboxRunner,
  type OutboxStore,
} from "@sw/outbox";
import type { SubRow } from "../api/schemas";
import { deleteDeviceDraft, markSynced } from "./device-drafts";
import { deliverEntry } from "./outbox-transport";

interface Service {
  userId: number;
  store: OutboxStore;
  runner: OutboxRunner;
}

let service: Service | null = null;
const store = createIdbOutboxStore();

function isSubRow(value: unknown): value is SubRow {
  return typeof value === "object" && value !== null && "actionDate" in value && "draftStatus" in value;
}

/** Starts (once per user) the runner and drains what an earlier visit left behind. */
export function startOutbox(userId: number): OutboxRunner {
  if (service?.userId === userId) return service.runner;
  service?.runner.stop();
  const runner = createOutboxRunner({ store, transport: deliverEntry, userId, events: window });
  runner.subscribe((event) => {
    const { type } = event;
    if (type !== "delivered" && type !== "rejected") return;
    const { payload, kind } = event.entry;
    const ids = { draftId: payload.draftId, messageId: payload.messageId, userId };
    if (type === "delivered" && kind === "draft.save") {
      const actionDate = isSubRow(event.response) ? event.response.actionDate : null;
      if (actionDate) void markSynced(ids, payload.body, actionDate);
    } else if (type === "delivered" || event.error === "draft.already.sent" || event.error === "something.not.found") {
      void deleteDeviceDraft(payload.draftId);
    }
  });
  service = { userId, store, runner };
  void runner.kick({ ignoreBackoff: true });
  return runner;
}

function current(): Service {
  if (!service) throw new Error("startOutbox() must run before the outbox is used");
  return service;
}

export function subscribeOutbox(listener: OutboxListener): () => void {
  return current().runner.subscribe(listener);
}

export async function enqueueSave(payload: DraftPayload, immediate = false): Promise<OutboxEntry> {
  const { userId } = current();
  return store.enqueue({ userId, kind: "draft.save", payload, immediate });
}

export async function enqueueSend(payload: DraftPayload): Promise<OutboxEntry> {
  const { userId } = current();
  return store.enqueue({ userId, kind: "draft.send", payload, immediate: true });
}

export function kickOutbox(ignoreBackoff = false) {
  return current().runner.kick({ ignoreBackoff });
}

export function pendingEntry(draftId: number): Promise<OutboxEntry | undefined> {
  return store.get(draftKey(draftId));
}

/** Drops everything of a deleted draft: its queued operation and its device copy. */
export async function forgetDraft(draftId: number): Promise<void> {
  await Promise.all([store.remove(draftKey(draftId)), deleteDeviceDraft(draftId)]);
}
