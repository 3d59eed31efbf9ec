import { defineConfig } from "@lingui/cli";

/**
 * The app's own texts. Server keys (error keys, labels from globals) are not here:
 * they come from `/content/literal/<lang>` at run time (src/lib/i18n).
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "lt"],
  // Missing Lithuanian translations fall back to English rather than showing ids.
  fallbackLocales: { default: "en" },
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
