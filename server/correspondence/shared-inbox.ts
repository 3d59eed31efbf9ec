/**
 * Decision 85, the shared inbox of a main account (the PARENT and its children): assignees (a
 * user of the same main account holding a correspondence role), the handled mark (who and when)
 * and internal notes (1–2000 characters of plain text; deleted by their author or an account
 * administrator). Writing needs ROLE_CORRESPONDENCE_READ_WRITE; reading either correspondence
 * role (the operations' x-roles). None of it is ever sent to the office. Every write is logged
 * for the changes feed (decision 81) in its own transaction.
 */
import type { Context } from "hono";
import { hasAnyRole } from "../auth/roles";
import type { Db } from "../db/client";
import type { AppDeps, AppEnv, Principal } from "../http/context";
import { Errors } from "../http/errors";
import { signedIn } from "../http/guards";
import { idempotent } from "../http/idempotency";
import { validJson, validPath } from "../http/request-validation";
import type { OperationRouter } from "../http/router";
import { formatLocalDateTime } from "../lib/local-date-time";
import { accountOf } from "./access";
import { correspondenceChange } from "./changes-log";
import { findMessage, type MessagePatch, type MessageRow } from "./messages-repo";
import { NOTE_TEXT_MAX, type CorrespondenceNote } from "./types";

const CORRESPONDENCE_ROLES = ["ROLE_CORRESPONDENCE_READ_ONLY", "ROLE_CORRESPONDENCE_READ_WRITE"];

interface UserRow {
  id: number;
  full_name: string;
}

/** A user's full name as the session shows it: a child's own, the main account's details' for the PARENT. */
const FULL_NAME_SQL = `COALESCE(NULLIF(TRIM(
    CASE WHEN u.user_type = 'CHILD' THEN COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, '')
    ELSE COALESCE(d.first_name, '') || ' ' || COALESCE(d.sur_name, '') END), ''), u.username)`;

/** Active, verified users of the main account holding a correspondence role (a PARENT holds all). */
export function correspondenceUsers(db: Db, accountId: number): Promise<UserRow[]> {
  return db.all<UserRow>(
    `SELECT u.id, ${FULL_NAME_SQL} AS full_name FROM users u LEFT JOIN account_details d ON d.user_id = u.id
     WHERE (u.id = ? OR u.parent_id = ?) AND u.active = 1 AND u.verified = 1
       AND (u.user_type = 'PARENT' OR EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role IN (?, ?)))
     ORDER BY full_name COLLATE NOCASE, u.id`,
    [accountId, accountId, ...CORRESPONDENCE_ROLES],
  );
}

/** What a PATCH asks for (decisions 52 and 85), before the shared-inbox checks. */
export interface RequestedPatch {
  important?: boolean;
  messageStatus?: MessagePatch["messageStatus"];
  assigneeUserId?: number | null;
  handled?: boolean;
}

/**
 * The shared-inbox part of a PATCH checked and made concrete: the write role (403
 * `access.denied`), the assignee rule (400 `invalid.assignee`), and the handled mark with the
 * session user and the time; marking a handled letter handled again keeps the first mark.
 */
export async function sharedInboxPatch(deps: AppDeps, principal: Principal, message: MessageRow, requested: RequestedPatch): Promise<MessagePatch> {
  const { assigneeUserId, handled, ...rest } = requested;
  const patch: MessagePatch = { ...rest };
  if (assigneeUserId === undefined && handled === undefined) return patch;
  if (!hasAnyRole(principal.roles, ["ROLE_CORRESPONDENCE_READ_WRITE"])) throw Errors.accessDenied();
  if (assigneeUserId !== undefined) {
    if (assigneeUserId !== null) {
      const users = await correspondenceUsers(deps.db, message.account_id);
      if (!users.some((u) => u.id === assigneeUserId)) throw Errors.badRequest("invalid.assignee");
    }
    patch.assigneeUserId = assigneeUserId;
  }
  if (handled === false) patch.handled = null;
  else if (handled === true && message.handled_at === null) patch.handled = { byUserId: principal.userId, at: formatLocalDateTime(deps.now()) };
  return patch;
}

