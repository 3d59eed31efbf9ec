/**
 * Server literals (`GET /content/literal/{language}`): keys that the contract defines
 * (error keys, label keys sent by the server) translated by the office.
 *
 * Texts with ICU syntax (`{name}` placeholders, plurals) are compiled with lingui's
 * `compileMessage`, loaded on demand so the message parser stays off the sign-in page when
 * no literal needs it; plain texts only need wrapping into lingui's compiled form (`[text]`). They
 * are loaded into the same `i18n` instance under a prefix, which keeps them apart from the
 * app's own message ids. `translateKey` falls back to the key itself.
 */
import { i18n, type Messages } from "@lingui/core";

const LITERAL_PREFIX = "@literal/";

/** Compiled literals per locale, merged again whenever that locale is (re)activated. */
const compiledByLocale = new Map<string, Messages>();

export type TranslateValues = Record<string, unknown>;

/** ICU syntax starts with a brace; anything else is a finished text. */
const needsCompiling = (text: string) => text.includes("{");

export async function compileLiterals(literals: Readonly<Record<string, string>>): Promise<Messages> {
  const entries = Object.entries(literals);
  const compile = entries.some(([, text]) => needsCompiling(text))
    ? (await import("@lingui/message-utils/compileMessage")).compileMessage
    : null;
  const messages: Messages = {};
  for (const [key, text] of entries) {
    // lingui's compiled form of a plain text is a one-element array.
    messages[LITERAL_PREFIX + key] = compile && needsCompiling(text) ? compile(text) : [text];
  }
  return messages;
}

/** The compiled literals of a locale, or an empty map before they are loaded. */
export function literalMessages(locale: string): Messages {
  return compiledByLocale.get(locale) ?? {};
}

/** Compiles and loads a locale's literals; components using them re-render. */
export async function loadLiterals(locale: string, literals: Readonly<Record<string, string>>): Promise<void> {
  const messages = await compileLiterals(literals);
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
