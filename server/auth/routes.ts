/** auth operations: login challenge, password sign-in, session user, logout, end of impersonation. */
import type { AppDeps } from "../http/context";
import { ApiError, Errors } from "../http/errors";
import { readJsonObjectOrEmpty, stringField } from "../http/request-body";
import type { OperationRouter } from "../http/router";
import { endSession } from "../http/session";
import { consumeChallenge, isChallengeValid, issueChallenge } from "./challenges";
import { buildSessionUser } from "./session-user";
import { checkPassword, completeSignIn } from "./sign-in";

export const LOGIN_PAGE = "/login/oauth2/challenge";

export function registerAuthRoutes(router: OperationRouter, deps: AppDeps): void {
  router.on("authorize", async (c) => {
    const session = c.get("session");
    if (session.principal) return c.redirect("/", 302);
    const challenge = await issueChallenge(deps.db, "LOGIN", session.record.idHash, deps.now());
    return c.redirect(`${LOGIN_PAGE}?login_challenge=${encodeURIComponent(challenge)}`, 302);
  });

  router.on("ssoLogin", async (c) => {
    const body = await readJsonObjectOrEmpty(c);
    const username = stringField(body, "username");
    const password = stringField(body, "password");
    const challenge = stringField(body, "challenge");
    const sessionHash = c.get("session").record.idHash;
    if (!(await isChallengeValid(deps.db, "LOGIN", challenge, sessionHash, deps.now()))) {
      throw Errors.badRequest("login.challenge.invalid");
    }
    if (!username || !password) throw Errors.badRequest("required.field");
    const user = await checkPassword(c, deps, username, password);
    if (!(await consumeChallenge(deps.db, "LOGIN", challenge, sessionHash, deps.now()))) {
      throw Errors.badRequest("login.challenge.invalid");
    }
    return completeSignIn(c, deps, user);
  });

  // Automatic sign-in after verification: the challenge is optional and unknown ones are ignored.
  router.on("login", async (c) => {
    const body = await readJsonObjectOrEmpty(c);
    const username = stringField(body, "username");
    const password = stringField(body, "password");
    if (!username || !password) throw Errors.badRequest("required.field");
    const user = await checkPassword(c, deps, username, password);
    await consumeChallenge(deps.db, "LOGIN", stringField(body, "challenge"), c.get("session").record.idHash, deps.now());
    return completeSignIn(c, deps, user);
  });

  router.on("getSessionUser", async (c) => {
    const user = await buildSessionUser(deps, c.get("session"));
    if (!user) throw Errors.unauthorized();
    return c.json(user, 200);
  });

  router.on("getLogoutChallenge", async (c) => {
    const challenge = await issueChallenge(deps.db, "LOGOUT", c.get("session").record.idHash, deps.now());
    return c.json({ challenge }, 200);
  });

  router.on("logout", async (c) => {
    const session = c.get("session");
    const success = { status: "LOGOUT_SUCCESS", redirect: "/login" };
    if (!session.principal) return c.json(success, 200);
    const body = await readJsonObjectOrEmpty(c);
    const challenge = stringField(body, "challenge");
    if (!(await consumeChallenge(deps.db, "LOGOUT", challenge, session.record.idHash, deps.now()))) {
      throw new ApiError(400, "logout.challenge.invalid");
    }
    await endSession(c, deps);
    return c.json(success, 200);
  });

  // Ends the session (an impersonated one, in practice) and opens a new anonymous one, like logout.
  router.on("endImpersonation", async (c) => {
    await endSession(c, deps);
    return c.body(null, 204);
  });
}
