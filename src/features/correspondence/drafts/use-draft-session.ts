/**
 * One open reply draft, kept safe: the thin React side of ./draft-machine.ts (the states and
 * what they mean). It performs what the machine asks for:
 * - every edit is written to the draft's outbox entry (the one device copy) within 300 ms,
 *   and at once on `pagehide`, when the page is hidden, when the panel goes away;
 * - the office gets it when the outbox drains: every `autosaveMs`, when the panel collapses
 *   (`save()`), before the thread closes (`save(true)`, awaited);
 * - on opening, the newer of the draft's two device sources wins (./choose-body.ts
 *   `restoreChoice`: the office's copy in the thread's record, ../api/thread-record.ts, and the
 *   unsent outbox entry), so a reload or a crash mid-typing restores every character; a save
 *   the outbox delivers after the thread was read, or a later office text the thread brings,
 *   replaces an older text on screen nothing was typed into;
 * - after a logout wiped the account's data, nothing more is written (a flush on `pagehide`);
 * - other device copies keep no draft text (../api/draft-bodies.ts): with neither source on
 *   the device the draft waits for the office; the words are on the device once (new typing
 *   takes the office's text out of the record); the office's confirmed text goes to the
 *   thread's record (written by the outbox's drain, in this page, another tab or the worker);
 * - one tab edits the draft at a time (./draft-lock.ts); another shows it read-only, follows
 *   the editing tab's typing and takes over on "Edit here";
 * - a reply started on this device before the office gave the letter a draft (`draft` null:
 *   Reply on a letter without one) is the same: its entry (`newDraftKey`, one per letter) holds
 *   the text, the first one is delivered at once when online, and the outbox creates or finds
 *   the letter's draft when it delivers it (src/lib/outbox). When that draft then arrives with
 *   the thread, `draft` turns from null into it in the same session: typing goes on under its key,
 *   and the letter's entry, still on its way with what was typed meanwhile, counts as this draft's
 *   (its delivery is the status's "saved at the office").
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Descendant } from "slate";
import { accountDataWiped } from "@/lib/db/wipe";
import { outboxReady, outboxStore, registerOutboxFlusher, type OutboxEvent } from "@/lib/outbox";
import { draftKey, newDraftKey } from "../outbox/queued-work";
import { startCorrespondenceOutbox } from "../outbox/register-page";
import { deliveredActionDate, forgetOfficeDraftText, officeDraftCopy } from "../api/thread-record";
import type { SubRow } from "../api/schemas";
import { isReplyTooLong } from "../editor/reply-limit";
import { deserializeReply, isBlankReply, serializeReply } from "../editor/slate-html";
import { isLaterOfficeTime, officeCopyOf, restoreChoice } from "./choose-body";
import { draftReducer, draftStatus, initialDraftState, needsDeviceWrite, type DraftEvent, type DraftState } from "./draft-machine";
import { useDraftSaves } from "./use-draft-saves";
import { useEditorLock } from "./use-editor-lock";

export const DEVICE_WRITE_DELAY_MS = 300;

/** The first of `keys` with a queued entry (the draft's own key first). */
async function queuedEntry(keys: readonly string[]) {
  for (const each of keys) {
    const entry = await outboxStore().get(each);
    if (entry) return entry;
  }
  return undefined;
}

export interface DraftSessionOptions {
  /** The office's draft; null: a reply started on this device, which the office has no draft of yet. */
  draft: SubRow | null;
  messageId: number;
  userId: number;
  readOnly: boolean;
  autosaveMs: number;
}

/** `too-long`: longer than the office accepts (../editor/reply-limit.ts); nothing was queued. */
export type SendOutcome = { kind: "sent" } | { kind: "queued" } | { kind: "too-long" } | { kind: "failed"; error: unknown };

/** Whether a body shows as the canonical body on screen. */
function sameText(body: string, shown: string): boolean {
  return serializeReply(deserializeReply(body)) === shown;
}

/** What the office holds of a reply started on this device: nothing yet (no time to compare with). */
const NOT_AT_OFFICE = { body: "", actionDate: "" };

