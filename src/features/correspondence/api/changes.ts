/**
 * The office's side of the synced archive: one page of the changes feed (decision 81) and the
 * office's count of the account's letters received since a day (the keep choice's sizes and
 * the first listing's "checked N of M").
 */
import { array, assign, object, type Infer } from "superstruct";
import { apiRequest } from "@/lib/api";
import { CorrespondenceChangesResponseSchema as ContractChangesResponseSchema } from "@/lib/api/contract";
import { toSearchRequest } from "../list-params";
import { CorrespondenceListResponseSchema, CorrespondenceMessageSchema } from "./schemas";

/** The contract's page of changes, its letters read as the inbox reads them (./schemas.ts). */
export const CorrespondenceChangesResponseSchema = assign(ContractChangesResponseSchema, object({ changed: array(CorrespondenceMessageSchema) }));
export type CorrespondenceChanges = Infer<typeof CorrespondenceChangesResponseSchema>;

/** Changes per page: the contract's default (200 of at most 500), about 0.5 MB of letters. */
export const CHANGES_PAGE_SIZE = 200;

/** The page after `since` (null: the first page of a full listing). */
export function fetchChanges(since: string | null, signal?: AbortSignal): Promise<CorrespondenceChanges> {
  return apiRequest({
    path: "/correspondences/changes",
    query: { since: since ?? undefined, limit: CHANGES_PAGE_SIZE },
    schema: CorrespondenceChangesResponseSchema,
    signal,
  });
}

/** The account's letters received from `fromDay` to `today` (every letter when `fromDay` is null). */
export async function officeLetterCount(fromDay: string | null, today: string, signal?: AbortSignal): Promise<number> {
  const dates = fromDay === null ? {} : { dateType: "RECEIVED_DATE" as const, dateFrom: fromDay, dateTo: today };
  const response = await apiRequest({
    method: "POST",
    path: "/correspondences/message/search",
    json: toSearchRequest({ size: 10, ...dates }),
    schema: CorrespondenceListResponseSchema,
    signal,
  });
  return response.totalResults;
}
