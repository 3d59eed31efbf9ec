/**
 * Files shared to the installed app (Web Share Target, issue 13), kept in their own IndexedDB
 * database between the service worker that receives them (./share-target.ts) and the page
 * that attaches them to a reply draft (/share). Plain `idb`, no worker types: both sides use it.
 */
import { openDB, type DBSchema } from "idb";

export const SHARED_FILES_DB = "ipo-shared-files";
/** Shares older than this are dropped when the next one arrives. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface SharedFile {
  name: string;
  type: string;
  /** The content as bytes (an ArrayBuffer stores in every browser's IndexedDB, unlike some Blobs). */
  bytes: ArrayBuffer;
}

export interface Share {
  id: string;
  createdAt: number;
  files: SharedFile[];
}

interface SharedFilesSchema extends DBSchema {
  shares: { key: string; value: Share };
}

function open() {
  return openDB<SharedFilesSchema>(SHARED_FILES_DB, 1, {
    upgrade(db) {
      db.createObjectStore("shares", { keyPath: "id" });
    },
  });
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
