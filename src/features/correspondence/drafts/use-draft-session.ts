/**
 * One open reply draft, kept safe: the thin React side of ./draft-machine.ts (the states and
 * what they mean). It performs what the machine asks for:
 * - every edit is written to the draft's outbox entry (the one device copy) within 300 ms,
 *   and at once on `pagehide`, when the page is hidden, when the panel goes away;
 * - the office gets it when the outbox drains: every `autosaveMs`, when the panel collapses
 *   (`save()`), before the thread closes (`save(true)`, awaited);
 * - on opening, the newest body wins (./choose-body.ts), so a reload or a crash mid-typing
 *   restores every character;
 * - after a logout wiped the account's data, nothing more is written (a flush on `pagehide`).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Descendant } from "slate";
import { accountDataWiped } from "@/lib/db/wipe";
import { draftKey, outboxReady, outboxStore, registerOutboxFlusher, startOutbox, type OutboxEvent } from "@/lib/outbox";
import type { SubRow } from "../api/schemas";
import { deserializeReply, isBlankReply, serializeReply } from "../editor/slate-html";
import { chooseBody } from "./choose-body";
import { draftReducer, draftStatus, initialDraftState, needsDeviceWrite, type DraftEvent, type DraftState } from "./draft-machine";

export const DEVICE_WRITE_DELAY_MS = 300;

export interface DraftSessionOptions {
  draft: SubRow;
  messageId: number;
  userId: number;
  readOnly: boolean;
  autosaveMs: number;
}

export type SendOutcome = { kind: "sent" } | { kind: "queued" } | { kind: "failed"; error: unknown };

function deliveredActionDate(response: unknown): string | null {
  const value = typeof response === "object" && response !== null ? (response as { actionDate?: unknown }).actionDate : null;
  return typeof value === "string" ? value : null;
}

export function useDraftSession({ draft, messageId, userId, readOnly, autosaveMs }: DraftSessionOptions) {
  const draftId = draft.id;
  const key = draftKey(userId, draftId);
  const outbox = useMemo(() => (readOnly ? null : startOutbox(userId)), [readOnly, userId]);
  const [state, setState] = useState<DraftState>(initialDraftState);
  /** The machine's current state, for callbacks (always the latest, unlike a render's copy). */
  const current = useRef<DraftState>(initialDraftState);
  const dispatch = useCallback((event: DraftEvent) => {
    current.current = draftReducer(current.current, event);
    setState(current.current);
  }, []);
  const [initial, setInitial] = useState<{ value: Descendant[]; fromDevice: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const refreshEntry = useCallback(() => void outboxStore().get(key).then((entry) => dispatch({ type: "entry", entry }), () => undefined), [key, dispatch]);

  /** Writes the body on screen to the device copy (the outbox entry) when it changed. */
  const writeDevice = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const now = current.current;
    if (!outbox || !needsDeviceWrite(now) || accountDataWiped()) return;
    const payload = { draftId, messageId, body: now.body, baseActionDate: now.baseActionDate };
    try {
      const entry = await outbox.enqueue({ kind: "draft.save", payload }, { quiet: true });
      dispatch({ type: "device-saved", body: payload.body });
      dispatch({ type: "entry", entry });
    } catch (error) {
      // Storage full or unavailable: the text stays on screen and the status says so.
      console.warn("draft not stored on the device", error);
      dispatch({ type: "device-failed" });
    }
  }, [outbox, draftId, messageId, dispatch]);

  // Restore: the newest of the device copy (the outbox entry) and the server's draft.
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      if (outbox) await outboxReady();
      const entry = await outboxStore().get(key).catch(() => undefined);
      if (cancelled) return;
      const chosen = chooseBody({ body: draft.body, actionDate: draft.actionDate }, entry);
      const value = deserializeReply(chosen.body);
      const canonical = serializeReply(value);
      const confirmed = chosen.source === "server" ? canonical : draft.body;
      const deviceBody = chosen.source === "device" ? canonical : entry && "body" in entry.payload ? entry.payload.body : null;
      dispatch({ type: "restored", body: canonical, blank: isBlankReply(value), confirmed, baseActionDate: draft.actionDate, entry, deviceBody });
      setInitial({ value, fromDevice: chosen.source === "device" });
      // The office's newer body replaces an older queued one (so that one is never delivered).
      if (needsDeviceWrite(current.current)) void writeDevice();
    })();
    return () => {
      cancelled = true;
    };
    // Restore once per draft; later server copies of the same draft do not replace typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  /** Hands the body to the outbox and drains; `force` also delivers at once and waits. */
  const save = useCallback(
    async (force = false): Promise<boolean> => {
      if (!outbox || current.current.discarded || !current.current.ready || accountDataWiped()) return true;
      await writeDevice();
      if (!force && current.current.entry === undefined) return true;
      const run = outbox.drain({ ignoreBackoff: force });
      if (!force) return true;
      await run.catch(() => undefined);
      return (await outbox.draftEntry(draftId)) === undefined;
    },
    [outbox, writeDevice, draftId],
  );

  const onChange = useCallback(
    (html: string, value: Descendant[]) => {
      if (readOnly) return;
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
      if ((event.type === "changed" ? event.key : event.entry.key) !== key) return;
      if (event.type === "delivering") dispatch({ type: "delivering" });
      if (event.type === "retrying") dispatch({ type: "retrying" });
      if (event.type === "rejected") dispatch({ type: "rejected" });
      if (event.type === "delivered" && (event.entry.kind === "draft.save" || event.entry.kind === "draft.send")) {
        dispatch({ type: "delivered", kind: event.entry.kind, body: event.entry.payload.body, actionDate: deliveredActionDate(event.response) });
      }
      if (event.type === "changed") refreshEntry();
    });
  }, [outbox, key, dispatch, refreshEntry]);

  const ready = initial !== null;
  // The logout dialog hands every open draft's typing to the outbox before listing it.
  useEffect(() => {
    if (!outbox || !ready) return;
    return registerOutboxFlusher(() => writeDevice());
  }, [outbox, ready, writeDevice]);

  // Autosave while open.
  useEffect(() => {
    if (!outbox || !ready) return;
    const interval = setInterval(() => void save(), Math.max(1000, autosaveMs));
    return () => clearInterval(interval);
  }, [outbox, ready, autosaveMs, save]);

  // Leaving the page or hiding it: write the device copy now and ask for the office save.
  useEffect(() => {
    if (!outbox || !ready) return;
    const flush = () => void save();
    const onVisibility = () => {
      if (document.visibilityState === "hidden") flush();
    };
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onVisibility);
      // The panel goes away (another message, another screen): keep what was typed.
      flush();
    };
  }, [outbox, ready, save]);

  const send = useCallback(async (): Promise<SendOutcome> => {
    if (!outbox) return { kind: "failed", error: new Error("read-only session") };
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
  return { initial, blank: state.blank, status: draftStatus(state), entry: state.entry, onChange, save, send, discard, unconfirmedSince };
}
