/**
 * The page's handle on the offline outbox (sw/outbox), shared by the features: the one store
 * of the page, and the drainer the correspondence feature registers when it starts its runner.
 * The shell's logout reads what is queued, asks for it to be sent now, or discards it, without
 * importing the correspondence feature.
 */
import { createIdbOutboxStore, isPending, type DrainReport, type OutboxEntry, type OutboxStore } from "@sw/outbox";

export const outboxStore: OutboxStore = createIdbOutboxStore();

type Drainer = { userId: number; drain: () => Promise<DrainReport> };
let drainer: Drainer | null = null;

/** The correspondence feature's runner: drains the user's queue now (ignoring backoff). */
export function registerOutboxDrainer(next: Drainer | null): void {
  drainer = next;
}

const flushers = new Set<() => Promise<unknown>>();

/** Open editors register how to hand their typing to the outbox (an open reply draft). */
export function registerOutboxFlusher(flush: () => Promise<unknown>): () => void {
  flushers.add(flush);
  return () => flushers.delete(flush);
}

/** Hands everything typed in open editors to the outbox (before the logout reads it). */
export async function flushOpenWork(): Promise<void> {
  await Promise.all([...flushers].map((flush) => flush().catch(() => undefined)));
}

/** Everything the user has queued, "needs attention" included. */
export function queuedWork(userId: number): Promise<OutboxEntry[]> {
  return outboxStore.listAll(userId);
}

/** Sends what can be sent now; answers what is left (still queued or needing attention). */
export async function sendQueuedWork(userId: number): Promise<OutboxEntry[]> {
  if (drainer?.userId === userId) await drainer.drain().catch(() => undefined);
  return queuedWork(userId);
}

/** Entries still waiting for delivery (not in "needs attention"). */
export function waiting(entries: OutboxEntry[]): OutboxEntry[] {
  return entries.filter(isPending);
}

/** The user chose to lose the queued work (logout dialog). */
export function discardQueuedWork(userId: number): Promise<void> {
  return outboxStore.clearUser(userId);
}

/** Plain text of an HTML reply body (for lists, copies and the logout dialog). */
export function plainText(html: string): string {
  if (typeof DOMParser === "undefined") return html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
  const doc = new DOMParser().parseFromString(html, "text/html");
  const blocks = [...doc.body.querySelectorAll("p, li, h1, h2, h3, div")].filter((el) => el.querySelector("p, li, div") === null);
  const text = blocks.length > 0 ? blocks.map((el) => el.textContent ?? "").join("\n") : (doc.body.textContent ?? "");
  return text.replace(/[ \t]+/g, " ").replace(/\n{3,}/g, "\n\n").trim();
}

/** What an entry carries, for the user: the reply text, the file names, or nothing (a flag change). */
export function entryContent(entry: OutboxEntry): string {
  switch (entry.kind) {
    case "draft.save":
    case "draft.send":
      return plainText(entry.payload.body);
    case "attachment.upload":
      return entry.payload.files.map((file) => file.name).join(", ");
    case "message.patch":
      return "";
  }
}
