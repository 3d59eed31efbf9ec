/**
 * One open reply draft, kept safe (issue 3 "Drafts never lose a character"):
 * - every edit is written to the device copy within 300 ms, and at once on `pagehide` and when
 *   the page is hidden;
 * - the office gets it through the outbox every `autosaveMs` while the body changed, when the
 *   panel collapses (`save()`), before the thread closes (`save(true)`, awaited) and when the
 *   panel goes away;
 * - on opening, the newest body wins (./choose-body.ts), so a reload or a crash mid-typing
 *   restores every character;
 * - after a logout wiped the account's data, nothing more is written (a flush on `pagehide`).
 */
import { draftKey, type OutboxEntry, type OutboxEvent } from "@sw/outbox";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Descendant } from "slate";
import { accountDataWiped } from "@/lib/db/wipe";
import { registerOutboxFlusher } from "@/lib/outbox";
import type { SubRow } from "../api/schemas";
import { deserializeReply, isBlankReply, serializeReply } from "../editor/slate-html";
import { chooseBody } from "./choose-body";
import { readDeviceDraft, writeDeviceBody } from "./device-drafts";
import { deliverNow, enqueueSave, enqueueSend, kickOutbox, pendingEntry, startOutbox, subscribeOutbox } from "./outbox-service";
import { saveStatus, type SaveStatus } from "./save-status";

export const DEVICE_WRITE_DELAY_MS = 300;

export interface DraftSessionOptions {
  draft: SubRow;
  messageId: number;
  userId: number;
  readOnly: boolean;
  autosaveMs: number;
}

export type SendOutcome = { kind: "sent" } | { kind: "queued" } | { kind: "failed"; error: unknown };

