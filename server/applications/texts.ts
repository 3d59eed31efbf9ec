/**
 * Texts of the files the server writes (receipts, invoices, exports): the session user's language,
 * translation through the literal files, and the display forms of dates, money and codes.
 */
import { findUserById } from "../auth/users-repo";
import { literals } from "../content/data-files";
import { isSupportedLanguage, SUPPORTED_LANGUAGES, type Language } from "../content/globals";
import type { Db } from "../db/client";

export type Translate = (key: string, fallback?: string) => string;

export async function userLanguage(db: Db, userId: number): Promise<Language> {
  const language = (await findUserById(db, userId))?.language;
  return isSupportedLanguage(language) ? language : SUPPORTED_LANGUAGES[0];
}

export function translator(language: Language): Translate {
  const texts = literals(language);
  return (key, fallback) => texts[key] ?? fallback ?? key;
}

/** `2026-03-14T00:00:00` → `2026-03-14`; other times → `2026-03-14 09:30`. */
export function displayDate(value: string | null): string {
  if (!value) return "";
  const [date, time = ""] = value.split("T");
  return time === "" || time === "00:00:00" ? (date ?? "") : `${date} ${time.slice(0, 5)}`;
}

/** Integer cents as euros with two decimals and a euro sign. */
export function euros(cents: number | null): string {
  if (cents === null) return "";
  return `${(cents / 100).toFixed(2)} €`;
}

/** The label of an item's `type`: an e-service's name, or the form type's label key. */
export function formTypeLabel(t: Translate, type: string | null, eserviceName: string | null): string {
  if (eserviceName) return t(eserviceName, eserviceName);
  return type ? t(`app.form.${type}`, type) : "";
}
