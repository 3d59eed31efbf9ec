/**
 * Test data of the correspondence feature: an office letter (the thread), a reply draft of the
 * user and a draft's outbox entry, each with every field required; a test overrides what it is
 * about.
 */
import type { CorrespondenceMessage, SubRow } from "@/features/correspondence/api/schemas";
import type { OutboxEntry } from "@/lib/outbox";
import { createQueryClient } from "@/lib/query";
import { sessionQueryKeys } from "@/lib/session";
import { demoParent } from "../../lib/fixtures";

/** A query client whose session names demoparent (the device's copies are stored for that account). */
export function signedInQueryClient() {
  const client = createQueryClient();
  client.setQueryData(sessionQueryKeys.me(), demoParent);
  return client;
}

/** The user's reply draft (`draftStatus` DRAFT) with a short body. */
export function replyDraft(overrides: Partial<SubRow> & Pick<SubRow, "id">): SubRow {
  return {
    draftStatus: "DRAFT",
    actionDate: "2026-03-14T10:00:00",
    userFullNameAndEmail: "Jonas",
    body: "<p>Dear office</p>",
    messageSearchAttachment: [],
    boCorrespondenceNumber: null,
    hasAttachment: false,
    ...overrides,
  };
}

/** A letter from the office that asks for a reply, read, with its sub-rows. */
export function officeLetter(overrides: Partial<CorrespondenceMessage> & Pick<CorrespondenceMessage, "id">): CorrespondenceMessage {
  return {
    messageId: overrides.id,
    applicationNumber: "TM-1",
    applicationId: null,
    dossierType: null,
    subject: "Opposition",
    recipientFullNameAndEmail: "Jonas",
    senderFullNameAndEmail: "Examiner",
    messageStatus: "READ",
    receivedDate: "2026-03-01T09:00:00",
    dueDate: null,
    hasReply: false,
    requiresReply: true,
    body: "<p>Please answer.</p>",
    messageSearchAttachment: [],
    previousId: null,
    nextId: null,
    index: null,
    direction: "BO_INCOMING",
    boCorrespondenceNumber: "R-1",
    registrationNumber: null,
    hasAttachment: false,
    important: false,
    subRows: [],
    ...overrides,
  };
}

/** A draft's entry in the outbox (a save unless `kind` says otherwise), as the outbox stores it. */
export function draftEntry(entry: {
  userId: number;
  draftId: number;
  messageId: number;
  body: string;
  kind?: "draft.save" | "draft.send";
  baseActionDate?: string | null;
  revision?: number;
  updatedAt?: number;
}): OutboxEntry {
  return {
    key: `u${entry.userId}:draft:${entry.draftId}`,
    userId: entry.userId,
    kind: entry.kind ?? "draft.save",
    payload: { draftId: entry.draftId, messageId: entry.messageId, body: entry.body, baseActionDate: entry.baseActionDate ?? null },
    seq: 1,
    revision: entry.revision ?? 1,
    idempotencyKey: "k",
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    failed: null,
    createdAt: 0,
    updatedAt: entry.updatedAt ?? 0,
  };
}
