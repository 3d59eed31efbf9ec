/** content operations: globals, literals and countries (public) and filter options (session). */
import type { AppDeps } from "../http/context";
import { Errors } from "../http/errors";
import { signedIn } from "../http/guards";
import type { OperationRouter } from "../http/router";
import { countries, literals } from "./data-files";
import { buildFilterOptions } from "./filters";
import { GLOBALS, isSupportedLanguage, SUPPORTED_LANGUAGES } from "./globals";

export function registerContentRoutes(router: OperationRouter, _deps: AppDeps): void {
  router.on("getGlobals", (c) => c.json(GLOBALS, 200));

  router.on("getLiterals", (c) => {
    const language = c.req.param("language");
    if (!isSupportedLanguage(language)) throw Errors.notFound();
    return c.json(literals(language), 200);
  });

  router.on("getCountries", (c) => {
    const language = c.req.query("language") ?? SUPPORTED_LANGUAGES[0];
    if (!isSupportedLanguage(language)) throw Errors.badRequest("invalid.format");
    return c.json(countries(language), 200);
  });

  router.on("getFilters", (c) => c.json(buildFilterOptions(signedIn(c).roles), 200));
}
