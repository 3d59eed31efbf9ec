/**
 * What the user is told about a draft's safety (issue 3): "saved on this device" until the
 * office has confirmed the very body on screen, "saved to the office" after. A queued send is
 * never called sent, and one the office refused says it needs attention (the text is kept).
 */
import type { OutboxEntry } from "@sw/outbox";

export type SaveStatus =
  | "loading"
  | "device-saving"
  | "device"
  | "office-saving"
  | "office-waiting"
  | "office"
  | "send-queued"
  | "sending"
  | "attention";

export interface SaveStatusInput {
  ready: boolean;
  /** Edits not yet written to IndexedDB. */
  localPending: boolean;
  /** The queued operation of this draft, if any. */
  entry: OutboxEntry | undefined;
  /** Its delivery is on the wire right now. */
  delivering: boolean;
  /** The body on screen is the one the office confirmed. */
  synced: boolean;
}

export function saveStatus({ ready, localPending, entry, delivering, synced }: SaveStatusInput): SaveStatus {
  if (!ready) return "loading";
  if (entry?.failed) return "attention";
  if (entry?.kind === "draft.send") return delivering ? "sending" : "send-queued";
  if (localPending) return "device-saving";
  if (entry) return delivering ? "office-saving" : entry.lastError ? "office-waiting" : "device";
  return synced ? "office" : "device";
}
