/**
 * account operations, plus the account flows of the auth tag (registration, passwords, username
 * change), registered here so that app.ts needs one call for the whole accounts issue.
 */
import { registerPasswordRoutes } from "../auth/password-routes";
import { registerRegistrationRoutes } from "../auth/registration-routes";
import { registerUsernameChangeRoutes } from "../auth/username-change-routes";
import { setUserLanguage } from "../auth/users-repo";
import { isSupportedLanguage } from "../content/globals";
import type { AppDeps } from "../http/context";
import { Errors } from "../http/errors";
import { signedIn } from "../http/guards";
import { readJsonObject, stringField } from "../http/request-body";
import type { OperationRouter } from "../http/router";
import { registerChildRoutes } from "./child-routes";
import { registerDetailsRoutes } from "./details-routes";
import { sendFeedback } from "./feedback";

export function registerAccountRoutes(router: OperationRouter, deps: AppDeps): void {
  // Decision 32: changes the session user only.
  router.on("updateLanguage", async (c) => {
    const language = stringField(await readJsonObject(c), "language");
    if (!isSupportedLanguage(language)) throw Errors.badRequest("invalid.format");
    await setUserLanguage(deps.db, signedIn(c).userId, language);
    return c.body(null, 204);
  });

  router.on("sendFeedback", (c) => sendFeedback(c, deps));

  registerRegistrationRoutes(router, deps);
  registerPasswordRoutes(router, deps);
  registerUsernameChangeRoutes(router, deps);
  registerDetailsRoutes(router, deps);
  registerChildRoutes(router, deps);
}
