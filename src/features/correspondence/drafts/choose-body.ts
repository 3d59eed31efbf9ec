/**
 * Which body a reopened draft starts from (the newest body, whether it
 * lives on the device or the server). The device's copy is the draft's outbox entry (text
 * the office has not confirmed yet):
 * - no entry: the server's;
 * - the entry was typed on the server's draft as it is now (same `actionDate`): the device's,
 *   which holds everything confirmed plus the later edits;
 * - otherwise the draft was saved elsewhere meanwhile: the newer of the two, by the entry's
 *   write time against the server's actionDate.
 * The server's draft is the office's copy in the thread's device record (`restoreChoice`).
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

/** What a draft opens on (`restoreChoice`): a body and where it comes from, or nothing on the device. */
export type RestoreChoice =
  | { kind: "not-on-device" }
  | {
      kind: "restored";
      body: string;
      source: ChosenBody["source"];
      /** The office's text as the device has it (null: the device has only the unsent one). */
      office: string | null;
      /** The unsent text of the entry (null: none queued). */
      unsent: string | null;
      /** The office's time the draft is edited on (the office copy's, else the draft row's). */
      baseActionDate: string;
    };

/**
 * What a draft opens on, from its two device sources: the office's copy (the thread's record,
 * ../api/thread-record.ts; null when the device keeps none) and the unsent typing (the draft's
 * outbox entry). The newer of the two (`chooseBody`) when both are there; either one alone;
 * with neither, nothing on the device (the panel waits for the office). `rowTime` is the
 * draft row's `actionDate`, for typing edited on an office text the device does not keep.
 */
export function restoreChoice(office: ServerDraft | null, entry: OutboxEntry | undefined, rowTime: string): RestoreChoice {
  const unsent = entry && (entry.kind === "draft.save" || entry.kind === "draft.send") ? entry.payload.body : null;
  if (office) {
    const chosen = chooseBody(office, entry);
    return { kind: "restored", ...chosen, office: office.body, unsent, baseActionDate: office.actionDate };
  }
  if (unsent === null) return { kind: "not-on-device" };
  return { kind: "restored", body: unsent, source: "device", office: null, unsent, baseActionDate: rowTime };
}

/**
 * The office's copy a draft opens on: the thread's record (`stored`), unless the office's row as
 * the screen got it (`row`, null when that copy keeps no draft text) is later. The read that
 * brought the row wrote the record before answering, so the row is later only where the device
 * could not store it; equal times go to the record (it holds a save delivered in the read's second).
 */
export function officeCopyOf(stored: ServerDraft | null, row: ServerDraft | null): ServerDraft | null {
  if (!stored || !row) return stored ?? row;
  return isLaterOfficeTime(row.actionDate, stored.actionDate) ? row : stored;
}

/** Whether office time `a` is later than `b` (false without `b`, or when either cannot be read). */
export function isLaterOfficeTime(a: string, b: string | null): boolean {
  return b !== null && officeInstant(a) > officeInstant(b);
}
