/**
 * GET /correspondences/changes (decision 81): one page of the account's changes log after a
 * cursor, each changed message whole as the detail call returns it, removed ones by id.
 * The cursor is opaque to clients: base64url of "epoch.account.seq". A cursor of another
 * database (reseeded), another account, or past the log's end is unknown: 410.
 */
import type { Db } from "../db/client";
import { ApiError } from "../http/errors";
import { changesAfter, logState, type LogState } from "./changes-log";
import { findMessagesByIds } from "./messages-repo";
import type { CorrespondenceMessage } from "./types";
import { detailMessages } from "./views";

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

export async function changesPage(db: Db, accountId: number, since: string | undefined, limit: number): Promise<ChangesPage> {
  const log = await logState(db);
  const after = since === undefined ? 0 : seqOfCursor(since, accountId, log);
  const rows = await changesAfter(db, accountId, after, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const live = page.filter((row) => row.kind !== "removed").map((row) => row.message_id);
  const found = new Map((await findMessagesByIds(db, accountId, live)).map((row) => [row.id, row]));
  const messages = new Map((await detailMessages(db, [...found.values()])).map((message) => [message.id, message]));
  const changed: CorrespondenceMessage[] = [];
  const removed: number[] = [];
  for (const row of page) {
    const message = messages.get(row.message_id);
    if (message) changed.push(message);
    else removed.push(row.message_id);
  }
  return { cursor: encodeCursor(log.epoch, accountId, last ? last.seq : after), hasMore: rows.length > limit, changed, removed };
}
