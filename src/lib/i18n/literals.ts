/**
 * Server literals (`GET /content/literal/{language}`): keys that the contract defines
 * (error keys, label keys sent by the server) translated by the office.
 *
 * Each text is compiled once with lingui's `compileMessage` (so `{name}` placeholders
 * and plurals work) and loaded into the same `i18n` instance under a prefix, which keeps
 * them apart from the app's own message ids. `translateKey` falls back to the key itself.
 */
import { i18n, type Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";

const LITERAL_PREFIX = "@literal/";

/** Compiled literals per locale, merged again whenever that locale is (re)activated. */
const compiledByLocale = new Map<string, Messages>();

export type TranslateValues = Record<string, unknown>;

export function compileLiterals(literals: Readonly<Record<string, string>>): Messages {
  const messages: Messages = {};
  for (const [key, text] of Object.entries(literals)) {
    messages[LITERAL_PREFIX + key] = compileMessage(text);
  }
  return messages;
}

/** The compiled literals of a locale, or an empty map before they are loaded. */
export function literalMessages(locale: string): Messages {
  return compiledByLocale.get(locale) ?? {};
}

/** Compiles and loads a locale's literals; components using them re-render. */
export function loadLiterals(locale: string, literals: Readonly<Record<string, string>>): void {
  const messages = compileLiterals(literals);
  compiledByLocale.set(locale, messages);
  i18n.load(locale, messages);
}

export function hasLiteral(key: string): boolean {
  return Boolean(i18n.locale) && i18n.messages[LITERAL_PREFIX + key] !== undefined;
}

/** The literal of `key` in the active language, or `key` itself when there is none. */
export function translateKey(key: string, values?: TranslateValues): string {
  const trimmed = key.trim();
  if (!hasLiteral(trimmed)) return trimmed;
  return i18n._(LITERAL_PREFIX + trimmed, values);
}

/** A description of comma-separated keys, each translated (the UI shows them as bullets). */
export function translateKeys(description: string, values?: TranslateValues): string[] {
  return description
    .split(",")
    .map((key) => key.trim())
    .filter((key) => key.length > 0)
    .map((key) => translateKey(key, values));
}

/** Forgets every loaded literal (tests). */
export function resetLiterals(): void {
  compiledByLocale.clear();
}
