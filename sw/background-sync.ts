/**
 * Background Sync of the outbox (Chromium): the page registers the `ipo-outbox` sync tag when
 * it queues work; the browser fires `sync` when the connection allows, even after the tab is
 * closed. The worker then drains the signed-in user's queue through the same outbox module
 * and transport as the page (src/lib/outbox), under the same Web Lock (so nothing is sent
 * twice) and telling the open tabs through the BroadcastChannel. A queue left non-empty
 * (offline again, server errors), or a page draining it at that moment, fails the event, so
 * the browser schedules another sync later. Browsers without the API drain from the page.
 * The kinds of work come from the features' registrations (no React: the worker imports them),
 * with what a delivery leaves on the device: a delivered draft's text stays in its thread copy
 * (src/features/correspondence/api/thread-record.ts), so it opens offline later, and a
 * conflict met with no tab open waits for the next inbox or thread (…/delivery-notices.ts).
 */
import { registerCorrespondenceOutbox } from "@/features/correspondence/outbox/register";
import { runAfterDelivery } from "@/lib/outbox/kinds";
import { createOutbox } from "@/lib/outbox/outbox";
import { outboxLockName, OUTBOX_SYNC_TAG } from "@/lib/outbox/runner";
import { createIdbOutboxStore, type OutboxStore } from "@/lib/outbox/store";
import { probeSession } from "@/lib/outbox/transport";

interface SyncEventLike extends ExtendableEvent {
  readonly tag: string;
}

/** Whether an open page holds the user's outbox lock now, that is, is draining the queue. */
async function drainingInPage(userId: number): Promise<boolean> {
  const locks = (globalThis.navigator as { locks?: Pick<LockManager, "query"> } | undefined)?.locks;
  if (typeof locks?.query !== "function") return false;
  const { held = [] } = await locks.query();
  return held.some((lock) => lock.name === outboxLockName(userId));
}

/** Drains the signed-in user's queue; `shared` (a store the caller keeps open) is for tests. */
export async function drainFromWorker(shared?: OutboxStore): Promise<void> {
  const userId = await probeSession();
  if (userId === null) return;
  // A page is draining: the event ends now (failed, so the browser syncs again later) instead
  // of waiting for that page's drain. A waiting sync event keeps the worker busy, and a new
  // version of the worker activates only once the old one's events are over: the update the
  // user accepted would wait on the page's requests (up to their 20 s delivery timeout).
  if (await drainingInPage(userId)) throw new Error("the outbox is draining in an open page");
  const store = shared ?? createIdbOutboxStore();
  // What the office took stays on the device (the registered after-delivery work), so the draft
  // opens offline next time; what a delivery has to tell waits there for the next screen.
  const outbox = createOutbox({ userId, store, afterDelivery: runAfterDelivery });
  try {
    const report = await outbox.drain({ ignoreBackoff: true });
    if (report.remaining > 0 && !report.paused) throw new Error(`${report.remaining} outbox entries still queued`);
  } finally {
    outbox.stop();
    if (!shared) await store.close();
  }
}

export function registerBackgroundSync(scope: ServiceWorkerGlobalScope): void {
  registerCorrespondenceOutbox();
  scope.addEventListener("sync", (event) => {
    const sync = event as SyncEventLike;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(drainFromWorker());
  });
}
