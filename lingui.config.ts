import { defineConfig } from "@lingui/cli";
import { APP_LANGUAGES, SOURCE_LANGUAGE } from "./src/lib/i18n/languages";

/**
 * The app's own texts. Server keys (error keys, labels from globals) are not here:
 * they come from `/content/literal/<lang>` at run time (src/lib/i18n).
 */
export default defineConfig({
  sourceLocale: SOURCE_LANGUAGE,
  locales: [...APP_LANGUAGES],
  // Missing Lithuanian translations fall back to English rather than showing ids.
  fallbackLocales: { default: SOURCE_LANGUAGE },
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      include: ["<rootDir>/src"],
      exclude: ["**/node_modules/**", "**/*.gen.ts"],
    },
  ],
  // PO files carry context and comments for translators.
  format: "po",
});
