/**
 * A real outbox over the fake IndexedDB for each test of the calling block: `start()` opens it
 * for the user; after the test it is stopped, the user's entries and files are cleared and the
 * store is closed (the outbox's chaos and reply tests share it).
 */
import { afterEach } from "vitest";
import { createIdbOutboxStore, createOutbox, type Outbox, type OutboxStore } from "@/lib/outbox";

export function outboxPerTest(userId: number): { start: () => Outbox } {
  let store: OutboxStore | undefined;
  let outbox: Outbox | undefined;
  afterEach(async () => {
    outbox?.stop();
    if (store) {
      await store.clearUser(userId);
      await store.close();
    }
    store = undefined;
    outbox = undefined;
  });
  return {
    start: () => {
      store = createIdbOutboxStore();
      outbox = createOutbox({ userId, store });
      return outbox;
    },
  };
}

/** A small PNG-looking file (its signature, then a byte that differs by name). */
export const pngFile = (name: string) => new File([new Uint8Array([137, 80, 78, 71, name.length])], name, { type: "image/png" });
