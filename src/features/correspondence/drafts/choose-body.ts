/**
 * Which body a reopened draft starts from (issue 3: "restores the newest body, whether it
 * lives on the device or the server"). The device's copy is the draft's outbox entry (text
 * the office has not confirmed yet):
 * - no entry: the server's;
 * - the entry was typed on the server's draft as it is now (same `actionDate`): the device's,
 *   which holds everything confirmed plus the later edits;
 * - otherwise the draft was saved elsewhere meanwhile: the newer of the two, by the entry's
 *   write time against the server's actionDate.
 * The server's draft is the newest the device knows (`officeDraftOf`).
 */
import type { OutboxEntry } from "@/lib/outbox";
import { officeInstant } from "../dates";

export interface ServerDraft {
  body: string;
  actionDate: string;
}

export interface ChosenBody {
  body: string;
  source: "device" | "server";
}

export function chooseBody(server: ServerDraft, entry: OutboxEntry | undefined): ChosenBody {
  if (!entry || (entry.kind !== "draft.save" && entry.kind !== "draft.send")) return { body: server.body, source: "server" };
  const device = entry.payload;
  if (device.body === server.body) return { body: server.body, source: "server" };
  if (device.baseActionDate === server.actionDate) return { body: device.body, source: "device" };
  const serverTime = officeInstant(server.actionDate);
  if (Number.isNaN(serverTime) || entry.updatedAt > serverTime) return { body: device.body, source: "device" };
  return { body: server.body, source: "server" };
}

/**
 * The office's draft a reopened draft compares with: as this device knows it (the thread as
 * read, or the text last confirmed here; `body` null when the device does not keep it), or the
 * text this page saw the office take (`delivered`), unless the known one is later. Equal times
 * (the office counts whole seconds) go to the delivered text: a read in the second of the save
 * may have been answered before it.
 */
export function officeDraftOf(known: { body: string | null; actionDate: string }, delivered: ServerDraft | undefined): { body: string | null; actionDate: string } {
  if (!delivered) return known;
  return isLaterOfficeTime(known.actionDate, delivered.actionDate) ? known : delivered;
}

/** Whether office time `a` is later than `b` (false without `b`, or when either cannot be read). */
export function isLaterOfficeTime(a: string, b: string | null): boolean {
  return b !== null && officeInstant(a) > officeInstant(b);
}
