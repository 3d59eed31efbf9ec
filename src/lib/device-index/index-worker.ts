/**
 * The device index's worker: SQLite (the official WebAssembly build) over OPFS through the
 * `opfs-sahpool` VFS (synchronous access handles, which only a dedicated worker may hold), one
 * database file per account (`/u<id>.sqlite3`). The requests are ./index-service.ts's.
 */
/// <reference lib="webworker" />
import sqlite3InitModule, { type SAHPoolUtil } from "@sqlite.org/sqlite-wasm";
import { createIndexService } from "./index-service";
import { POOL_NAME, type IndexCall, type IndexConnect } from "./protocol";

declare const self: DedicatedWorkerGlobalScope;

let pool: Promise<SAHPoolUtil> | null = null;

function openPool(): Promise<SAHPoolUtil> {
  pool ??= sqlite3InitModule().then((sqlite3) =>
    sqlite3.installOpfsSAHPoolVfs({
      name: POOL_NAME,
      // Two accounts' files and journals; grown on demand (reserveMinimumCapacity below).
      initialCapacity: 4,
    }),
  );
  return pool;
}

const serve = createIndexService({
  async open(userId, openCount) {
    const util = await openPool();
    // Each open account's file and journal, plus one spare for a temporary file.
    await util.reserveMinimumCapacity(2 * openCount + 1);
    return new util.OpfsSAHPoolDb(`/u${userId}.sqlite3`);
  },
  async removeAll() {
    const util = await openPool();
    // Unregisters the VFS and deletes its directory; the page ends this worker afterwards.
    await util.removeVfs();
    pool = null;
  },
});

self.onmessage = (event: MessageEvent<IndexCall | IndexConnect>) => {
  const message = event.data;
  if (message.op === "connect") {
    // Another worker's writes (./index.ts writerPort), served in the same queue as the page's.
    const [port] = event.ports;
    if (port) port.onmessage = (call: MessageEvent<IndexCall>) => void serve(call.data).then((reply) => port.postMessage(reply));
    return;
  }
  void serve(message).then((reply) => self.postMessage(reply));
};