export function useDraftSession({ draft: officeRow, messageId, userId, readOnly, autosaveMs }: DraftSessionOptions) {
  const draftId = officeRow?.id ?? null;
  const draft = officeRow ?? NOT_AT_OFFICE;
  const key = draftId === null ? newDraftKey(userId, messageId) : draftKey(userId, draftId);
  /**
   * The outbox keys that carry this draft's typing: its own and, once the office's draft took
   * over a reply started here, the letter's new-draft key too, whose entry may still be on its
   * way (typed while the draft was being created): its delivery is this draft's.
   */
  const keys = useMemo(() => (draftId === null ? [key] : [key, newDraftKey(userId, messageId)]), [key, draftId, userId, messageId]);
  const outbox = useMemo(() => (readOnly ? null : startCorrespondenceOutbox(userId)), [readOnly, userId]);
  const [state, setState] = useState<DraftState>(initialDraftState);
  /** The machine's current state, for callbacks (always the latest, unlike a render's copy). */
  const current = useRef<DraftState>(initialDraftState);
  const dispatch = useCallback((event: DraftEvent) => {
    current.current = draftReducer(current.current, event);
    setState(current.current);
  }, []);
  /** What the editor starts from; a new `generation` remounts it (another tab's typing, a take-over). */
  const [initial, setInitial] = useState<{ value: Descendant[]; fromDevice: boolean; generation: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const officeDraft = useRef(draft);
  useEffect(() => {
    officeDraft.current = draft;
  });

  const refreshEntry = useCallback(() => void queuedEntry(keys).then((entry) => dispatch({ type: "entry", entry }), () => undefined), [keys, dispatch]);
  // The office's draft took over a reply started here (same panel, ../components/thread/reply-panels.tsx):
  // the session goes on under the draft's key, whose entry is read.
  useEffect(() => {
    if (current.current.ready) refreshEntry();
  }, [refreshEntry]);

  /** Writes the body on screen to the device copy (the outbox entry) when it changed. */
  const writeDevice = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const now = current.current;
    if (!outbox || !needsDeviceWrite(now) || accountDataWiped()) return;
    const payload = { draftId, messageId, body: now.body, baseActionDate: now.baseActionDate };
    try {
      // Past the office's limit the text is held in the same entry (the one device copy of a
      // draft's typing, rather than a store of its own): kept, never delivered.
      const entry = await outbox.enqueue({ kind: "draft.save", payload }, { quiet: true, held: isReplyTooLong(payload.body) });
      dispatch({ type: "device-saved", body: payload.body });
      dispatch({ type: "entry", entry });
      // The entry now holds the text: the thread's record stops keeping the office's.
      if (entry.revision === 1 && draftId !== null) void forgetOfficeDraftText(userId, messageId, draftId).catch(() => undefined);
      // A reply started here: its first typing creates the letter's draft at the office now
      // (when online), not at the next autosave; offline, the outbox waits for the connection.
      if (entry.revision === 1 && draftId === null && navigator.onLine) void outbox.drain().catch(() => undefined);
    } catch (error) {
      // Storage full or unavailable: the text stays on screen and the status says so.
      console.warn("draft not stored on the device", error);
      dispatch({ type: "device-failed" });
    }
  }, [outbox, userId, draftId, messageId, dispatch]);

  /**
   * Puts the newest text on screen, from the draft's two device sources (./choose-body.ts
   * `restoreChoice`): the office's copy in the thread's record and the unsent outbox entry.
   * Where the device could not store the record (storage unavailable, a thread answered before
   * the session was known), the office's row as the screen got it stands for it (`officeCopyOf`).
   */
  const restore = useCallback(async () => {
    if (outbox) await outboxReady();
    // The entry first, then the record: a delivery that takes the entry away writes the record
    // just after (its delivered event then shows that text on a draft nothing was typed into).
    const entry = await outboxStore().get(key).catch(() => undefined);
    const row = officeDraft.current;
    const stored = draftId === null ? null : await officeDraftCopy(userId, messageId, draftId).catch(() => null);
    const office = draftId === null ? NOT_AT_OFFICE : officeCopyOf(stored, row.body === undefined ? null : { body: row.body, actionDate: row.actionDate });
    const choice = restoreChoice(office, entry, row.actionDate);
    if (choice.kind === "not-on-device") return dispatch({ type: "not-on-device" });
    const value = deserializeReply(choice.body);
    const canonical = serializeReply(value);
    const confirmed = choice.source === "server" ? canonical : choice.office;
    const deviceBody = choice.source === "device" ? canonical : choice.unsent;
    dispatch({ type: "restored", body: canonical, blank: isBlankReply(value), confirmed, baseActionDate: choice.baseActionDate, entry, deviceBody });
    setInitial((last) => ({ value, fromDevice: choice.source === "device", generation: (last?.generation ?? 0) + 1 }));
    // The office's newer body replaces an older queued one (so that one is never delivered).
    if (needsDeviceWrite(current.current) && !current.current.otherTab) void writeDevice();
  }, [outbox, key, userId, messageId, draftId, dispatch, writeDevice]);
  const restoreLatest = useRef(restore);
  useEffect(() => {
    restoreLatest.current = restore;
  });

  /** The office's latest text on screen again, when nothing was typed here since it opened, nor is queued. */
  const showOfficeUntouched = useCallback(() => {
    const show = (entry: unknown) => void (entry === undefined && !current.current.edited && restoreLatest.current());
    void outboxStore().get(key).then(show, () => undefined);
  }, [key]);

  // Restore once per draft, once more when a draft whose text this device does not keep arrives
  // from the office, and when the thread brings a later text of the office's over an untouched
  // one (a device copy older than the office's); later copies never replace typing.
  const textKnown = draft.body !== undefined;
  useEffect(() => {
    if (!current.current.ready) void restoreLatest.current();
  }, [key, textKnown]);
  useEffect(() => {
    const now = current.current;
    if (now.ready && textKnown && !now.edited && !now.otherTab && isLaterOfficeTime(draft.actionDate, now.baseActionDate)) showOfficeUntouched();
  }, [textKnown, draft.actionDate, showOfficeUntouched]);

  /** Hands the body to the outbox and drains; `force` also delivers at once and waits. */
  const save = useCallback(
    async (force = false): Promise<boolean> => {
      if (!outbox || current.current.discarded || !current.current.ready || accountDataWiped()) return true;
      await writeDevice();
      if (!force && current.current.entry === undefined) return true;
      const run = outbox.drain({ ignoreBackoff: force });
      if (!force) return true;
      await run.catch(() => undefined);
      return (await outbox.get(key)) === undefined;
    },
    [outbox, writeDevice, key],
  );

  const onChange = useCallback(
    (html: string, value: Descendant[]) => {
      if (readOnly || current.current.otherTab) return;
      dispatch({ type: "typed", body: html, blank: isBlankReply(value), now: Date.now() });
      if (!needsDeviceWrite(current.current)) return;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void writeDevice(), DEVICE_WRITE_DELAY_MS);
    },
    [readOnly, dispatch, writeDevice],
  );

  // Outbox events of this draft (from this tab, other tabs and the worker).
  useEffect(() => {
    if (!outbox) return;
    return outbox.observe((event: OutboxEvent) => {
      if (!keys.includes(event.type === "changed" || event.type === "written" ? event.key : event.entry.key)) return;
      if (event.type === "delivering") dispatch({ type: "delivering" });
      if (event.type === "retrying") dispatch({ type: "retrying" });
      if (event.type === "rejected") dispatch({ type: "rejected" });
      if (event.type === "delivered" && (event.entry.kind === "draft.save" || event.entry.kind === "draft.send")) {
        const actionDate = deliveredActionDate(event.response);
        // The thread's record already keeps the confirmed text: the outbox's drain wrote it (../api/thread-record.ts).
        dispatch({ type: "delivered", kind: event.entry.kind, body: event.entry.payload.body, actionDate });
        // Delivered after this draft opened on an older copy of it (the thread was read while the
        // outbox delivered): with nothing typed here since, nor queued, the office's text goes on screen.
        const now = current.current;
        if (event.entry.kind === "draft.save" && now.ready && !now.edited && !now.otherTab && !sameText(event.entry.payload.body, now.body)) showOfficeUntouched();
      }
      if (event.type === "changed") refreshEntry();
      // Another tab edits: show its typing as it reaches the device copy.
      if ((event.type === "written" || event.type === "changed") && current.current.otherTab) void restoreLatest.current();
    });
  }, [outbox, keys, dispatch, refreshEntry, showOfficeUntouched]);

  const ready = initial !== null;
  // One editing tab per draft; back to editing, the text is read again.
  const takeOver = useEditorLock({
    enabled: outbox !== null && ready,
    key,
    onEditor: (editor) => {
      const was = current.current.otherTab;
      dispatch({ type: "editor", otherTab: editor === "other-tab" });
      if (was && editor === "this-tab") void restore();
    },
    // Handing over: what is on screen goes to the entry, and the screen shows what the entry holds.
    beforeRelease: async () => {
      await writeDevice();
      await restore();
    },
  });
  // The logout dialog hands every open draft's typing to the outbox before listing it.
  useEffect(() => {
    if (!outbox || !ready) return;
    return registerOutboxFlusher(() => writeDevice());
  }, [outbox, ready, writeDevice]);

  // Autosave while open; a save when the page is left or hidden, or the panel goes away.
  useDraftSaves(outbox !== null && ready, autosaveMs, save);

  const send = useCallback(async (): Promise<SendOutcome> => {
    if (!outbox) return { kind: "failed", error: new Error("read-only session") };
    if (isReplyTooLong(current.current.body)) return { kind: "too-long" };
    await writeDevice();
    const { body, baseActionDate } = current.current;
    const outcome = await outbox.deliverNow({ kind: "draft.send", payload: { draftId, messageId, body, baseActionDate } });
    refreshEntry();
    if (outcome.kind === "delivered") return { kind: "sent" };
    if (outcome.kind === "queued") return { kind: "queued" };
    return { kind: "failed", error: outcome.error };
  }, [outbox, writeDevice, refreshEntry, draftId, messageId]);

  /** Stops (or resumes, when the delete failed) all saving of a draft being deleted. */
  const discard = useCallback(
    (on: boolean) => {
      dispatch({ type: "discarding", on });
      if (on && timer.current) clearTimeout(timer.current);
    },
    [dispatch],
  );

  const unconfirmedSince = useCallback(() => current.current.writingSince, []);
  return { initial, blank: state.blank, status: draftStatus(state), otherTab: state.otherTab, entry: state.entry, onChange, save, send, discard, unconfirmedSince, takeOver };
}
