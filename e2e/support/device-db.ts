/**
 * What the device's IndexedDB holds, read in the page: the records of some stores of one
 * database (stores it does not have count 0; the database is opened at its current version).
 */
import type { Page } from "@playwright/test";

export function recordCount(page: Page, database: string, stores: readonly string[]): Promise<number> {
  return page.evaluate(
    ({ database, stores }) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const present = stores.filter((name) => db.objectStoreNames.contains(name));
          if (present.length === 0) {
            db.close();
            resolve(0);
            return;
          }
          const tx = db.transaction(present);
          const counts = present.map((name) => tx.objectStore(name).count());
          tx.oncomplete = () => {
            db.close();
            resolve(counts.reduce((sum, request) => sum + request.result, 0));
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { database, stores: [...stores] },
  );
}
