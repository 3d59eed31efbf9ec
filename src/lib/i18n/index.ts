/**
 * Interface language: lingui's `i18n` (app catalogs) plus the server literals
 * (`translateKey`), language choice and switching.
 */
export { i18n } from "@lingui/core";
export { activateLanguage, initI18n, setLanguage, showSessionLanguage, syncLiterals } from "./activate";
export { loadAppCatalog } from "./catalog";
export {
  APP_LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  chooseLanguage,
  readStoredLanguage,
  storeLanguage,
  type LanguageChoiceInput,
} from "./language";
export {
  compileLiterals,
  hasLiteral,
  isDottedKey,
  loadLiterals,
  readableKey,
  registerOptionLabels,
  resetLiterals,
  translateKey,
  translateKeys,
  type TranslateValues,
} from "./literals";
export { useLanguage, useTranslateKey, useTranslateKeys, useTranslator, type Translator } from "./use-translate-key";
