/**
 * Opening an IndexedDB database, the same way for both of the app's databases (./schema.ts):
 * one connection per handle, opened on first use and kept;
 * - `blocking`: a newer version (another tab, or the page after an update) waits for this
 *   connection: it is closed at once, and the next `open()` opens the database again;
 * - `blocked`: this open waits for an older tab to let go; it is said in the console, and the
 *   open goes on as soon as that tab's `blocking` has closed its connection;
 * - `terminated`: the browser closed the connection (storage cleared): reopened next time.
 */
import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from "idb";

export interface DatabaseDefinition<S extends DBSchema> {
  name: string;
  version: number;
  /** Runs every step above `oldVersion`, in order (see ./schema.ts). */
  upgrade: (db: IDBPDatabase<S>, oldVersion: number, transaction: IDBPTransaction<S, StoreNames<S>[], "versionchange">) => void;
}

export interface DatabaseHandle<S extends DBSchema> {
  open(): Promise<IDBPDatabase<S>>;
  close(): Promise<void>;
}

export function databaseHandle<S extends DBSchema>(definition: DatabaseDefinition<S>): DatabaseHandle<S> {
  let current: Promise<IDBPDatabase<S>> | null = null;
  const open = (): Promise<IDBPDatabase<S>> => {
    if (current) return current;
    const opening = openDB<S>(definition.name, definition.version, {
      upgrade: (db, oldVersion, _newVersion, transaction) => definition.upgrade(db, oldVersion, transaction),
      blocked(currentVersion) {
        console.warn(`${definition.name}: version ${currentVersion} is open in another tab; waiting for it to close`);
      },
      blocking() {
        void opening.then((db) => db.close());
        if (current === opening) current = null;
      },
      terminated() {
        if (current === opening) current = null;
      },
    });
    current = opening;
    opening.catch(() => {
      if (current === opening) current = null;
    });
    return opening;
  };
  return {
    open,
    async close() {
      const closing = current;
      current = null;
      if (!closing) return;
      try {
        (await closing).close();
      } catch {
        // It never opened: nothing to close.
      }
    },
  };
}