export function useDraftSession({ draft, messageId, userId, readOnly, autosaveMs }: DraftSessionOptions) {
  const draftId = draft.id;
  const [initial, setInitial] = useState<{ value: Descendant[]; fromDevice: boolean } | null>(null);
  const [blank, setBlank] = useState(true);
  const [localPending, setLocalPending] = useState(false);
  const [entry, setEntry] = useState<OutboxEntry | undefined>(undefined);
  const [delivering, setDelivering] = useState(false);
  const [syncedBody, setSyncedBody] = useState<string | null>(null);
  const body = useRef<string>("");
  /** The last body handed to the outbox (or confirmed), so unchanged bodies are not saved again. */
  const queuedBody = useRef<string>("");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Edits not yet written to the device copy. */
  const unwritten = useRef(false);
  /** The draft is being deleted: nothing more is written or queued for it. */
  const discarded = useRef(false);
  /** When this device started writing the reply (device copy), for the stale-draft warning. */
  const pendingSince = useRef<number | null>(null);
  /** The body on screen, for rendering (the ref is the same, for callbacks). */
  const [typed, setTyped] = useState("");

  const refreshEntry = useCallback(() => void pendingEntry(draftId).then(setEntry, () => undefined), [draftId]);

  // Restore: the newest of the device copy and the server's draft.
  useEffect(() => {
    let cancelled = false;
    if (!readOnly) startOutbox(userId);
    void (async () => {
      const stored = await readDeviceDraft(draftId).catch(() => undefined);
      // Device copies are per user: a child account sees its parent's drafts, not their typing.
      const device = stored?.userId === userId ? stored : undefined;
      if (cancelled) return;
      pendingSince.current = device?.pendingSince ?? null;
      const chosen = chooseBody({ body: draft.body, actionDate: draft.actionDate }, device);
      const value = deserializeReply(chosen.body);
      const canonical = serializeReply(value);
      body.current = canonical;
      setTyped(canonical);
      const confirmed = device?.serverActionDate === draft.actionDate ? device.syncedBody : draft.body;
      queuedBody.current = confirmed === chosen.body ? canonical : (confirmed ?? "");
      setSyncedBody(confirmed === chosen.body ? canonical : confirmed);
      setBlank(isBlankReply(value));
      setInitial({ value, fromDevice: chosen.source === "device" });
      refreshEntry();
    })();
    return () => {
      cancelled = true;
    };
    // Restore once per draft; later server copies of the same draft do not replace typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftId]);

  const writeDevice = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (readOnly || discarded.current || !unwritten.current || accountDataWiped()) return;
    unwritten.current = false;
    const written = await writeDeviceBody({ draftId, messageId, userId, body: body.current }).catch((error: unknown) => {
      console.warn("draft not stored on the device", error);
      return null;
    });
    if (written) pendingSince.current = written.pendingSince ?? null;
    setLocalPending(false);
  }, [readOnly, draftId, messageId, userId]);

  /** Hands the body to the outbox when it changed; `force` also delivers at once and waits. */
  const save = useCallback(
    async (force = false): Promise<boolean> => {
      if (readOnly || discarded.current || initial === null || accountDataWiped()) return true;
      await writeDevice();
      const changed = body.current !== queuedBody.current;
      if (!changed && !force) return true;
      queuedBody.current = body.current;
      await enqueueSave({ draftId: draftId, messageId: messageId, body: body.current }, force);
      refreshEntry();
      const run = kickOutbox(force);
      if (!force) return true;
      await run.catch(() => undefined);
      return (await pendingEntry(draftId)) === undefined;
    },
    [readOnly, initial, writeDevice, refreshEntry, draftId, messageId],
  );

  const onChange = useCallback(
    (html: string, value: Descendant[]) => {
      if (readOnly || html === body.current) return;
      body.current = html;
      setTyped(html);
      unwritten.current = true;
      pendingSince.current ??= Date.now();
      setBlank(isBlankReply(value));
      setLocalPending(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void writeDevice(), DEVICE_WRITE_DELAY_MS);
    },
    [readOnly, writeDevice],
  );

  // Outbox events of this draft: what is queued, on the wire, confirmed.
  useEffect(() => {
    if (readOnly) return;
    startOutbox(userId);
    return subscribeOutbox((event: OutboxEvent) => {
      const key = event.type === "changed" ? event.key : event.entry.key;
      if (key !== draftKey(userId, draftId)) return;
      if (event.type === "delivering") setDelivering(true);
      if (event.type === "delivered" || event.type === "retrying" || event.type === "rejected") setDelivering(false);
      if (event.type === "delivered" && event.entry.kind === "draft.save") {
        setSyncedBody(event.entry.payload.body);
      }
      if (event.type === "changed") refreshEntry();
    });
  }, [readOnly, userId, draftId, refreshEntry]);

  // The logout dialog hands every open draft's typing to the outbox before listing it.
  useEffect(() => {
    if (readOnly || initial === null) return;
    return registerOutboxFlusher(() => save());
  }, [readOnly, initial, save]);

  // Autosave while open and changed.
  useEffect(() => {
    if (readOnly || initial === null) return;
    const interval = setInterval(() => void save(), Math.max(1000, autosaveMs));
    return () => clearInterval(interval);
  }, [readOnly, initial, autosaveMs, save]);

  // Leaving the page or hiding it: write the device copy now and queue the office save.
  useEffect(() => {
    if (readOnly || initial === null) return;
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
  }, [readOnly, initial, save]);

  const send = useCallback(async (): Promise<SendOutcome> => {
    await writeDevice();
    queuedBody.current = body.current;
    const outcome = await deliverNow(() => enqueueSend({ draftId: draftId, messageId: messageId, body: body.current }));
    refreshEntry();
    if (outcome.kind === "delivered") return { kind: "sent" };
    return outcome;
  }, [writeDevice, refreshEntry, draftId, messageId]);

  /** Stops (or resumes, when the delete failed) all saving of a draft being deleted. */
  const discard = useCallback((on: boolean) => {
    discarded.current = on;
    if (on && timer.current) clearTimeout(timer.current);
  }, []);

  const status: SaveStatus = saveStatus({ ready: initial !== null, localPending, entry, delivering, synced: syncedBody === typed });
  const unconfirmedSince = useCallback(() => pendingSince.current, []);
  return { initial, blank, status, entry, onChange, save, send, discard, unconfirmedSince };
}
