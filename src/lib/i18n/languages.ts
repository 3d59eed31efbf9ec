/**
 * The one list of languages (contract `LanguageCode`, decided codes lt and en), read by the
 * server (globals `supportedLanguages`), the app (its catalogs), lingui.config.ts and the
 * prerender step. Pure constants: the server imports this file.
 */

/** The office's languages; the first is its default (globals `supportedLanguages`). */
export const OFFICE_LANGUAGES = ["lt", "en"] as const;
export type Language = (typeof OFFICE_LANGUAGES)[number];

/** The language the app's texts are written in (lingui `sourceLocale`). */
export const SOURCE_LANGUAGE: Language = "en";

/** Languages with a compiled app catalog (lingui `locales`): the office's, the source first. */
export const APP_LANGUAGES: readonly Language[] = [SOURCE_LANGUAGE, ...OFFICE_LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE)];

export function isOfficeLanguage(value: string | undefined): value is Language {
  return (OFFICE_LANGUAGES as readonly (string | undefined)[]).includes(value);
}
