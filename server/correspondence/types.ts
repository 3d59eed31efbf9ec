/** Wire shapes of the correspondence operations (contract schemas) and their value sets. */

// The value sets come from the contract, through the module generated for the app
// (src/lib/api/contract/enums.ts, scripts/generate-contract.mjs): one copy for both sides.
import {
  CORRESPONDENCE_DATE_FILTER_DATE_VALUES,
  type CorrespondenceDirection,
  type CorrespondenceSortColumn,
  type DraftStatus,
  type MessageStatus,
} from "../../src/lib/api/contract/enums";

export {
  CORRESPONDENCE_DIRECTION_VALUES as DIRECTIONS,
  CORRESPONDENCE_SORT_COLUMN_VALUES as SORT_COLUMNS,
  DRAFT_STATUS_VALUES as DRAFT_STATUSES,
  MESSAGE_STATUS_VALUES as MESSAGE_STATUSES,
} from "../../src/lib/api/contract/enums";
export type { DraftStatus, MessageStatus };
export type Direction = CorrespondenceDirection;
export type SortColumn = CorrespondenceSortColumn;
export const DATE_TYPES = CORRESPONDENCE_DATE_FILTER_DATE_VALUES;
export type DateType = (typeof DATE_TYPES)[number];

/** Decision 6: reply bodies are at most 20000 characters. */
export const REPLY_BODY_MAX = 20000;

export interface Attachment {
  id: number;
  name: string;
  size: number;
  /** Lower-case hex SHA-256 of the stored bytes (decision 86). */
  sha256: string;
  /** Pages of a PDF; null for other types and unreadable (encrypted, damaged) PDFs. */
  pageCount: number | null;
}

export interface SubRow {
  id: number;
  draftStatus: DraftStatus;
  actionDate: string;
  userFullNameAndEmail: string;
  body: string;
  messageSearchAttachment: Attachment[];
  boCorrespondenceNumber: string | null;
  hasAttachment: boolean;
}

export interface CorrespondenceMessage {
  id: number;
  messageId: number;
  applicationNumber: string | null;
  applicationId: number | null;
  dossierType: string | null;
  subject: string;
  recipientFullNameAndEmail: string;
  senderFullNameAndEmail: string;
  messageStatus: MessageStatus;
  receivedDate: string;
  dueDate: string | null;
  hasReply: boolean;
  requiresReply: boolean;
  body: string;
  messageSearchAttachment: Attachment[];
  previousId: number | null;
  nextId: number | null;
  index: number | null;
  direction: Direction;
  boCorrespondenceNumber: string | null;
  registrationNumber: string | null;
  hasAttachment: boolean;
  important: boolean;
  subRows: SubRow[] | null;
  /** Decision 85 (shared inbox). */
  assigneeUserId: number | null;
  handled: HandledMark | null;
  noteCount: number;
}

/** Decision 85: who marked a letter handled, and when (LocalDateTime). */
export interface HandledMark {
  byUserId: number;
  at: string;
}

/** Decision 85: an internal note of the firm on a letter. */
export interface CorrespondenceNote {
  id: number;
  authorUserId: number;
  authorFullName: string;
  text: string;
  createdAt: string;
}

/** Decision 85: notes are 1–2000 characters of plain text. */
export const NOTE_TEXT_MAX = 2000;

export interface CorrespondenceListItem {
  message: CorrespondenceMessage;
  subRows: SubRow[];
}
