/**
 * The states of one open reply draft, as a pure reducer ("drafts never lose a
 * character"; unit-tested in tests/features/correspondence/draft-machine.test.ts). The hook
 * (./use-draft-session.ts) feeds it events and performs what it asks for; nothing here touches
 * IndexedDB, the network or React.
 *
 * - restored: the newest of the server's draft and the device copy (the draft's outbox entry,
 *   ./choose-body.ts) is on screen;
 * - typed: the body changed; it must reach the device (the outbox entry) within the hook's delay;
 * - device-saved / device-failed: the entry holds the body, or writing it failed (storage full:
 *   the user is told and the text stays on screen, written again on the next change or save);
 * - entry: the outbox's entry of this draft changed (queued, needs attention, gone);
 * - delivering / delivered / retrying / rejected: the office save or send is on the wire, done,
 *   postponed, refused;
 * - not-on-device: the draft's text is in neither of its device sources, the outbox entry and
 *   the thread's record (../api/draft-bodies.ts): it opens when the office answers;
 * - editor: this tab edits the draft, or another tab does (./draft-lock.ts): typing here is
 *   ignored and the draft is shown read-only until "Edit here".
 *
 * A body longer than the office accepts (../editor/reply-limit.ts) is written to the draft's
 * outbox entry like any other, but held (src/lib/outbox/store.ts): kept on the device so a
 * reload loses nothing, never delivered, never counted as queued ("too-long" on screen).
 */
import type { OutboxEntry } from "@/lib/outbox";
import { isReplyTooLong } from "../editor/reply-limit";

/**
 * What the user is told about a draft's safety: "saved on this device" until the office has
 * confirmed the very body on screen, "saved to the office" after. A queued send is never
 * called sent; one the office refused needs attention (the text is kept); a device write that
 * failed (storage full) says so while the text is only on screen.
 */
export type SaveStatus =
  | "loading"
  | "device-saving"
  | "device-failed"
  | "device"
  | "office-saving"
  | "office-waiting"
  | "office"
  | "send-queued"
  | "sending"
  | "attention"
  | "at-office"
  | "other-tab"
  | "too-long";

export interface DraftState {
  ready: boolean;
  /** The body on screen (canonical HTML). */
  body: string;
  blank: boolean;
  /** The body the device copy holds (the outbox entry), or null before the first write. */
  onDevice: string | null;
  /** The body the office has confirmed, or null when unknown. */
  confirmed: string | null;
  /** `actionDate` of the office's draft this body builds on (stored with the entry). */
  baseActionDate: string | null;
  entry: OutboxEntry | undefined;
  delivering: boolean;
  /** Writing to the device failed (quota): the text is only on screen. */
  deviceFailed: boolean;
  /** When this device started writing unconfirmed text (stale-draft warning). */
  writingSince: number | null;
  /** The draft is being deleted: nothing more is written. */
  discarded: boolean;
  /** The draft's text is not on this device (not yet restored): it waits for the office. */
  notOnDevice: boolean;
  /** Another tab edits this draft: this one shows it read-only. */
  otherTab: boolean;
  /** The user changed the body since it was last restored (a later office text must not replace it). */
  edited: boolean;
}

export type DraftEvent =
  | { type: "restored"; body: string; blank: boolean; confirmed: string | null; baseActionDate: string; entry: OutboxEntry | undefined; deviceBody: string | null }
  | { type: "typed"; body: string; blank: boolean; now: number }
  | { type: "device-saved"; body: string }
  | { type: "device-failed" }
  | { type: "entry"; entry: OutboxEntry | undefined }
  | { type: "delivering" }
  | { type: "delivered"; kind: OutboxEntry["kind"]; body: string; actionDate: string | null }
  | { type: "retrying" }
  | { type: "rejected" }
  | { type: "discarding"; on: boolean }
  | { type: "not-on-device" }
  | { type: "editor"; otherTab: boolean };

export const initialDraftState: DraftState = {
  ready: false,
  body: "",
  blank: true,
  onDevice: null,
  confirmed: null,
  baseActionDate: null,
  entry: undefined,
  delivering: false,
  deviceFailed: false,
  writingSince: null,
  discarded: false,
  notOnDevice: false,
  otherTab: false,
  edited: false,
};

export function draftReducer(state: DraftState, event: DraftEvent): DraftState {
  switch (event.type) {
    case "restored": {
      const { entry } = event;
      return {
        ...state,
        ready: true,
        notOnDevice: false,
        body: event.body,
        blank: event.blank,
        // What the entry holds is on the device (when the office's newer body won, the entry
        // is rewritten with it); without an entry, the office's body is.
        onDevice: entry ? event.deviceBody : event.confirmed,
        confirmed: event.confirmed,
        baseActionDate: event.baseActionDate,
        entry,
        writingSince: entry ? entry.createdAt : null,
        edited: false,
      };
    }
    case "typed":
      if (!state.ready || state.otherTab || event.body === state.body) return state;
      return { ...state, body: event.body, blank: event.blank, writingSince: state.writingSince ?? event.now, edited: true };
    case "device-saved":
      return { ...state, onDevice: event.body, deviceFailed: false };
    case "device-failed":
      return { ...state, deviceFailed: true };
    case "entry":
      return { ...state, entry: event.entry };
    case "delivering":
      return { ...state, delivering: true };
    case "delivered": {
      const base = { ...state, delivering: false };
      if (event.kind !== "draft.save") return base;
      // The office has this body; unconfirmed writing starts again with the next change.
      const settled = event.body === state.body;
      return { ...base, confirmed: event.body, baseActionDate: event.actionDate ?? state.baseActionDate, writingSince: settled ? null : state.writingSince };
    }
    case "retrying":
    case "rejected":
      return { ...state, delivering: false };
    case "discarding":
      return { ...state, discarded: event.on };
    case "not-on-device":
      return state.ready ? state : { ...state, notOnDevice: true };
    case "editor":
      return { ...state, otherTab: event.otherTab };
  }
}

/** Whether the body on screen still has to be written to the device copy. */
export function needsDeviceWrite(state: DraftState): boolean {
  return state.ready && !state.discarded && state.body !== state.onDevice;
}

export function draftStatus(state: DraftState): SaveStatus {
  if (!state.ready) return state.notOnDevice ? "at-office" : "loading";
  const { entry } = state;
  if (entry?.failed) return "attention";
  if (entry?.kind === "draft.send") return state.delivering ? "sending" : "send-queued";
  // A refusal and a send concern every tab; typing and saving, the editing one only.
  if (state.otherTab) return "other-tab";
  if (isReplyTooLong(state.body)) return "too-long";
  if (state.deviceFailed && needsDeviceWrite(state)) return "device-failed";
  if (needsDeviceWrite(state)) return "device-saving";
  if (entry) return state.delivering ? "office-saving" : entry.lastError ? "office-waiting" : "device";
  return state.confirmed === state.body ? "office" : "device";
}
