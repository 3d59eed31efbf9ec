/** auth operations of the e-government gateway: start of an authentication and ticket sign-in. */
import type { AppDeps } from "../http/context";
import { ApiError, Errors } from "../http/errors";
import { readForm, readJsonObjectOrEmpty, stringField } from "../http/request-body";
import type { OperationRouter } from "../http/router";
import { isSameOriginUrl } from "../http/same-origin";
import { consumeChallenge, isChallengeValid } from "./challenges";
import { createTicket, findAccountForPerson, redeemTicket } from "./gateway-tickets";
import { assertAccountUsable, assertNotLocked, completeSignIn } from "./sign-in";

/** The sandbox page that plays the gateway (the client auto-posts `ticket` to it). */
export const GATEWAY_AUTHENTICATION_URL = "/sandbox/gateway";

export function registerGatewayRoutes(router: OperationRouter, deps: AppDeps): void {
  router.on("gatewayInitLogin", async (c) => {
    const form = await readForm(c);
    const callbackUrl = form.callbackUrl ?? "";
    if (callbackUrl === "" || !isSameOriginUrl(c, callbackUrl)) throw Errors.badRequest("invalid.format");
    const ticket = await createTicket(deps.db, callbackUrl, deps.now());
    return c.json({ ticket, authenticationUrl: GATEWAY_AUTHENTICATION_URL }, 200);
  });

  router.on("ticketLogin", async (c) => {
    const body = await readJsonObjectOrEmpty(c);
    const challenge = stringField(body, "challenge");
    const sessionHash = c.get("session").record.idHash;
    if (!(await isChallengeValid(deps.db, "LOGIN", challenge, sessionHash, deps.now()))) {
      throw Errors.badRequest("login.challenge.invalid");
    }
    const person = await redeemTicket(deps.db, stringField(body, "ticket"), deps.now());
    if (!person) throw Errors.badRequest("gateway.ticket.invalid");
    const user = await findAccountForPerson(deps.db, person);
    if (!user) throw new ApiError(401, "account.not.registered");
    assertNotLocked(user, deps.now());
    assertAccountUsable(user, deps.now());
    if (!(await consumeChallenge(deps.db, "LOGIN", challenge, sessionHash, deps.now()))) {
      throw Errors.badRequest("login.challenge.invalid");
    }
    return completeSignIn(c, deps, user);
  });
}
