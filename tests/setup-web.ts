/**
 * Setup of the `web` test project (happy-dom): a fake IndexedDB, fresh for every test, and no
 * state of the shared front-end modules carried from one test to the next: with
 * `isolate: false` (vitest.config.ts) the files of a worker share one module graph. After each
 * test: web storage, the one reset of the app's state (`resetAppState()`, src/lib/state:
 * every atom of the app store and the explicit stores that registered a reset: the CSRF
 * token, the 401 handler, the i18n wiring, the app database's connection, cached offline
 * reads), then the page's outbox and open-editor flushers (`resetPageOutbox`). Before those,
 * the timers the test left pending are cleared (./support/leftover-timers.ts: a retry, a
 * background refresh or an idle write of one test must not land in the next). React's
 * `act()` is on for every component test. The modules are imported lazily, so a test file
 * that mocks one of them still gets its mock and this file does not load modules a test
 * never uses.
 */
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, expect } from "vitest";
import { keepBlobsInClones } from "./support/blob-clone";
import { nameAppendedBlobs } from "./support/form-data-filename";
import { clearLeftoverTimers, trackTimers } from "./support/leftover-timers";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
trackTimers();
// The fake IndexedDB gives Blobs back as Blobs, as browsers do (the outbox's files are Blobs).
keepBlobsInClones();
// A Blob appended to a FormData with a file name carries that name, as in browsers.
nameAppendedBlobs();

beforeEach(async () => {
  // A new, empty IndexedDB for each test.
  globalThis.indexedDB = new IDBFactory();
  // Closed again now: a write the last test left under way may have reopened the connection on
  // the old database after that test's reset.
  const database: { closeIpoDb?: () => Promise<void> } = await import("@/lib/db/database");
  await database.closeIpoDb?.();
  // The outbox's kinds, as the app registers them when it starts the page's outbox (registering
  // again changes nothing).
  const outboxKinds: { registerCorrespondencePageOutbox?: () => void } = await import("@/features/correspondence/outbox/register-page");
  outboxKinds.registerCorrespondencePageOutbox?.();
});

afterEach(async () => {
  // First: the test's own teardown has run (its hooks run before this one); what it left
  // scheduled never starts.
  clearLeftoverTimers(expect.getState().currentTestName);
  localStorage.clear();
  sessionStorage.clear();
  // At once, before any wait: a language activation or a write still under way from the test
  // finds its state gone instead of landing in the next test. After the storage is cleared:
  // atoms read from web storage (the persistent-storage answer) start from empty.
  const state: { resetAppState?: () => Promise<void> } = await import("@/lib/state");
  await state.resetAppState?.();
  const outbox: { resetPageOutbox?: () => Promise<void> } = await import("@/lib/outbox/page");
  await outbox.resetPageOutbox?.();
});
