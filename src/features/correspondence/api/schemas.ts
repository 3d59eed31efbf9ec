/**
 * superstruct schemas of the correspondence shapes (contract components `Attachment`, `SubRow`,
 * `CorrespondenceMessage`, `CorrespondenceListResponse`, `ExpiringMessagesResponse`). Responses
 * are checked with `mask` by `apiRequest`, so unknown properties are dropped.
 */
import { array, boolean, enums, integer, nullable, object, optional, string, type Infer } from "superstruct";

export const MESSAGE_STATUSES = ["NEW", "READ"] as const;
export const DRAFT_STATUSES = ["DRAFT", "SENT"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

export const SORT_COLUMNS = [
  "IMPORTANT",
  "BO_CORRESPONDENCE_NUMBER",
  "CATEGORY",
  "SUBJECT",
  "APPLICATION_NUMBER",
  "REGISTRATION_NUMBER",
  "RECEIVED_DATE",
  "DUE_DATE",
  "MESSAGE_STATUS",
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

export const DATE_TYPES = ["RECEIVED_DATE", "DUE_DATE"] as const;
export type DateType = (typeof DATE_TYPES)[number];

export const AttachmentSchema = object({
  id: integer(),
  name: string(),
  size: integer(),
  /** Decision 86: lower-case hex SHA-256 of the stored bytes (absent from offices before it). */
  sha256: optional(nullable(string())),
  /** Decision 86: pages of a PDF; null for other types and unreadable PDFs. */
  pageCount: optional(nullable(integer())),
});
export type Attachment = Infer<typeof AttachmentSchema>;
export const AttachmentListSchema = array(AttachmentSchema);

export const SubRowSchema = object({
  id: integer(),
  draftStatus: enums(DRAFT_STATUSES),
  actionDate: string(),
  userFullNameAndEmail: string(),
  body: string(),
  messageSearchAttachment: array(AttachmentSchema),
  boCorrespondenceNumber: nullable(string()),
  hasAttachment: boolean(),
});
export type SubRow = Infer<typeof SubRowSchema>;

export const CorrespondenceMessageSchema = object({
  id: integer(),
  messageId: integer(),
  applicationNumber: nullable(string()),
  applicationId: nullable(integer()),
  dossierType: nullable(string()),
  subject: string(),
  recipientFullNameAndEmail: string(),
  senderFullNameAndEmail: string(),
  messageStatus: enums(MESSAGE_STATUSES),
  receivedDate: string(),
  dueDate: nullable(string()),
  hasReply: boolean(),
  requiresReply: boolean(),
  body: string(),
  messageSearchAttachment: array(AttachmentSchema),
  previousId: nullable(integer()),
  nextId: nullable(integer()),
  index: nullable(integer()),
  direction: enums(["BO_INCOMING", "BO_OUTGOING"]),
  boCorrespondenceNumber: nullable(string()),
  registrationNumber: nullable(string()),
  hasAttachment: boolean(),
  important: boolean(),
  subRows: nullable(array(SubRowSchema)),
  /** Decision 85 (shared inbox); absent from copies stored before it. */
  assigneeUserId: optional(nullable(integer())),
  handled: optional(nullable(object({ byUserId: integer(), at: string() }))),
  noteCount: optional(integer()),
});
export type CorrespondenceMessage = Infer<typeof CorrespondenceMessageSchema>;

export const CorrespondenceListItemSchema = object({
  message: CorrespondenceMessageSchema,
  subRows: array(SubRowSchema),
});
export type CorrespondenceListItem = Infer<typeof CorrespondenceListItemSchema>;

export const CorrespondenceListResponseSchema = object({
  content: array(CorrespondenceListItemSchema),
  totalResults: integer(),
  pageSize: integer(),
  pageNumber: integer(),
  numberOfElements: integer(),
});
export type CorrespondenceListResponse = Infer<typeof CorrespondenceListResponseSchema>;

export const ExpiringMessagesResponseSchema = object({
  count: integer(),
  content: array(CorrespondenceMessageSchema),
});
export type ExpiringMessagesResponse = Infer<typeof ExpiringMessagesResponseSchema>;

/** filterCriteria of search, detail and expiring (empty values left out). */
export interface FilterCriteria {
  categories?: string[];
  messageStatuses?: MessageStatus[];
  draftStatuses?: DraftStatus[];
  important?: boolean;
  requiresReply?: boolean;
  dates?: { date: DateType; dateFrom: string; dateTo: string };
  /** Decision 85: assigned to the session user, to nobody, or to a user id. */
  assignee?: "ME" | "NOBODY" | number;
  /** Decision 85: true handled only, false not handled only. */
  handled?: boolean;
}

/** Body of search and detail (contract `CorrespondenceSearchRequest`). */
export interface CorrespondenceSearchRequest {
  requestPage: number;
  size: number;
  sort: SortColumn;
  sortType: "ASC" | "DESC";
  search?: string;
  filterCriteria?: FilterCriteria;
  searchType: "ALLS" | null;
}
