/**
 * The shared inbox's queued work (decision 85), delivered by the outbox (registered by ./register.ts):
 * - `message.shared`: the assignee and the handled mark, a JSON Patch. Before it goes, the
 *   letter's current state is read (a search of the second it was received: no side effect,
 *   unlike opening it). A field a colleague changed meanwhile (the office's value is neither what
 *   the device showed nor ours) is not sent: the office's answer wins, and the delivery reports
 *   it (`SharedDelivery.conflicts`) so the user is told what changed;
 * - `note.add`: POST of the note with the entry's Idempotency-Key (written exactly once);
 * - `note.delete`: DELETE; a note already gone (404) counts as done.
 */
import { array, type } from "superstruct";
import { apiRequest, isApiError } from "@/lib/api";
import { answerPart } from "@/lib/api/answer-part";
import { CorrespondenceMessageSchema, CorrespondenceNoteSchema } from "@/lib/api/contract";
import type { DeliveryContext, DeliveryResult } from "@/lib/outbox";
import { deliveryRequest, type OutboxRequest } from "./deliver";
import type { EntryOf, SharedPayload } from "./kinds";

export type SharedEntry = EntryOf<"message.shared" | "note.add" | "note.delete">;

/** A field the office kept because a colleague changed it meanwhile, with the office's value. */
export type SharedConflict = { field: "assigneeUserId"; office: number | null } | { field: "handled"; office: boolean };

/** What a delivered `message.shared` entry answers (the `delivered` event's response). */
export interface SharedDelivery {
  messageId: number;
  subject: string;
  conflicts: SharedConflict[];
}

/**
 * The search's answer (the contract's CorrespondenceListResponse), the part the check reads: each
 * letter's id, assignee and handled mark (the rest kept).
 */
const CurrentStateSchema = type({ content: array(type({ message: answerPart(CorrespondenceMessageSchema, ["id", "assigneeUserId", "handled"]) })) });

function patchOperations(payload: SharedPayload): { op: "replace"; path: string; value: unknown }[] {
  const operations: { op: "replace"; path: string; value: unknown }[] = [];
  if (payload.assigneeUserId !== undefined) operations.push({ op: "replace", path: "/assigneeUserId", value: payload.assigneeUserId });
  if (payload.handled !== undefined) operations.push({ op: "replace", path: "/handled", value: payload.handled });
  return operations;
}

export function sharedInboxRequest(entry: SharedEntry): OutboxRequest {
  const path = `/correspondences/message/${entry.payload.messageId}`;
  switch (entry.kind) {
    case "message.shared":
      return { method: "PATCH", path, json: patchOperations(entry.payload), headers: { "Content-Type": "application/json-patch+json" } };
    case "note.add":
      return { method: "POST", path: `${path}/notes`, json: { text: entry.payload.text }, headers: { "Idempotency-Key": entry.idempotencyKey } };
    case "note.delete":
      return { method: "DELETE", path: `${path}/notes/${entry.payload.noteId}`, headers: {} };
  }
}

/** The fields of `payload` a colleague changed meanwhile, given the office's current values. Pure. */
export function sharedConflicts(payload: SharedPayload, office: { assigneeUserId: number | null; handled: boolean }): SharedConflict[] {
  const conflicts: SharedConflict[] = [];
  const { base } = payload;
  if (payload.assigneeUserId !== undefined && base.assigneeUserId !== undefined) {
    if (office.assigneeUserId !== base.assigneeUserId && office.assigneeUserId !== payload.assigneeUserId) conflicts.push({ field: "assigneeUserId", office: office.assigneeUserId });
  }
  if (payload.handled !== undefined && base.handled !== undefined) {
    if (office.handled !== base.handled && office.handled !== payload.handled) conflicts.push({ field: "handled", office: office.handled });
  }
  return conflicts;
}

/** The letter's current assignee and mark, read by the second it was received (null: the account has it no more). */
async function currentState(payload: SharedPayload, signal: AbortSignal): Promise<{ assigneeUserId: number | null; handled: boolean } | null> {
  const day = { date: "RECEIVED_DATE", dateFrom: payload.receivedDate, dateTo: payload.receivedDate };
  const page = await apiRequest({
    method: "POST",
    path: "/correspondences/message/search",
    json: { requestPage: 0, size: 100, searchType: null, filterCriteria: { dates: day } },
    schema: CurrentStateSchema,
    redirectOn401: false,
    signal,
  });
  const message = page.content.find((item) => item.message.id === payload.messageId)?.message;
  return message ? { assigneeUserId: message.assigneeUserId, handled: message.handled !== null } : null;
}

/** Delivers one shared-inbox entry; failures are thrown for the outbox's transport to sort. */
export async function deliverSharedInbox(entry: SharedEntry, _contents: readonly Blob[], context: DeliveryContext): Promise<DeliveryResult> {
  const request = deliveryRequest(sharedInboxRequest(entry), context);
  if (entry.kind === "note.add") return { status: "delivered", response: await apiRequest({ ...request, schema: CorrespondenceNoteSchema }) };
  if (entry.kind === "note.delete") {
    try {
      await apiRequest({ ...request, schema: "void" });
    } catch (error) {
      if (!isApiError(error) || error.status !== 404) throw error;
    }
    return { status: "delivered", response: null };
  }
  const office = await currentState(entry.payload, request.signal);
  if (!office) return { status: "rejected", error: "something.not.found", httpStatus: 404 };
  const conflicts = sharedConflicts(entry.payload, office);
  const payload: SharedPayload = { ...entry.payload };
  for (const conflict of conflicts) delete payload[conflict.field];
  if (patchOperations(payload).length > 0) await apiRequest({ ...request, json: patchOperations(payload), schema: "void" });
  const response: SharedDelivery = { messageId: entry.payload.messageId, subject: entry.payload.subject, conflicts };
  return { status: "delivered", response };
}
