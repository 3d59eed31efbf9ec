/**
 * The app's database `ipo-user-area` (schema, stores and versions: ./schema.ts), opened once
 * per page through ./open.ts.
 */
import { registerStateReset } from "@/lib/state/reset";
import { databaseHandle } from "./open";
import { APP_DB, type IpoDb } from "./schema";


const appDb = databaseHandle(APP_DB);
// The app's state reset (tests) closes the connection: the next test opens its own database.
registerStateReset(() => appDb.close());

/** Opens (once) and returns the database; rejects where IndexedDB is unavailable. */
export function openIpoDb(): Promise<IpoDb> {
  return appDb.open();
}

/** Closes the connection (tests, and before deleting the database). */
export function closeIpoDb(): Promise<void> {
  return appDb.close();
}
