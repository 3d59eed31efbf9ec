/** The content data files (countries, literals), read once per process. */
import { readFileSync } from "node:fs";
import type { Language } from "./globals";

interface CountryRow {
  code: string;
  en: string;
  lt: string;
}

export interface Country {
  code: string;
  name: string;
}

function readJson<T>(relative: string): T {
  return JSON.parse(readFileSync(new URL(relative, import.meta.url), "utf8")) as T;
}

const countriesByLanguage = new Map<Language, Country[]>();

/** ISO 3166-1 alpha-2 countries named in `language`, sorted by name in that language. */
export function countries(language: Language): Country[] {
  let list = countriesByLanguage.get(language);
  if (!list) {
    const collator = new Intl.Collator(language);
    list = readJson<CountryRow[]>("./countries.json")
      .map((row) => ({ code: row.code, name: row[language] }))
      .sort((a, b) => collator.compare(a.name, b.name));
    countriesByLanguage.set(language, list);
  }
  return list;
}

const literalsByLanguage = new Map<Language, Record<string, string>>();

/** The flat key → text literals of a supported language. */
export function literals(language: Language): Record<string, string> {
  let texts = literalsByLanguage.get(language);
  if (!texts) {
    texts = readJson<Record<string, string>>(`./literals/${language}.json`);
    literalsByLanguage.set(language, texts);
  }
  return texts;
}
