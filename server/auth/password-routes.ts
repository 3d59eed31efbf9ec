/**
 * Passwords: the forgotten-password flow (request, token check, new password; decision 22) and
 * the signed-in change of `PUT /account/password`. A new password ends the user's other sessions
 * (a reset ends all of them: whoever knew the old password is out).
 */
import { sendTokenMail } from "../account/mailer";
import { emailProblem, passwordProblem, str } from "../account/validation";
import type { AppDeps } from "../http/context";
import { Errors } from "../http/errors";
import { signedIn } from "../http/guards";
import { readJsonObjectOrEmpty } from "../http/request-body";
import type { OperationRouter } from "../http/router";
import { consumeToken, findOpenToken, issueToken } from "./account-tokens";
import { verifyPassword } from "./passwords";
import { deleteOtherUserSessions, deleteUserSessions } from "./session-store";
import { findUsersByLogin, setPassword } from "./user-writes";
import { findUserById } from "./users-repo";

const LINK_NOT_VALID = "password.reset.link.not.valid";

function fieldError(field: string, key: string): never {
  throw Errors.badRequest(key, { fields: { [field]: key } });
}

export function registerPasswordRoutes(router: OperationRouter, deps: AppDeps): void {
  router.on("requestPasswordReset", async (c) => {
    const email = str(await readJsonObjectOrEmpty(c), "email")?.trim();
    if (!email) fieldError("email", "required.field");
    const problem = emailProblem(email);
    if (problem) fieldError("email", problem);
    const now = deps.now();
    for (const user of await findUsersByLogin(deps.db, email)) {
      const issued = await issueToken(deps.db, "PASSWORD_RESET", user.id, now);
      await sendTokenMail(deps.db, "PASSWORD_RESET", user.email, issued, now);
    }
    return c.body(null, 204);
  });

  router.on("validatePasswordResetToken", async (c) => {
    const token = str(await readJsonObjectOrEmpty(c), "token");
    if (!(await findOpenToken(deps.db, "PASSWORD_RESET", token, deps.now()))) throw Errors.badRequest(LINK_NOT_VALID);
    return c.json({ valid: true }, 200);
  });

  router.on("confirmPasswordReset", async (c) => {
    const body = await readJsonObjectOrEmpty(c);
    const row = await findOpenToken(deps.db, "PASSWORD_RESET", str(body, "token"), deps.now());
    const user = row ? await findUserById(deps.db, row.user_id) : undefined;
    if (!row || !user) throw Errors.badRequest(LINK_NOT_VALID);
    const password = str(body, "password");
    if (!password) fieldError("password", "required.field");
    const problem = passwordProblem(password);
    if (problem) fieldError("password", problem);
    if (await verifyPassword(password, user.password_hash)) fieldError("password", "reused.password");
    if (!(await consumeToken(deps.db, row, deps.now()))) throw Errors.badRequest(LINK_NOT_VALID);
    await setPassword(deps.db, user.id, password);
    await deleteUserSessions(deps.db, user.id);
    return c.body(null, 204);
  });

  router.on("changePassword", async (c) => {
    const body = await readJsonObjectOrEmpty(c);
    const oldPassword = str(body, "oldPassword");
    const newPassword = str(body, "newPassword");
    if (!oldPassword) fieldError("oldPassword", "required.field");
    if (!newPassword) fieldError("newPassword", "required.field");
    const user = await findUserById(deps.db, signedIn(c).userId);
    if (!user) throw Errors.unauthorized();
    if (!(await verifyPassword(oldPassword, user.password_hash))) fieldError("oldPassword", "invalid.credentials");
    const problem = passwordProblem(newPassword);
    if (problem) fieldError("newPassword", problem);
    if (newPassword === oldPassword) fieldError("newPassword", "reused.password");
    await setPassword(deps.db, user.id, newPassword);
    await deleteOtherUserSessions(deps.db, user.id, c.get("session").record.idHash);
    return c.body(null, 204);
  });
}
