/**
 * Which body a reopened draft starts from (issue 3: "restores the newest body, whether it
 * lives on the device or the server"). The device's copy is the draft's outbox entry (text
 * the office has not confirmed yet):
 * - no entry: the server's;
 * - the entry was typed on the server's draft as it is now (same `actionDate`): the device's,
 *   which holds everything confirmed plus the later edits;
 * - otherwise the draft was saved elsewhere meanwhile: the newer of the two, by the entry's
 *   write time against the server's actionDate.
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