interface NoteRow {
  id: number;
  message_id: number;
  author_user_id: number;
  author_full_name: string;
  text: string;
  created_at: string;
}

const NOTE_COLUMNS = `n.id, n.message_id, n.author_user_id, ${FULL_NAME_SQL} AS author_full_name, n.text, n.created_at`;
const NOTE_FROM = `correspondence_notes n JOIN users u ON u.id = n.author_user_id LEFT JOIN account_details d ON d.user_id = u.id`;

function toNote(row: NoteRow): CorrespondenceNote {
  return { id: row.id, authorUserId: row.author_user_id, authorFullName: row.author_full_name, text: row.text, createdAt: row.created_at };
}

export function notesOf(db: Db, messageId: number): Promise<NoteRow[]> {
  return db.all<NoteRow>(`SELECT ${NOTE_COLUMNS} FROM ${NOTE_FROM} WHERE n.message_id = ? ORDER BY n.created_at, n.id`, [messageId]);
}

/** The message of a notes call within the session's main account (404 otherwise). */
async function messageOf(c: Context<AppEnv>, deps: AppDeps): Promise<MessageRow> {
  const message = await findMessage(deps.db, accountOf(signedIn(c)), validPath<{ messageId: number }>(c).messageId);
  if (!message) throw Errors.notFound();
  return message;
}

/** Plain text of 1–2000 characters after trimming (per-field keys, decision 85). */
function noteText(text: string): string {
  const trimmed = text.trim();
  if (trimmed === "") throw Errors.badRequest("required.field", { fields: { text: "required.field" } });
  if ([...trimmed].length > NOTE_TEXT_MAX) throw Errors.badRequest("max.length.exceeded", { fields: { text: "max.length.exceeded" } });
  return trimmed;
}

async function createNote(c: Context<AppEnv>, deps: AppDeps): Promise<Response> {
  const text = noteText(validJson<{ text: string }>(c).text);
  const message = await messageOf(c, deps);
  const [inserted] = await deps.db.batch([
    {
      sql: `INSERT INTO correspondence_notes (message_id, author_user_id, text, created_at) VALUES (?, ?, ?, ?)`,
      args: [message.id, signedIn(c).userId, text, formatLocalDateTime(deps.now())],
    },
    correspondenceChange(message.account_id, message.id, "note"),
  ]);
  const row = await deps.db.first<NoteRow>(`SELECT ${NOTE_COLUMNS} FROM ${NOTE_FROM} WHERE n.id = ?`, [inserted?.lastId ?? null]);
  if (!row) throw new Error("note vanished after insert");
  return c.json(toNote(row), 201);
}

async function deleteNote(c: Context<AppEnv>, deps: AppDeps): Promise<Response> {
  const principal = signedIn(c);
  const message = await messageOf(c, deps);
  const { noteId } = validPath<{ noteId: number }>(c);
  const note = await deps.db.first<NoteRow>(`SELECT ${NOTE_COLUMNS} FROM ${NOTE_FROM} WHERE n.id = ? AND n.message_id = ?`, [noteId, message.id]);
  if (!note) throw Errors.notFound();
  const mayDelete = note.author_user_id === principal.userId || hasAnyRole(principal.roles, ["ROLE_ACCOUNT_ADMINISTRATOR"]);
  if (!mayDelete) throw Errors.accessDenied();
  await deps.db.batch([{ sql: "DELETE FROM correspondence_notes WHERE id = ?", args: [note.id] }, correspondenceChange(message.account_id, message.id, "note")]);
  return c.body(null, 204);
}

export function registerSharedInboxRoutes(router: OperationRouter, deps: AppDeps): void {
  router.on("listCorrespondenceUsers", async (c) => {
    const users = await correspondenceUsers(deps.db, accountOf(signedIn(c)));
    return c.json(users.map((u) => ({ userId: u.id, fullName: u.full_name })));
  });
  router.on("listCorrespondenceNotes", async (c) => {
    const message = await messageOf(c, deps);
    return c.json((await notesOf(deps.db, message.id)).map(toNote));
  });
  router.on("createCorrespondenceNote", idempotent(deps, "createCorrespondenceNote", (c) => createNote(c, deps)));
  router.on("deleteCorrespondenceNote", (c) => deleteNote(c, deps));
}
