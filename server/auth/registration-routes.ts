/**
 * Registration (decisions 16-21): the gateway new-account callback, credentials validation,
 * creation of an unverified PARENT account, verification by code or link (children set their
 * password there) and resending the verification mail.
 */
import { sendTokenMail } from "../account/mailer";
import { emailProblem, FieldErrors, isBlank, passwordProblem, str, userNameProblem } from "../account/validation";
import { isSupportedLanguage } from "../content/globals";
import type { AppDeps } from "../http/context";
import { Errors } from "../http/errors";
import { readJsonObjectOrEmpty } from "../http/request-body";
import type { OperationRouter } from "../http/router";
import { consumeToken, findAnyToken, findOpenToken, issueToken } from "./account-tokens";
import { redeemTicket } from "./gateway-tickets";
import { hashPassword } from "./passwords";
import { forgetIdentity, keepIdentity, takeIdentity, toCallbackData, type GatewayCallbackData } from "./registration-identity";
import { persistSession } from "./session-store";
import { findUsersByLogin, isNameTaken, markVerified, setPassword } from "./user-writes";
import { findUserById, type UserRow } from "./users-repo";

const PERSON_TYPES = ["Applicant", "Representative"];
const ACCOUNT_TYPES = ["INDIVIDUAL", "COMPANY"];

/** Sends (again) the verification mail of an unverified account. */
export async function sendVerification(deps: AppDeps, user: UserRow): Promise<void> {
  const now = deps.now();
  const issued = await issueToken(deps.db, "REGISTRATION", user.id, now);
  await sendTokenMail(deps.db, user.user_type === "CHILD" ? "CHILD_REGISTRATION" : "REGISTRATION", user.email, issued, now);
}

async function insertParent(
  deps: AppDeps,
  fields: { userName: string; email: string; password: string; personType: string; language: string; accountType: string },
  identity: GatewayCallbackData | null,
): Promise<number> {
  const now = deps.now();
  const created = await deps.db.run(
    `INSERT INTO users (username, email, password_hash, user_type, language, active, verified, created_at)
     VALUES (?, ?, ?, 'PARENT', ?, 1, 0, ?)`,
    [fields.userName, fields.email, await hashPassword(fields.password), fields.language, now],
  );
  const id = created.lastId as number;
  const company = fields.accountType === "COMPANY";
  await deps.db.run(
    `INSERT INTO account_details (user_id, person_type, account_type, patent_attorney_id, first_name, sur_name,
       natural_person_code, organization_name, legal_entity_code, legal_position, telephone, contact_email)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)`,
    [
      id,
      fields.personType,
      fields.accountType,
      identity?.isPatentAttorney && fields.personType === "Representative" ? `PA-${identity.personalCode ?? id}` : null,
      identity?.firstName ?? null,
      identity?.lastName ?? null,
      identity?.personalCode ?? null,
      company ? (identity?.companyName ?? null) : null,
      company ? (identity?.companyCode ?? null) : null,
      identity?.phoneNumber ?? null,
      identity ? fields.email : null,
    ],
  );
  return id;
}

