/**
 * The correspondence feature's kinds of outbox work, registered with the engine
 * (src/lib/outbox/kinds.ts) at start-up: by the page when the feature starts its outbox
 * (./register-page.ts) and by the service worker (sw/background-sync.ts), which imports this
 * module without React nor any page state. For each kind: its
 * key (./queued-work.ts), how new work merges with the queued entry (one entry per draft, the
 * latest body wins), how it is delivered (./deliver.ts, ./shared-inbox.ts), what must reach the
 * office before it (a reply is one unit, ./reply-unit.ts) and what it carries in words.
 *
 * Merging onto the queued entry of the same key:
 * - save onto save, send onto send: the body is replaced, the entry keeps its place (and a
 *   send keeps its Idempotency-Key, so a repeated send is answered once by the server);
 * - send onto save: the entry becomes the send (a send carries the body, a save adds nothing);
 * - save onto send: ignored, the send already carries the body and the draft is then closed;
 * - a patch of a message merges with the queued patch (the latest value of each field wins);
 * - so does a shared-inbox change (assignee, handled), keeping the first `base` (what the device
 *   showed before), and it moves to the end of the queue: after the letter's draft work;
 * - onto an entry waiting in "needs attention", the new payload as it is (queued afresh).
 * After every delivery, the device keeps what the office took (./delivery-notices.ts).
 */
import { htmlToText } from "@/lib/html/text";
import { defineOutboxKind, registerAfterDelivery, registerOutboxKinds, type OutboxKindDefinition } from "@/lib/outbox/kinds";
import { deliverDraftWork, deliverPatch } from "./deliver";
import { keepDelivered } from "./delivery-notices";
import type { EntryOf } from "./kinds";
import { draftKey, newDraftKey } from "./queued-work";
import { deliveredAs, FILE_NOT_STORED, filesOfReply, type DraftWork } from "./reply-unit";
import { deliverSharedInbox, type SharedEntry } from "./shared-inbox";

function draftWorkKey({ userId, payload }: { userId: number; payload: { draftId: number | null; messageId: number } }): string {
  return payload.draftId === null ? newDraftKey(userId, payload.messageId) : draftKey(userId, payload.draftId);
}

const draftText = (entry: EntryOf<"draft.save" | "draft.send">) => htmlToText(entry.payload.body);
const draftWork = { deliver: deliverDraftWork, delivered: (entry: DraftWork, response: unknown) => deliveredAs(entry, response) } satisfies Partial<OutboxKindDefinition<DraftWork>>;

const kinds = [
  defineOutboxKind<EntryOf<"draft.save">>({
    kind: "draft.save",
    key: draftWorkKey,
    merge: (existing, work, { failed }) => (existing.kind === "draft.send" && !failed ? null : { payload: work.payload }),
    ...draftWork,
    describe: draftText,
  }),
  defineOutboxKind<EntryOf<"draft.send">>({
    kind: "draft.send",
    key: draftWorkKey,
    // A save becoming the send is a new request, delivered now.
    merge: (existing, work) => (existing.kind === "draft.send" ? { payload: work.payload } : { payload: work.payload, newRequest: true, deliverNow: true }),
    ...draftWork,
    before: filesOfReply,
    heldError: FILE_NOT_STORED,
    describe: draftText,
  }),
  defineOutboxKind<EntryOf<"attachment.upload">>({
    kind: "attachment.upload",
    key: ({ userId, payload }) => `u${userId}:upload:${payload.uploadId}`,
    parts: (entry) => entry.payload.files.map((file) => file.part),
    ...draftWork,
    describe: (entry) => entry.payload.files.map((file) => file.name).join(", "),
  }),
  defineOutboxKind<EntryOf<"message.patch">>({
    kind: "message.patch",
    key: ({ userId, payload }) => `u${userId}:message:${payload.messageId}`,
    merge: (existing, work, { failed }) =>
      existing.kind === "message.patch" && !failed ? { payload: { ...existing.payload, ...work.payload }, newRequest: true } : { payload: work.payload, newRequest: true },
    deliver: deliverPatch,
  }),
  defineOutboxKind<EntryOf<"message.shared">>({
    kind: "message.shared",
    key: ({ userId, payload }) => `u${userId}:shared:${payload.messageId}`,
    merge: (existing, work, { failed }) => ({
      payload: existing.kind === "message.shared" && !failed ? { ...existing.payload, ...work.payload, base: { ...work.payload.base, ...existing.payload.base } } : work.payload,
      newRequest: true,
      // After what was queued before it (the letter's draft work).
      moveToEnd: true,
    }),
    deliver: (entry: SharedEntry, contents, context) => deliverSharedInbox(entry, contents, context),
  }),
  defineOutboxKind<EntryOf<"note.add">>({
    kind: "note.add",
    key: ({ userId, payload }) => `u${userId}:note:${payload.noteKey}`,
    deliver: deliverSharedInbox,
    describe: (entry) => entry.payload.text,
  }),
  defineOutboxKind<EntryOf<"note.delete">>({
    kind: "note.delete",
    key: ({ userId, payload }) => `u${userId}:note-delete:${payload.noteId}`,
    deliver: deliverSharedInbox,
  }),
];

/** Registers the feature's kinds and what their deliveries leave on the device (the worker's part). */
export function registerCorrespondenceOutbox(): void {
  registerOutboxKinds(kinds);
  registerAfterDelivery(keepDelivered);
}
