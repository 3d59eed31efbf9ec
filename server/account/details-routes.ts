/**
 * My account (decisions 27-33): details read and update, the edit lock, person type, and the
 * deactivation of a main account (blocked while it has active child accounts).
 */
import { findUserById, mainAccountId, type UserRow } from "../auth/users-repo";
import type { AppDeps } from "../http/context";
import { ApiError, Errors } from "../http/errors";
import { signedIn } from "../http/guards";
import { readJsonObjectOrEmpty } from "../http/request-body";
import { validJson } from "../http/request-validation";
import type { OperationRouter } from "../http/router";
import { findAccountDetails, findAddress, type AddressRow } from "./account-repo";
import { changesNameFields, planDetailsUpdate } from "./details-update";
import { findChild } from "./children-repo";
import { acquireLock, assertNotLockedByOther, childLock, detailsLock, releaseLock } from "./locks";

function address(row: AddressRow | undefined) {
  if (!row) return null;
  const base = { streetName: row.street_name, city: row.city, postalCode: row.postal_code, country: row.country, addressType: row.address_type };
  return row.address_type === "LEGAL" ? base : { ...base, corrTelephone: row.corr_telephone, corrEmail: row.corr_email ?? "" };
}

async function sessionUser(deps: AppDeps, userId: number): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw Errors.unauthorized();
  return user;
}

async function activeChildren(deps: AppDeps, mainId: number): Promise<number> {
  const row = await deps.db.first<{ n: number }>("SELECT COUNT(*) AS n FROM users WHERE parent_id = ? AND active = 1", [mainId]);
  return row?.n ?? 0;
}

export function registerDetailsRoutes(router: OperationRouter, deps: AppDeps): void {
  router.on("getAccountDetails", async (c) => {
    const userName = c.req.query("userName")?.trim();
    if (!userName) throw Errors.badRequest("required.field", { fields: { userName: "required.field" } });
    const user = await sessionUser(deps, signedIn(c).userId);
    const mainId = mainAccountId(user);
    const main = mainId === user.id ? user : await findUserById(deps.db, mainId);
    const allowed = [user.username, main?.username].some((n) => n?.toLowerCase() === userName.toLowerCase());
    if (!allowed) throw Errors.accessDenied();
    const details = await findAccountDetails(deps.db, mainId);
    if (!details) throw Errors.notFound();
    return c.json(
      {
        loginDetails: { language: user.language },
        accountTypeDetails: { personType: details.person_type, accountType: details.account_type, patentAttorneyId: details.patent_attorney_id },
        mainAccountDetails: {
          firstName: details.first_name,
          surName: details.sur_name,
          naturalPersonCode: details.natural_person_code,
          organizationName: details.organization_name,
          legalEntityCode: details.legal_entity_code,
          legalPosition: details.legal_position,
          telephone: details.telephone,
          contactEmail: details.contact_email,
        },
        legalAddress: address(await findAddress(deps.db, mainId, "LEGAL")),
        correspondentAddress: address(await findAddress(deps.db, mainId, "CORRESPONDENT")),
      },
      200,
    );
  });

  router.on("updateAccountDetails", async (c) => {
    const principal = signedIn(c);
    const body = await readJsonObjectOrEmpty(c);
    if (body.userId === undefined || body.userId === null) throw Errors.badRequest("required.field", { fields: { userId: "required.field" } });
    if (body.userId !== principal.userId) throw Errors.accessDenied();
    const user = await sessionUser(deps, principal.userId);
    const mainId = mainAccountId(user);
    const details = await findAccountDetails(deps.db, mainId);
    if (!details) throw Errors.accessDenied();
    if (changesNameFields(body) && details.account_type !== "COMPANY") throw Errors.accessDenied();
    const statements = planDetailsUpdate({
      body,
      details,
      legal: await findAddress(deps.db, mainId, "LEGAL"),
      correspondent: await findAddress(deps.db, mainId, "CORRESPONDENT"),
    });
    await assertNotLockedByOther(deps.db, detailsLock(mainId), user.id, deps.now());
    await deps.db.batch(statements);
    await releaseLock(deps.db, detailsLock(mainId), user.id);
    return c.body(null, 204);
  });

  router.on("lockAccount", async (c) => {
    const principal = signedIn(c);
    // Decision 30: exactly one of the two (the contract's oneOf); a blank child name names nobody.
    const { childUserName } = validJson<{ childUserName: string } | { childUserName?: undefined; fromCard: true }>(c);
    if (childUserName !== undefined && childUserName.trim() === "") throw Errors.badRequest("invalid.format");
    const user = await sessionUser(deps, principal.userId);
    const mainId = mainAccountId(user);
    let target = detailsLock(mainId);
    if (childUserName !== undefined) {
      const child = await findChild(deps.db, mainId, childUserName);
      if (!child) throw Errors.notFound();
      target = childLock(child.id);
    }
    await acquireLock(deps.db, target, { userId: user.id, username: user.username }, deps.now());
    return c.body(null, 204);
  });

  router.on("updatePersonType", async (c) => {
    const { personType } = validJson<{ personType: "Applicant" | "Representative" }>(c);
    const user = await sessionUser(deps, signedIn(c).userId);
    await deps.db.run("UPDATE account_details SET person_type = ? WHERE user_id = ?", [personType, mainAccountId(user)]);
    return c.body(null, 204);
  });

  // Decision 33: PARENT only; active children block it.
  router.on("checkDeactivation", async (c) => {
    const principal = signedIn(c);
    if (principal.userType !== "PARENT") throw Errors.accessDenied();
    const blocked = (await activeChildren(deps, principal.userId)) > 0;
    return c.json({ valid: !blocked, reason: blocked ? "ACTIVE_CHILD_ACCOUNTS" : null }, 200);
  });

  router.on("confirmDeactivation", async (c) => {
    const principal = signedIn(c);
    if (principal.userType !== "PARENT") throw Errors.accessDenied();
    if ((await activeChildren(deps, principal.userId)) > 0) throw new ApiError(403, "deactivate.account.info");
    await deps.db.run("UPDATE users SET active = 0 WHERE id = ? OR parent_id = ?", [principal.userId, principal.userId]);
    return c.body(null, 204);
  });
}