export function registerRegistrationRoutes(router: OperationRouter, deps: AppDeps): void {
  router.on("gatewayNewAccountCallback", async (c) => {
    const ticket = c.req.param("ticket") ?? "";
    // A username-change ticket (it names its user) does not open a registration.
    const purpose = await deps.db.first<{ user_id: number | null }>("SELECT user_id FROM gateway_tickets WHERE ticket = ?", [ticket]);
    if (purpose?.user_id) throw Errors.badRequest("gateway.ticket.invalid");
    const person = await redeemTicket(deps.db, ticket, deps.now());
    if (!person) throw Errors.badRequest("gateway.ticket.invalid");
    const identity = toCallbackData(person);
    const session = c.get("session");
    await persistSession(deps.db, session.record); // the identity lives in the session's row
    await keepIdentity(deps.db, session.record.idHash, identity, deps.now());
    return c.json(identity, 200);
  });

  // Decision 18: the fields present are checked; the answer is the user name to use.
  router.on("validateRegistrationCredentials", async (c) => {
    const body = await readJsonObjectOrEmpty(c);
    const errors = new FieldErrors();
    const userName = str(body, "userName");
    const email = str(body, "email");
    const password = str(body, "password");
    if (userName) errors.add("userName", userNameProblem(userName) ?? ((await isNameTaken(deps.db, userName)) ? "reused.username" : null));
    if (email) errors.add("email", emailProblem(email) ?? ((await isNameTaken(deps.db, email)) ? "reused.username" : null));
    if (password) errors.add("password", passwordProblem(password));
    errors.throwIfAny();
    return c.json({ userName: userName ?? email?.trim().toLowerCase() ?? "" }, 200);
  });

  router.on("createAccount", async (c) => {
    const body = await readJsonObjectOrEmpty(c);
    const errors = new FieldErrors();
    for (const name of ["email", "password", "userName", "personType", "language", "accountType"]) {
      if (isBlank(body[name])) errors.add(name, "required.field");
      else if (typeof body[name] !== "string") errors.add(name, "invalid.format");
    }
    const email = str(body, "email")?.trim() ?? "";
    const userName = str(body, "userName")?.trim() ?? "";
    const password = str(body, "password") ?? "";
    const personType = str(body, "personType") ?? "";
    const language = str(body, "language") ?? "";
    const accountType = str(body, "accountType") ?? "";
    if (email) errors.add("email", emailProblem(email));
    if (userName) errors.add("userName", userNameProblem(userName));
    if (password) errors.add("password", passwordProblem(password));
    if (personType && !PERSON_TYPES.includes(personType)) errors.add("personType", "invalid.format");
    if (language && !isSupportedLanguage(language)) errors.add("language", "invalid.format");
    if (accountType && !ACCOUNT_TYPES.includes(accountType)) errors.add("accountType", "invalid.format");
    errors.throwIfAny();
    if (await isNameTaken(deps.db, userName)) errors.add("userName", "reused.username");
    if (await isNameTaken(deps.db, email)) errors.add("email", "reused.username");
    errors.throwIfAny();

    const sessionHash = c.get("session").record.idHash;
    const identity = await takeIdentity(deps.db, sessionHash, deps.now());
    const id = await insertParent(deps, { userName, email, password, personType, language, accountType }, identity);
    await forgetIdentity(deps.db, sessionHash);
    const user = await findUserById(deps.db, id);
    if (user) await sendVerification(deps, user);
    return c.json({ userName, email }, 201);
  });

  router.on("confirmRegistration", async (c) => {
    const body = await readJsonObjectOrEmpty(c);
    const token = str(body, "token")?.trim();
    if (!token) throw Errors.badRequest("required.field", { fields: { token: "required.field" } });
    const row = await findOpenToken(deps.db, "REGISTRATION", token, deps.now());
    const user = row ? await findUserById(deps.db, row.user_id) : undefined;
    if (!row || !user) throw Errors.badRequest("registration.token.not.valid");
    const password = str(body, "password");
    if (user.user_type === "CHILD") {
      if (!password) throw Errors.badRequest("required.field", { fields: { password: "required.field" } });
      const problem = passwordProblem(password);
      if (problem) throw Errors.badRequest(problem, { fields: { password: problem } });
    }
    if (!(await consumeToken(deps.db, row, deps.now()))) throw Errors.badRequest("registration.token.not.valid");
    if (user.user_type === "CHILD" && password) await setPassword(deps.db, user.id, password);
    await markVerified(deps.db, user.id);
    return c.json({ userName: user.username }, 200);
  });

  // Decision 22: 204 whether or not anything matched.
  router.on("resendRegistrationToken", async (c) => {
    const body = await readJsonObjectOrEmpty(c);
    const userName = str(body, "userName")?.trim();
    const token = str(body, "token")?.trim();
    if (!userName && !token) throw Errors.badRequest("required.field");
    const candidates = userName ? await findUsersByLogin(deps.db, userName) : [];
    const byToken = await findAnyToken(deps.db, "REGISTRATION", token);
    if (byToken) {
      const user = await findUserById(deps.db, byToken.user_id);
      if (user) candidates.push(user);
    }
    const unverified = candidates.find((u) => u.verified !== 1);
    if (unverified) await sendVerification(deps, unverified);
    return c.body(null, 204);
  });
}
