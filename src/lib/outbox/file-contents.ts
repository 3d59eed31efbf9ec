/**
 * The content of a queued upload's files, kept beside its entry in the outbox database (store
 * `files`, src/lib/db/schema.ts): one Blob per file, key `[entry key, part]` (`QueuedFile.part`),
 * written, read and deleted by ./store.ts in the transactions of its entries. These are the
 * rules of that store: which keys an entry's contents have, and how an upload's are written.
 */
import type { IDBPDatabase, IDBPObjectStore } from "idb";
import type { OutboxDbSchema } from "@/lib/db/schema";
import type { EnqueueInput, OutboxEntry } from "./types";

/** The keys of every file content of the entry at `key` in the `files` store. */
export function contentsOf(key: string): IDBKeyRange {
  return IDBKeyRange.bound([key, -Infinity], [key, Infinity]);
}

/** The parts of an entry's files (none for other operations). */
export function parts(entry: OutboxEntry | null | undefined): number[] {
  return entry?.kind === "attachment.upload" ? entry.payload.files.map((file) => file.part) : [];
}

/** An upload brings one content per file; checked before anything is written. */
export function checkContents(input: EnqueueInput): void {
  if (input.kind !== "attachment.upload") return;
  const brought = input.contents?.length ?? 0;
  if (brought !== input.payload.files.length) throw new Error(`an upload of ${input.payload.files.length} files brought ${brought} contents`);
}

export type FilesStore = IDBPObjectStore<OutboxDbSchema, ("entries" | "files")[], "files", "readwrite">;

/** Stores the content of each file of a stored upload (replacing what its key held). */
export async function putContents(files: FilesStore, entry: OutboxEntry, contents: readonly Blob[]): Promise<void> {
  if (entry.kind !== "attachment.upload") return;
  await files.delete(contentsOf(entry.key));
  await Promise.all(entry.payload.files.map((file, index) => files.put({ key: [entry.key, file.part], userId: entry.userId, content: contents[index] as Blob })));
}

/** The content of an upload's files, in the order of its files (none for other operations). */
export async function readContents(db: IDBPDatabase<OutboxDbSchema>, entry: OutboxEntry): Promise<Blob[]> {
  if (entry.kind !== "attachment.upload") return [];
  const tx = db.transaction("files");
  const records = await Promise.all(entry.payload.files.map((file) => tx.store.get([entry.key, file.part])));
  return records.map((record, index) => {
    if (!record) throw new Error(`the content of ${entry.payload.files[index]?.name ?? "a file"} is missing`);
    return record.content;
  });
}
