/**
 * Test data of the correspondence feature: an office letter (the thread) and a reply draft of
 * the user, each with every field the contract requires; a test overrides what it is about.
 */
import type { CorrespondenceMessage, SubRow } from "@/features/correspondence/api/schemas";
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
