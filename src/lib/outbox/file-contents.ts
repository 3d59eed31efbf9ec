/**
 * The content kept beside an entry in the outbox database (store `files`, src/lib/db/schema.ts:
 * a queued upload's files): one Blob per part, key `[entry key, part]` (the entry's kind names
 * its parts, `parts` in ./kinds.ts), written, read and deleted by ./store.ts in the transactions
 * of its entries. These are the rules of that store: which keys an entry's contents have, and
 * how they are written.
 */
import type { IDBPDatabase, IDBPObjectStore } from "idb";
import type { OutboxDbSchema } from "@/lib/db/schema";
import { findOutboxKind } from "./kinds";
import type { EnqueueInput, OutboxEntry } from "./types";

/** The keys of every file content of the entry at `key` in the `files` store. */
export function contentsOf(key: string): IDBKeyRange {
  return IDBKeyRange.bound([key, -Infinity], [key, Infinity]);
}

/** The parts of an entry's content, by its kind (none for most kinds). */
export function parts(entry: Pick<OutboxEntry, "kind" | "payload"> | null | undefined): number[] {
  return entry ? (findOutboxKind(entry.kind)?.parts?.(entry as OutboxEntry) ?? []) : [];
}

/** Work brings one content per part; checked before anything is written. */
export function checkContents(input: EnqueueInput): void {
  const expected = parts(input).length;
  const brought = input.contents?.length ?? 0;
  if (brought !== expected) throw new Error(`${input.kind} of ${expected} parts brought ${brought} contents`);
}

export type FilesStore = IDBPObjectStore<OutboxDbSchema, ("entries" | "files")[], "files", "readwrite">;

/** Stores the content of each part of a stored entry (replacing what its key held). */
export async function putContents(files: FilesStore, entry: OutboxEntry, contents: readonly Blob[]): Promise<void> {
  const entryParts = parts(entry);
  if (entryParts.length === 0) return;
  await files.delete(contentsOf(entry.key));
  await Promise.all(entryParts.map((part, index) => files.put({ key: [entry.key, part], userId: entry.userId, content: contents[index] as Blob })));
}

/** The content of an entry's parts, in their order (none for most kinds). */
export async function readContents(db: IDBPDatabase<OutboxDbSchema>, entry: OutboxEntry): Promise<Blob[]> {
  const entryParts = parts(entry);
  if (entryParts.length === 0) return [];
  const tx = db.transaction("files");
  const records = await Promise.all(entryParts.map((part) => tx.store.get([entry.key, part])));
  return records.map((record, index) => {
    if (!record) throw new Error(`the content of part ${entryParts[index] ?? index} of ${entry.key} is missing`);
    return record.content;
  });
}
