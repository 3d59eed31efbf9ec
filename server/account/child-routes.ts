/**
 * Child accounts (decisions 34-37): create (201, Active, verification mail), list and read,
 * update (changed fields plus roles), activation and deactivation (the child's sessions end).
 * The main account is the caller's parent, or the caller itself.
 */
import { issueToken } from "../auth/account-tokens";
import { deleteUserSessions } from "../auth/session-store";
import { isNameTaken } from "../auth/user-writes";
import { findUserById, mainAccountId, type UserRow } from "../auth/users-repo";
import type { Statement } from "../db/client";
import type { AppDeps } from "../http/context";
import { Errors } from "../http/errors";
import { signedIn } from "../http/guards";
import { readJsonObjectOrEmpty, type JsonObject } from "../http/request-body";
import { validQuery } from "../http/request-validation";
import type { OperationRouter } from "../http/router";
import type { Context } from "hono";
import type { AppEnv } from "../http/context";
import { findAccountDetails, findAddress, isProfileCompleted } from "./account-repo";
import { findChild, listChildren, readChild, type ChildSort } from "./children-repo";
import { assertNotLockedByOther, childLock, releaseLock } from "./locks";
import { sendTokenMail } from "./mailer";
import { emailProblem, FieldErrors, isBlank, maxLengthProblem, rolesProblem, str, textFieldProblem } from "./validation";

async function caller(deps: AppDeps, c: Context<AppEnv>): Promise<{ user: UserRow; mainId: number }> {
  const user = await findUserById(deps.db, signedIn(c).userId);
  if (!user) throw Errors.unauthorized();
  return { user, mainId: mainAccountId(user) };
}

function roleStatements(childId: number, roles: string[]): Statement[] {
  return [
    { sql: "DELETE FROM user_roles WHERE user_id = ?", args: [childId] },
    ...roles.map((role) => ({ sql: "INSERT INTO user_roles (user_id, role) VALUES (?, ?)", args: [childId, role] })),
  ];
}

function checkNames(body: JsonObject, errors: FieldErrors, required: boolean): void {
  for (const field of ["firstName", "lastName"] as const) {
    if (required || field in body) errors.add(field, textFieldProblem(field, body[field], true));
  }
}

/** The child list's query (contract: page ≥ 0, size 1-100, sort one of CHILD_SORTS), defaults filled in. */
interface ChildListQuery {
  page: number;
  size: number;
  sort: ChildSort;
  sortType?: "ASC" | "DESC";
  userName?: string;
}

async function childOfCaller(deps: AppDeps, c: Context<AppEnv>, body: JsonObject): Promise<UserRow> {
  const userName = str(body, "userName")?.trim();
  const parentUserName = str(body, "parentUserName")?.trim();
  if (!userName || !parentUserName) throw Errors.badRequest("required.field");
  const { mainId } = await caller(deps, c);
  const main = await findUserById(deps.db, mainId);
  const child = await findChild(deps.db, mainId, userName);
  if (!main || main.username.toLowerCase() !== parentUserName.toLowerCase() || !child) throw Errors.notFound();
  return child;
}

export function registerChildRoutes(router: OperationRouter, deps: AppDeps): void {
  router.on("createChildAccount", async (c) => {
    const body = await readJsonObjectOrEmpty(c);
    const { user, mainId } = await caller(deps, c);
    const details = await findAccountDetails(deps.db, mainId);
    if (!isProfileCompleted(details, await findAddress(deps.db, mainId, "LEGAL"))) throw Errors.badRequest("account.profile.not.completed");
    const errors = new FieldErrors();
    checkNames(body, errors, true);
    const email = body.email;
    if (isBlank(email)) errors.add("email", "required.field");
    else if (typeof email !== "string") errors.add("email", "invalid.format");
    else errors.add("email", maxLengthProblem("email", email.trim()) ?? emailProblem(email.trim()));
    const userName = body.userName;
    if (userName !== undefined && (typeof userName !== "string" || typeof email !== "string" || userName.trim().toLowerCase() !== email.trim().toLowerCase())) {
      errors.add("userName", "invalid.format");
    }
    errors.add("roles", rolesProblem(body.roles));
    errors.throwIfAny();
    const address = String(email).trim().toLowerCase();
    if (await isNameTaken(deps.db, address)) errors.add("email", "reused.username");
    errors.throwIfAny();

    const now = deps.now();
    const created = await deps.db.run(
      `INSERT INTO users (username, email, password_hash, user_type, parent_id, first_name, last_name, language, active, verified, created_at)
       VALUES (?, ?, NULL, 'CHILD', ?, ?, ?, ?, 1, 0, ?)`,
      [address, address, mainId, String(body.firstName).trim(), String(body.lastName).trim(), user.language, now],
    );
    const childId = created.lastId as number;
    await deps.db.batch(roleStatements(childId, body.roles as string[]));
    const issued = await issueToken(deps.db, "REGISTRATION", childId, now);
    await sendTokenMail(deps.db, "CHILD_REGISTRATION", address, issued, now);
    return c.json(await readChild(deps.db, childId), 201);
  });

  router.on("listChildAccounts", async (c) => {
    const { mainId } = await caller(deps, c);
    const { page, size, sort, sortType = "ASC", userName } = validQuery<ChildListQuery>(c);
    const result = await listChildren(deps.db, mainId, { page, size, sort, sortType, userName: userName?.trim() || null });
    return c.json(
      { content: result.content, totalResults: result.total, pageSize: size, pageNumber: page, numberOfElements: result.content.length },
      200,
    );
  });

  router.on("updateChildAccount", async (c) => {
    const body = await readJsonObjectOrEmpty(c);
    const errors = new FieldErrors();
    const userName = str(body, "userName")?.trim();
    if (!userName) errors.add("userName", "required.field");
    checkNames(body, errors, false);
    errors.add("roles", rolesProblem(body.roles));
    errors.throwIfAny();
    const { user, mainId } = await caller(deps, c);
    const child = await findChild(deps.db, mainId, userName as string);
    if (!child) throw Errors.notFound();
    // An administrator child cannot widen its own roles; the main account decides them.
    if (child.id === user.id) throw Errors.accessDenied();
    await assertNotLockedByOther(deps.db, childLock(child.id), user.id, deps.now());
    const statements = roleStatements(child.id, body.roles as string[]);
    for (const [field, column] of [["firstName", "first_name"], ["lastName", "last_name"]] as const) {
      if (field in body) statements.push({ sql: `UPDATE users SET ${column} = ? WHERE id = ?`, args: [String(body[field]).trim(), child.id] });
    }
    await deps.db.batch(statements);
    await releaseLock(deps.db, childLock(child.id), user.id);
    return c.body(null, 204);
  });

  router.on("activateChildAccount", async (c) => {
    const child = await childOfCaller(deps, c, await readJsonObjectOrEmpty(c));
    await deps.db.run("UPDATE users SET active = 1 WHERE id = ?", [child.id]);
    return c.body(null, 204);
  });

  // Decision 37: the child's sessions end; signing in then gives account.disabled.
  router.on("deactivateChildAccount", async (c) => {
    const child = await childOfCaller(deps, c, await readJsonObjectOrEmpty(c));
    await deps.db.run("UPDATE users SET active = 0 WHERE id = ?", [child.id]);
    await deleteUserSessions(deps.db, child.id);
    return c.body(null, 204);
  });
}
