/**
 * Username (e-mail) change (decisions 23-26): start through the gateway, callback that checks the
 * person and records the pending change (mail with /change-username/token/<token>), confirmation
 * that sets user name and e-mail and ends the user's sessions, resend, and cancel.
 */
import { findAccountDetails } from "../account/account-repo";
import { sendTokenMail } from "../account/mailer";
import { emailProblem, str } from "../account/validation";
import type { AppDeps } from "../http/context";
import { Errors } from "../http/errors";
import { signedIn } from "../http/guards";
import { readJsonObjectOrEmpty } from "../http/request-body";
import type { OperationRouter } from "../http/router";
import { rootRelativeTarget } from "../http/same-origin";
import { consumeToken, findAnyToken, findOpenToken, issueToken, revokeTokens } from "./account-tokens";
import { gatewayUrl } from "./gateway-routes";
import { createTicket, findOpenTicket, redeemTicket, type GatewayPersonRow } from "./gateway-tickets";
import { deleteUserSessions } from "./session-store";
import { findUsersByLogin, isNameTaken } from "./user-writes";
import { findUserById, mainAccountId, type UserRow } from "./users-repo";

function fieldError(field: string, key: string): never {
  throw Errors.badRequest(key, { fields: { [field]: key } });
}

/** The gateway person is the main account's person: same personal code, or same company code. */
async function isAccountsPerson(deps: AppDeps, user: UserRow, person: GatewayPersonRow): Promise<boolean> {
  const details = await findAccountDetails(deps.db, mainAccountId(user));
  if (!details) return false;
  if (person.legal_entity_code && person.organization_name) {
    return details.account_type === "COMPANY" && details.legal_entity_code === person.legal_entity_code;
  }
  return !!details.natural_person_code && details.natural_person_code === person.natural_person_code;
}

async function mailChange(deps: AppDeps, user: UserRow, newUsername: string): Promise<void> {
  const now = deps.now();
  const issued = await issueToken(deps.db, "USERNAME_CHANGE", user.id, now, newUsername);
  await sendTokenMail(deps.db, "USERNAME_CHANGE", newUsername, issued, now);
}

export function registerUsernameChangeRoutes(router: OperationRouter, deps: AppDeps): void {
  router.on("gatewayUsernameChange", async (c) => {
    const body = await readJsonObjectOrEmpty(c);
    const requested = str(body, "callbackUrl") ?? "";
    const newUsername = str(body, "newUsername")?.trim().toLowerCase() ?? "";
    if (!requested) fieldError("callbackUrl", "required.field");
    if (!newUsername) fieldError("newUsername", "required.field");
    const callbackUrl = rootRelativeTarget(requested, deps.config.publicOrigins);
    if (!callbackUrl) fieldError("callbackUrl", "invalid.format");
    const problem = emailProblem(newUsername);
    if (problem) fieldError("newUsername", problem);
    if (await isNameTaken(deps.db, newUsername)) fieldError("newUsername", "reused.username");
    const authenticationUrl = gatewayUrl(deps);
    const ticket = await createTicket(deps.db, callbackUrl, deps.now());
    await deps.db.run("UPDATE gateway_tickets SET user_id = ?, new_username = ? WHERE ticket = ?", [
      signedIn(c).userId,
      newUsername,
      ticket,
    ]);
    return c.json({ ticket, authenticationUrl }, 200);
  });

  router.on("gatewayUsernameChangeCallback", async (c) => {
    const principal = signedIn(c);
    const ticket = c.req.param("ticket") ?? "";
    const open = await deps.db.first<{ user_id: number | null; new_username: string | null }>(
      "SELECT user_id, new_username FROM gateway_tickets WHERE ticket = ?",
      [ticket],
    );
    const started = await findOpenTicket(deps.db, ticket, deps.now());
    if (!started || !open?.new_username || open.user_id !== principal.userId) throw Errors.badRequest("gateway.ticket.invalid");
    const person = await redeemTicket(deps.db, ticket, deps.now());
    const user = await findUserById(deps.db, principal.userId);
    if (!person || !user) throw Errors.badRequest("gateway.ticket.invalid");
    if (!(await isAccountsPerson(deps, user, person))) throw Errors.badRequest("gateway.identity.mismatch");
    await deps.db.run("UPDATE users SET new_username_requested = ? WHERE id = ?", [open.new_username, user.id]);
    await mailChange(deps, user, open.new_username);
    return c.json({ newUsername: open.new_username }, 200);
  });

  router.on("confirmUsernameChange", async (c) => {
    const row = await findOpenToken(deps.db, "USERNAME_CHANGE", str(await readJsonObjectOrEmpty(c), "token"), deps.now());
    const user = row ? await findUserById(deps.db, row.user_id) : undefined;
    const newUsername = row?.new_username;
    if (!row || !user || !newUsername || user.new_username_requested !== newUsername || (await isNameTaken(deps.db, newUsername))) {
      throw Errors.badRequest("registration.token.not.valid");
    }
    if (!(await consumeToken(deps.db, row, deps.now()))) throw Errors.badRequest("registration.token.not.valid");
    await deps.db.run("UPDATE users SET username = ?, email = ?, new_username_requested = NULL WHERE id = ?", [
      newUsername,
      newUsername,
      user.id,
    ]);
    await deleteUserSessions(deps.db, user.id);
    return c.json({ userName: newUsername }, 200);
  });

  router.on("resendUsernameChangeToken", async (c) => {
    const body = await readJsonObjectOrEmpty(c);
    const userName = str(body, "userName")?.trim();
    const token = str(body, "token")?.trim();
    if (!userName && !token) throw Errors.badRequest("required.field");
    const candidates = userName ? await findUsersByLogin(deps.db, userName) : [];
    const byToken = await findAnyToken(deps.db, "USERNAME_CHANGE", token);
    const owner = byToken ? await findUserById(deps.db, byToken.user_id) : undefined;
    if (owner) candidates.push(owner);
    const pending = candidates.find((u) => u.new_username_requested !== null);
    if (pending?.new_username_requested) await mailChange(deps, pending, pending.new_username_requested);
    return c.body(null, 204);
  });

  router.on("cancelUsernameChange", async (c) => {
    const userId = signedIn(c).userId;
    await deps.db.run("UPDATE users SET new_username_requested = NULL WHERE id = ?", [userId]);
    await revokeTokens(deps.db, "USERNAME_CHANGE", userId, deps.now());
    return c.body(null, 204);
  });
}
