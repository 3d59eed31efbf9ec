/**
 * The shared inbox (decision 85) on the client: the account's correspondence users and a
 * letter's notes (screen data, kept on the device like every query), and the user's changes,
 * which all go through the one outbox (src/lib/outbox: kinds `message.shared`, `note.add`,
 * `note.delete`): written on the device first, delivered exactly once and in order, shown
 * at once from the queued entries (`usePendingShared`) until the office has them.
 */
import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { array } from "superstruct";
import { apiRequest } from "@/lib/api";
import { CorrespondenceNoteSchema, CorrespondenceUserSchema, type CorrespondenceNote, type CorrespondenceUser } from "@/lib/api/contract";
import type { OutboxEntry, OutboxEvent, OutboxOperation } from "@/lib/outbox";
import type { SharedDelivery } from "../outbox/shared-inbox";
import { correspondenceKeys } from "./correspondence-queries";
import type { CorrespondenceMessage } from "./schemas";

export type { CorrespondenceUser };
export type Note = CorrespondenceNote;

export const sharedInboxKeys = {
  users: () => ["correspondence", "users"] as const,
  notes: (messageId: number) => ["correspondence", "notes", messageId] as const,
};

export const sharedInboxQueries = {
  users: () =>
    queryOptions({
      queryKey: sharedInboxKeys.users(),
      queryFn: ({ signal }) => apiRequest({ path: "/account/correspondence-users", schema: array(CorrespondenceUserSchema), signal }),
      staleTime: 5 * 60_000,
    }),
  notes: (messageId: number) =>
    queryOptions({
      queryKey: sharedInboxKeys.notes(messageId),
      queryFn: ({ signal }) => apiRequest({ path: `/correspondences/message/${messageId}/notes`, schema: array(CorrespondenceNoteSchema), signal }),
    }),
};

async function enqueue(operation: OutboxOperation): Promise<void> {
  const outbox = (await import("@/lib/outbox")).currentOutbox();
  // Only sessions that may write have an outbox; the screens offer nothing to the others.
  if (!outbox) throw new Error("no outbox: this session cannot change the shared inbox");
  await outbox.enqueue(operation, { immediate: true });
  void outbox.drain({ ignoreBackoff: true }).catch(() => undefined);
}

type Letter = Pick<CorrespondenceMessage, "id" | "subject" | "receivedDate" | "assigneeUserId" | "handled">;

/** Assigns the letter (null: to nobody); `shown` is the assignee the screen showed. */
export function assignLetter(letter: Letter, assigneeUserId: number | null, shown: number | null): Promise<void> {
  const { id: messageId, subject, receivedDate } = letter;
  return enqueue({ kind: "message.shared", payload: { messageId, subject, receivedDate, assigneeUserId, base: { assigneeUserId: shown } } });
}

/** Marks the letter handled or not; `shown` is what the screen showed. */
export function markHandled(letter: Letter, handled: boolean, shown: boolean): Promise<void> {
  const { id: messageId, subject, receivedDate } = letter;
  return enqueue({ kind: "message.shared", payload: { messageId, subject, receivedDate, handled, base: { handled: shown } } });
}

export function addNote(messageId: number, text: string): Promise<void> {
  return enqueue({ kind: "note.add", payload: { noteKey: crypto.randomUUID(), messageId, text, writtenAt: Date.now() } });
}

export function deleteNote(messageId: number, noteId: number): Promise<void> {
  return enqueue({ kind: "note.delete", payload: { messageId, noteId } });
}

/** What waits on this device for the letters: assignee and mark per letter, notes written, notes deleted. */
export interface PendingShared {
  letters: Map<number, { assigneeUserId?: number | null; handled?: boolean; failed: boolean }>;
  notes: { key: string; messageId: number; text: string; writtenAt: number; failed: boolean }[];
  deletedNotes: Set<number>;
}

const NOTHING: PendingShared = { letters: new Map(), notes: [], deletedNotes: new Set() };

