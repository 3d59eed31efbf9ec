/**
 * The correspondence shapes: the contract's `Attachment`, `SubRow`, `CorrespondenceMessage`,
 * `CorrespondenceListResponse` and `ExpiringMessagesResponse` as generated (@/lib/api/contract),
 * with one client-only refinement: the fields of decisions 85 and 86 are optional, because the
 * device keeps copies stored before them and checks them with these schemas
 * (./device-copies.ts). Responses are checked with `mask` by `apiRequest`, so unknown
 * properties are dropped.
 */
import { array, assign, integer, nullable, object, optional, string, type Infer } from "superstruct";
import {
  AttachmentSchema as ContractAttachmentSchema,
  CORRESPONDENCE_DATE_FILTER_DATE_VALUES,
  CorrespondenceHandledSchema,
  CorrespondenceListItemSchema as ContractListItemSchema,
  CorrespondenceListResponseSchema as ContractListResponseSchema,
  CorrespondenceMessageSchema as ContractMessageSchema,
  ExpiringMessagesResponseSchema as ContractExpiringSchema,
  SubRowSchema as ContractSubRowSchema,
  type CorrespondenceDateFilter,
  type CorrespondenceFilterCriteria,
  type CorrespondenceSearchRequest as ContractSearchRequest,
  type CorrespondenceSortColumn,
} from "@/lib/api/contract";

export {
  CORRESPONDENCE_SORT_COLUMN_VALUES as SORT_COLUMNS,
  DRAFT_STATUS_VALUES as DRAFT_STATUSES,
  MESSAGE_STATUS_VALUES as MESSAGE_STATUSES,
  type DraftStatus,
  type MessageStatus,
} from "@/lib/api/contract";
export type SortColumn = CorrespondenceSortColumn;
export type DateType = CorrespondenceDateFilter["date"];
export const DATE_TYPES: readonly DateType[] = CORRESPONDENCE_DATE_FILTER_DATE_VALUES;

export const AttachmentSchema = assign(
  ContractAttachmentSchema,
  object({
    /** Decision 86: lower-case hex SHA-256 of the stored bytes (absent from copies before it). */
    sha256: optional(nullable(string())),
    /** Decision 86: pages of a PDF; null for other types and unreadable PDFs. */
    pageCount: optional(nullable(integer())),
  }),
);
export type Attachment = Infer<typeof AttachmentSchema>;
export const AttachmentListSchema = array(AttachmentSchema);

export const SubRowSchema = assign(
  ContractSubRowSchema,
  object({
    messageSearchAttachment: array(AttachmentSchema),
    /** Absent from a draft row in a device copy that keeps no draft text (./draft-bodies.ts). */
    body: optional(string()),
  }),
);
export type SubRow = Infer<typeof SubRowSchema>;

export const CorrespondenceMessageSchema = assign(
  ContractMessageSchema,
  object({
    messageSearchAttachment: array(AttachmentSchema),
    subRows: nullable(array(SubRowSchema)),
    /** Decision 85 (shared inbox); absent from copies stored before it. */
    assigneeUserId: optional(nullable(integer())),
    handled: optional(nullable(CorrespondenceHandledSchema)),
    noteCount: optional(integer()),
  }),
);
export type CorrespondenceMessage = Infer<typeof CorrespondenceMessageSchema>;

export const CorrespondenceListItemSchema = assign(ContractListItemSchema, object({ message: CorrespondenceMessageSchema, subRows: array(SubRowSchema) }));
export type CorrespondenceListItem = Infer<typeof CorrespondenceListItemSchema>;

export const CorrespondenceListResponseSchema = assign(ContractListResponseSchema, object({ content: array(CorrespondenceListItemSchema) }));
export type CorrespondenceListResponse = Infer<typeof CorrespondenceListResponseSchema>;

export const ExpiringMessagesResponseSchema = assign(ContractExpiringSchema, object({ content: array(CorrespondenceMessageSchema) }));
export type ExpiringMessagesResponse = Infer<typeof ExpiringMessagesResponseSchema>;

/** filterCriteria of search, detail and expiring (empty values left out). */
export type FilterCriteria = CorrespondenceFilterCriteria;

/**
 * Body of search and detail (contract `CorrespondenceSearchRequest`); client-only: this client
 * always sends a sort and its direction, and a search type of ALLS or null.
 */
export type CorrespondenceSearchRequest = Omit<ContractSearchRequest, "sort" | "sortType" | "searchType"> & {
  sort: SortColumn;
  sortType: NonNullable<ContractSearchRequest["sortType"]>;
  searchType: "ALLS" | null;
};
