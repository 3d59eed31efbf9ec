/**
 * Files shared to the installed app (Web Share Target), kept in their own IndexedDB
 * database between the service worker that receives them (./share-target.ts) and the page
 * that attaches them to a reply draft (/share). Plain `idb`, no worker types: both sides use it.
 * Its schema is declared with the app's other databases (src/lib/db/schema.ts), and the logout
 * wipe clears it (src/lib/db/wipe.ts).
 */
import { databaseHandle } from "@/lib/db/open";
import { SHARED_FILES_DB, type Share, type SharedFile } from "@/lib/db/schema";

export type { Share, SharedFile } from "@/lib/db/schema";
/** Shares older than this are dropped when the next one arrives. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Opened for each operation and closed after it: the worker and the page both use it, briefly. */
function open() {
  return databaseHandle(SHARED_FILES_DB).open();
}

/** Stores the files of one share; answers its id. */
export async function saveShare(files: SharedFile[], now = Date.now()): Promise<string> {
  const db = await open();
  const id = crypto.randomUUID();
  const tx = db.transaction("shares", "readwrite");
  for (const old of await tx.store.getAll()) if (now - old.createdAt > MAX_AGE_MS) await tx.store.delete(old.id);
  await tx.store.put({ id, createdAt: now, files });
  await tx.done;
  db.close();
  return id;
}

export async function loadShare(id: string): Promise<Share | undefined> {
  const db = await open();
  try {
    return await db.get("shares", id);
  } finally {
    db.close();
  }
}

export async function deleteShare(id: string): Promise<void> {
  const db = await open();
  try {
    await db.delete("shares", id);
  } finally {
    db.close();
  }
}