/** The shared-inbox entries of the outbox, as the screens overlay them. Pure. */
export function pendingShared(entries: readonly OutboxEntry[]): PendingShared {
  const pending: PendingShared = { letters: new Map(), notes: [], deletedNotes: new Set() };
  for (const entry of entries) {
    const failed = entry.failed !== null && entry.failed !== undefined;
    if (entry.kind === "message.shared") {
      const { assigneeUserId, handled } = entry.payload;
      pending.letters.set(entry.payload.messageId, { ...(assigneeUserId !== undefined && { assigneeUserId }), ...(handled !== undefined && { handled }), failed });
    } else if (entry.kind === "note.add") {
      const { messageId, text, writtenAt } = entry.payload;
      pending.notes.push({ key: entry.key, messageId, text, writtenAt, failed });
    } else if (entry.kind === "note.delete") pending.deletedNotes.add(entry.payload.noteId);
  }
  return pending;
}

const isShared = (entry: OutboxEntry) => entry.kind === "message.shared" || entry.kind === "note.add" || entry.kind === "note.delete";

/**
 * The queued shared-inbox work, followed through every tab's and the worker's outbox events.
 * When the office has an entry, the lists, threads and notes are read again; a change a
 * colleague made meanwhile is reported through `onConflict` (the office's value stays), also one
 * met before this screen opened (by the service worker with no tab open, or by a page showing
 * another screen): kept on the device until told (../outbox/delivery-notices.ts).
 */
/** A letter's queued fields, as the outbox will hold them. */
export type SharedFields = { assigneeUserId?: number | null; handled?: boolean };

export function usePendingShared(
  enabled: boolean,
  onConflict?: (delivery: SharedDelivery) => void,
): { pending: PendingShared; refresh: () => void; assume: (messageId: number, fields: SharedFields) => void } {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingShared>(NOTHING);
  // Grows after this page queued work (an enqueue announces nothing by itself): read the queue again.
  const [asked, setAsked] = useState(0);
  // Told once per screen, whether from the device's notice or the delivery's event.
  const told = useRef(new Set<string>());
  // A screen that tells nothing (no `onConflict`) leaves the kept notices to one that does.
  const tells = onConflict !== undefined;
  const tell = useEffectEvent((key: string, delivery: SharedDelivery) => {
    if (!onConflict) return;
    const said = `${key}|${JSON.stringify(delivery.conflicts)}`;
    if (!told.current.has(said)) {
      told.current.add(said);
      onConflict(delivery);
    }
    void import("../outbox/delivery-notices").then(({ forgetDeliveryNotice }) => forgetDeliveryNotice(key)).catch(() => undefined);
  });
  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("@/lib/outbox").then(({ currentOutbox }) => {
      const outbox = currentOutbox();
      if (cancelled || !outbox) return;
      const refresh = () =>
        void outbox.list().then(
          (entries) => !cancelled && setPending(pendingShared(entries)),
          () => undefined,
        );
      refresh();
      stop = outbox.observe((event: OutboxEvent) => {
        // Any change of the queue (a typing's quiet write aside) may concern the shared inbox.
        if (event.type !== "written") refresh();
        if (event.type !== "delivered" || !isShared(event.entry)) return;
        const response = event.response as SharedDelivery | null;
        if (event.entry.kind === "message.shared" && response && response.conflicts.length > 0) tell(event.entry.key, response);
        void queryClient.invalidateQueries({ queryKey: correspondenceKeys.all });
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [enabled, queryClient, asked]);
  // What deliveries kept for a screen that tells (the worker's, another screen's): read once per screen, not per refresh.
  useEffect(() => {
    if (!enabled || !tells) return;
    let cancelled = false;
    void import("@/lib/outbox")
      .then(async ({ currentOutbox }) => {
        const outbox = currentOutbox();
        if (cancelled || !outbox) return;
        const { keptDeliveryNotices } = await import("../outbox/delivery-notices");
        const kept = await keptDeliveryNotices(outbox.userId);
        if (!cancelled) for (const notice of kept) tell(notice.key, notice.delivery);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [enabled, tells]);
  return {
    pending,
    refresh: () => setAsked((n) => n + 1),
    // Shown before the outbox has written it (a frame, not an IndexedDB round trip); the next
    // refresh shows the queue as it is.
    assume: (messageId, fields) =>
      setPending((current) => {
        const letters = new Map(current.letters);
        letters.set(messageId, { ...letters.get(messageId), ...fields, failed: false });
        return { ...current, letters };
      }),
  };
}
