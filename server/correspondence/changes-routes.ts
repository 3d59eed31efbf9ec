/** GET /correspondences/changes (decision 81): the account's changes feed, for either correspondence role. */
import type { AppDeps } from "../http/context";
import { signedIn } from "../http/guards";
import { validQuery } from "../http/request-validation";
import type { OperationRouter } from "../http/router";
import { accountOf } from "./access";
import { changesPageJson, DEFAULT_CHANGES_LIMIT } from "./changes-feed";
import { jsonText } from "./message-json";

export function registerChangesRoutes(router: OperationRouter, deps: AppDeps): void {
  router.on("getCorrespondenceChanges", async (c) => {
    const { since, limit } = validQuery<{ since?: string; limit?: number }>(c);
    return jsonText(c, await changesPageJson(deps.db, accountOf(signedIn(c)), since, limit ?? DEFAULT_CHANGES_LIMIT));
  });
}
