/**
 * Application notes (decisions 62, 63): a note is found by the item's `number` under the path's
 * `{applicationType}/{ipRightType}`. Locking holds the note for its user for 10 minutes; another
 * user's save or lock meanwhile gets 403 `note.locked` with the holder in `details.username`.
 * A save releases the caller's lock; an empty (blank) note deletes it; notes longer than globals
 * `note.max-length` give 400 `max.length.exceeded`.
 */
import type { Context } from "hono";
import { findUserById } from "../auth/users-repo";
import { GLOBALS } from "../content/globals";
import type { AppDeps, AppEnv } from "../http/context";
import { ApiError, Errors } from "../http/errors";
import { signedIn } from "../http/guards";
import { readJsonObject, readJsonObjectOrEmpty } from "../http/request-body";
import { formatLocalDateTime } from "../lib/local-date-time";
import { findByNumber, type ApplicationRow } from "./applications-repo";
import { APPLICATION_TYPES, isOneOf } from "./list-request";
import { scopeOf, type Scope } from "./scope";

export const NOTE_LOCK_MS = 10 * 60 * 1000;
export const NOTE_MAX_LENGTH = GLOBALS.settings["note.max-length"];

async function findNoteTarget(c: Context<AppEnv>, deps: AppDeps, scope: Scope, identifier: unknown): Promise<ApplicationRow> {
  const applicationType = c.req.param("applicationType");
  const segment = c.req.param("ipRightType");
  if (typeof identifier !== "string" || identifier === "" || !isOneOf(APPLICATION_TYPES, applicationType)) throw Errors.notFound();
  const row = await findByNumber(deps.db, scope, identifier, deps.now());
  // The number identifies the item; the segments must name its kind (applicationType) or IP right
  // (ipRightType), whichever a client derived them from (decision 62).
  const names = [row?.application_type, row?.ip_right_type];
  if (!row || !names.includes(applicationType) || !names.includes(segment as typeof applicationType)) throw Errors.notFound();
  return row;
}

/** 403 note.locked when a user other than the caller holds an unexpired lock. */
async function refuseForeignLock(deps: AppDeps, scope: Scope, row: ApplicationRow): Promise<void> {
  const holder = row.note_lock_user_id;
  const until = row.note_lock_expires_at;
  if (holder === null || holder === scope.userId || until === null || until <= deps.now()) return;
  const username = (await findUserById(deps.db, holder))?.username ?? "";
  throw new ApiError(403, "note.locked", { username, message: formatLocalDateTime(until) });
}

export async function lockNote(c: Context<AppEnv>, deps: AppDeps): Promise<Response> {
  const scope = scopeOf(signedIn(c));
  const body = await readJsonObject(c);
  if (body.applicationIdentifier === undefined || body.applicationIdentifier === null || body.applicationIdentifier === "") {
    throw Errors.badRequest("required.field", { fields: { applicationIdentifier: "required.field" } });
  }
  if (typeof body.applicationIdentifier !== "string") throw Errors.badRequest("invalid.format");
  const row = await findNoteTarget(c, deps, scope, body.applicationIdentifier);
  await refuseForeignLock(deps, scope, row);
  await deps.db.run("UPDATE applications SET note_lock_user_id = ?, note_lock_expires_at = ? WHERE id = ?", [
    scope.userId,
    deps.now() + NOTE_LOCK_MS,
    row.id,
  ]);
  return c.body(null, 204);
}

export async function saveNote(c: Context<AppEnv>, deps: AppDeps): Promise<Response> {
  const scope = scopeOf(signedIn(c));
  const body = await readJsonObjectOrEmpty(c);
  const note = body.note;
  if (typeof note === "string" && note.length > NOTE_MAX_LENGTH) {
    throw Errors.badRequest("max.length.exceeded", { fields: { note: "max.length.exceeded" } });
  }
  const row = await findNoteTarget(c, deps, scope, body.applicationIdentifier);
  if (typeof note !== "string") throw Errors.notFound();
  await refuseForeignLock(deps, scope, row);
  const stored = note.trim() === "" ? null : note;
  await deps.db.run("UPDATE applications SET note = ?, note_lock_user_id = NULL, note_lock_expires_at = NULL WHERE id = ?", [stored, row.id]);
  return c.body(null, 204);
}
