/**
 * Which interface language to use (conventions "Front end", spec 1 §9): the user's stored
 * choice when the office supports it, else the first supported language, else English.
 */
import { APP_LANGUAGES, SOURCE_LANGUAGE } from "./languages";

export const LANGUAGE_STORAGE_KEY = "ipo.language";
export const DEFAULT_LANGUAGE = SOURCE_LANGUAGE;
export { APP_LANGUAGES };

export interface LanguageChoiceInput {
  /** `localStorage["ipo.language"]`. */
  stored: string | null | undefined;
  /** globals `supportedLanguages`; unknown before the first globals load. */
  supported: readonly string[] | null | undefined;
}

export function chooseLanguage({ stored, supported }: LanguageChoiceInput): string {
  if (supported && supported.length > 0) {
    if (stored && supported.includes(stored)) return stored;
    return supported[0] ?? DEFAULT_LANGUAGE;
  }
  // No globals yet (first start offline): trust a stored choice the app can show.
  if (stored && (APP_LANGUAGES as readonly string[]).includes(stored)) return stored;
  return DEFAULT_LANGUAGE;
}

/**
 * Decision 39: the session user's language when the office supports it; without a user (or
 * with an unsupported one) the device's choice.
 */
export function sessionLanguage(userLanguage: string | null | undefined, supported: readonly string[] | null | undefined): string {
  if (userLanguage && supported?.includes(userLanguage)) return userLanguage;
  return chooseLanguage({ stored: readStoredLanguage(), supported });
}

export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLanguage(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
}
