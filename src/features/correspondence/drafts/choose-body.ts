/**
 * Which body a reopened draft starts from (issue 3: "restores the newest body, whether it
 * lives on the device or the server"):
 * - no device copy: the server's;
 * - the server's draft is the one the device last saw confirmed (same `actionDate`): the
 *   device's, which holds everything confirmed plus any later edits;
 * - otherwise the draft was saved elsewhere meanwhile (or the confirmation never reached this
 *   device): the newer of the two, by the device's write time against the server's actionDate.
 */
import type { ReplyDraftRecord } from "@/lib/db";
import { officeInstant } from "../dates";

export interface ServerDraft {
  body: string;
  actionDate: string;
}

export interface ChosenBody {
  body: string;
  source: "device" | "server";
}

export function chooseBody(server: ServerDraft, device: ReplyDraftRecord | undefined): ChosenBody {
  if (!device || device.body === server.body) return { body: server.body, source: "server" };
  if (device.serverActionDate === server.actionDate) return { body: device.body, source: "device" };
  const serverTime = officeInstant(server.actionDate);
  if (Number.isNaN(serverTime) || device.updatedAt > serverTime) return { body: device.body, source: "device" };
  return { body: server.body, source: "server" };
}
