/**
 * What a delivery of queued work has to tell the user, kept on the device until a screen has
 * told it: a colleague's change that won over a queued assignment or handled mark
 * (decision 85, ./shared-inbox.ts). The outbox's drain keeps it wherever it
 * delivered (`keepDelivered`, registered as after-delivery work by ./register.ts: in the page and in the service worker, whose
 * Background Sync delivers with no tab open; a page may also deliver while it shows a screen
 * that tells nothing, such as the dashboard). The inbox and the thread read the kept notices
 * when they open and forget each once told; one told from the delivery's event is forgotten
 * then. Imports only the database module: the worker's bundle stays small.
 */
import { openIpoDb } from "@/lib/db/database";
import type { DeliveryNoticeRecord } from "@/lib/db/schema";
import type { OutboxEntry } from "@/lib/outbox";
import type { SharedDelivery } from "./shared-inbox";
import { keepDeliveredDraft } from "../api/thread-record";

/** The delivery's report when it has something to tell: a shared entry with conflicts. */
function noticeOf(entry: OutboxEntry, response: unknown): SharedDelivery | null {
  if (entry.kind !== "message.shared" || typeof response !== "object" || response === null) return null;
  const delivery = response as Partial<SharedDelivery>;
  return Array.isArray(delivery.conflicts) && delivery.conflicts.length > 0 ? (delivery as SharedDelivery) : null;
}

export async function keepDeliveryNotice(entry: OutboxEntry, response: unknown, now: number = Date.now()): Promise<void> {
  const delivery = noticeOf(entry, response);
  if (!delivery) return;
  const record: DeliveryNoticeRecord = { key: entry.key, userId: entry.userId, at: now, delivery };
  await (await openIpoDb()).put("deliveryNotices", record);
}

/** The device copy of what the office took, and what it has to tell: registered after-delivery work (./register.ts). */
export async function keepDelivered(entry: OutboxEntry, response: unknown): Promise<void> {
  await Promise.all([keepDeliveredDraft(entry, response), keepDeliveryNotice(entry, response)]);
}

export interface KeptNotice {
  key: string;
  delivery: SharedDelivery;
}

/** The notices kept for the user, oldest first (still kept: forget each once told). */
export async function keptDeliveryNotices(userId: number): Promise<KeptNotice[]> {
  const records = await (await openIpoDb()).getAllFromIndex("deliveryNotices", "byUser", userId);
  return records.sort((a, b) => a.at - b.at).map((record) => ({ key: record.key, delivery: record.delivery as SharedDelivery }));
}

export async function forgetDeliveryNotice(key: string): Promise<void> {
  await (await openIpoDb()).delete("deliveryNotices", key);
}
