/** auth operations of the e-government gateway: start of an authentication and ticket sign-in. */
import type { AppDeps } from "../http/context";
import { ApiError, Errors } from "../http/errors";
import { readForm, readJsonObjectOrEmpty, stringField } from "../http/request-body";
import type { OperationRouter } from "../http/router";
import { rootRelativeTarget } from "../http/same-origin";
import { consumeChallenge, isChallengeValid } from "./challenges";
import { createTicket, findAccountForPerson, redeemTicket } from "./gateway-tickets";
import { assertAccountUsable, completeSignIn } from "./sign-in";

/** The gateway's URL (the sandbox page in demo mode, IPO_GATEWAY_URL); 503 `service.unavailable` without one. */
export function gatewayUrl(deps: AppDeps): string {
  const url = deps.config.external.gateway;
  if (!url) throw new ApiError(503, "service.unavailable");
  return url;
}

export function registerGatewayRoutes(router: OperationRouter, deps: AppDeps): void {
  router.on("gatewayInitLogin", async (c) => {
    const form = await readForm(c);
    const callbackUrl = rootRelativeTarget(form.callbackUrl ?? "", deps.config.publicOrigins);
    if (!callbackUrl) throw Errors.badRequest("invalid.format");
    const authenticationUrl = gatewayUrl(deps);
    const ticket = await createTicket(deps.db, callbackUrl, deps.now());
    return c.json({ ticket, authenticationUrl }, 200);
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
    assertAccountUsable(user, deps.now());
    if (!(await consumeChallenge(deps.db, "LOGIN", challenge, sessionHash, deps.now()))) {
      throw Errors.badRequest("login.challenge.invalid");
    }
    return completeSignIn(c, deps, user);
  });
}
