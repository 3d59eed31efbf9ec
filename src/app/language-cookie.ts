/**
 * The interface language, mirrored into the `ipo.language` cookie so that the server can
 * send the prerendered sign-in page in that language (server/http/static-files.ts picks
 * `login.{lang}.html`): the device's choice, or the active language when there is none
 * (the office's default). Not a session cookie: it outlives sign-out.
 */
import { i18n, readStoredLanguage } from "@/lib/i18n";

export const LANGUAGE_COOKIE = "ipo.language";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function writeCookie(language: string): void {
  if (!/^[a-z]{2,3}$/.test(language)) return;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/** The language the sign-in page shows on this device. */
const signedOutLanguage = () => readStoredLanguage() ?? i18n.locale;

/** Writes the cookie now and on every language change; returns the unsubscribe function. */
export function mirrorLanguageToCookie(): () => void {
  if (signedOutLanguage()) writeCookie(signedOutLanguage());
  return i18n.on("change", () => writeCookie(signedOutLanguage()));
}
