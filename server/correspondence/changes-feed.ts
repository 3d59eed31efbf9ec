/**
 * GET /correspondences/changes (decision 81): one page of the account's changes log after a
 * cursor, each changed message whole as the detail call returns it, removed ones by id.
 * The cursor is opaque to clients: base64url of "epoch.account.seq". A cursor of another
 * database (reseeded), another account, or past the log's end is unknown: 410.
 */
import type { Db } from "../db/client";
import { ApiError } from "../http/errors";
import { logState, type LogState } from "./changes-log";
import { messageJson, SUB_ROWS_JSON, withFacts } from "./message-json";
import type { CorrespondenceMessage } from "./types";

export const DEFAULT_CHANGES_LIMIT = 200;

export interface ChangesPage {
  cursor: string;
  hasMore: boolean;
  changed: CorrespondenceMessage[];
  removed: number[];
}

const expired = () => new ApiError(410, "changes.cursor.expired");

export function encodeCursor(epoch: string, accountId: number, seq: number): string {
  return Buffer.from(`${epoch}.${accountId}.${seq}`, "utf8").toString("base64url");
}

/** The seq a cursor stands for, or 410 when the cursor is not one of this log's for this account. */
export function seqOfCursor(cursor: string, accountId: number, log: LogState): number {
  const match = /^([0-9a-f]+)\.(\d+)\.(\d+)$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!match) throw expired();
  const [, epoch, account, seq] = match as unknown as [string, string, string, string];
  const value = Number(seq);
  if (epoch !== log.epoch || Number(account) !== accountId || !Number.isSafeInteger(value) || value > log.lastSeq) throw expired();
  return value;
}

/**
 * The page as the JSON text of ChangesPage, in one statement after the log's state: the page's log
 * rows joined with their messages, each message written by SQLite (message-json.ts), a removed
 * or foreign one as its id.
 */
export async function changesPageJson(db: Db, accountId: number, since: string | undefined, limit: number): Promise<string> {
  const log = await logState(db);
  const after = since === undefined ? 0 : seqOfCursor(since, accountId, log);
  const read = () =>
    db.first<PageRow>(
      `SELECT page.*, EXISTS (SELECT 1 FROM correspondence_changes c WHERE c.account_id = ? AND c.seq > page.last_seq) AS has_more
       FROM (SELECT MAX(p.seq) AS last_seq,
               group_concat(CASE WHEN m.id IS NOT NULL THEN ${messageJson(SUB_ROWS_JSON)} END, ',' ORDER BY p.seq) AS changed,
               json_group_array(p.message_id ORDER BY p.seq) FILTER (WHERE m.id IS NULL) AS removed
             FROM (SELECT message_id, seq, kind FROM correspondence_changes WHERE account_id = ? AND seq > ? ORDER BY seq LIMIT ?) p
             LEFT JOIN correspondence_messages m ON m.id = p.message_id AND p.kind <> 'removed' AND +m.account_id = ?) page`,
      [accountId, accountId, after, limit, accountId],
    );
  const row = await withFacts(db, read, (found) => [found?.changed ?? null]);
  const last = row?.last_seq === null || row?.last_seq === undefined ? after : Number(row.last_seq);
  const cursor = encodeCursor(log.epoch, accountId, last);
  return `{"cursor":${JSON.stringify(cursor)},"hasMore":${row?.has_more ? "true" : "false"},"changed":[${row?.changed ?? ""}],"removed":${row?.removed ?? "[]"}}`;
}

interface PageRow {
  last_seq: number | null;
  changed: string | null;
  removed: string | null;
  has_more: number;
}
