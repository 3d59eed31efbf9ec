/** account operations. The accounts issue adds details, password, deactivation and child accounts. */
import { setUserLanguage } from "../auth/users-repo";
import { isSupportedLanguage } from "../content/globals";
import type { AppDeps } from "../http/context";
import { Errors } from "../http/errors";
import { signedIn } from "../http/guards";
import { readJsonObject, stringField } from "../http/request-body";
import type { OperationRouter } from "../http/router";
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
}
