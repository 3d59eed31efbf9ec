/**
 * Background Sync of the outbox (Chromium): the page registers the `ipo-outbox` sync tag when
 * it queues work; the browser fires `sync` when the connection allows, even after the tab is
 * closed. The worker then drains the signed-in user's queue with plain fetch, under the same
 * Web Lock as the pages (so nothing is sent twice) and telling the open tabs through the
 * BroadcastChannel. A queue left non-empty (offline again, server errors) fails the event, so
 * the browser schedules another sync later. Browsers without the API drain from the page.
 */
import { createFetchTransport, createIdbOutboxStore, createOutboxRunner, probeSession, type OutboxStore } from "./outbox";

export const OUTBOX_SYNC_TAG = "ipo-outbox";

interface SyncEventLike extends ExtendableEvent {
  readonly tag: string;
}

/** Drains the signed-in user's queue; `fetcher` and `shared` (a store the caller keeps open) are for tests. */
export async function drainFromWorker(fetcher: typeof fetch = fetch, shared?: OutboxStore): Promise<void> {
  const session = await probeSession(fetcher);
  if (!session) return;
  const store = shared ?? createIdbOutboxStore();
  const runner = createOutboxRunner({ store, transport: createFetchTransport(session, fetcher), userId: session.userId });
  try {
    const report = await runner.kick({ ignoreBackoff: true });
    if (report.remaining > 0 && !report.paused) throw new Error(`${report.remaining} outbox entries still queued`);
  } finally {
    runner.stop();
    if (!shared) await store.close();
  }
}

export function registerBackgroundSync(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener("sync", (event) => {
    const sync = event as SyncEventLike;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(drainFromWorker());
  });
}
