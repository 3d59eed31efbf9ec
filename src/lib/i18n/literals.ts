/**
 * Server literals (`GET /content/literal/{language}`): keys that the contract defines
 * (error keys, label keys sent by the server) translated by the office.
 *
 * Texts with ICU syntax (`{name}` placeholders, plurals) are compiled with lingui's
 * `compileMessage`, loaded on demand so the message parser stays off the sign-in page when
 * no literal needs it; plain texts only need wrapping into lingui's compiled form (`[text]`). They
 * are loaded into the same `i18n` instance under a prefix, which keeps them apart from the
 * app's own message ids.
 *
 * A key the office does not translate is never shown dotted (decision 39): a label key falls back
 * to the label of the filter option that carries its value, when the office sent one
 * (`registerOptionLabels`), else to the value made readable (`dossier.type.TRADEMARK` →
 * "Trademark", `app.status.WAITING_FOR_PAYMENT` → "Waiting for payment"); any other key reads
 * as a sentence (`account.not.verified` → "Account not verified").
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

/** Labels of filter options by full label key (`dossier.type.TRADEMARK` → what the office sent). */
const optionLabels = new Map<string, string>();

/**
 * Remembers the labels of filter options whose values are shown through `prefix` + value
 * (categories through `dossier.type.`, statuses through `correspondence.status.`, …).
 */
export function registerOptionLabels(prefix: string, options: readonly { key: string; label: string }[]): void {
  for (const option of options) optionLabels.set(prefix + option.key, option.label);
}

const DOTTED = /^[\w-]+(\.[\w-]+)+$/;

/** True for a literal key such as `dossier.type.TRADEMARK` (letters, digits, `_`, `-`, dots). */
export function isDottedKey(text: string): boolean {
  return DOTTED.test(text.trim());
}

function sentence(words: string): string {
  const spaced = words.replace(/[._-]+/g, " ").replace(/\s+/g, " ").trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A word of a code: short capitals (TM, DS, EU) stay, other capitals are lowered. */
function codeWord(word: string): string {
  return word.length <= 2 ? word : word.toLowerCase();
}

/**
 * The readable text of a key without a literal. A key that ends in a value (the last part has a
 * capital or a digit: `TRADEMARK`, `Word`, `TM_NATIONAL`) shows the value; other keys read as a
 * sentence. Text that is not a key is returned as it is.
 */
export function readableKey(key: string): string {
  const trimmed = key.trim();
  if (!isDottedKey(trimmed)) return trimmed;
  const value = trimmed.slice(trimmed.lastIndexOf(".") + 1);
  if (!/[A-Z0-9]/.test(value)) return sentence(trimmed);
  const words = value.split(/[_-]+/).filter((word) => word !== "");
  const shown = /[a-z]/.test(value) ? words : words.map(codeWord);
  return sentence(shown.join(" "));
}

/** The literal of `key` in the active language; without one, readable text (see the header). */
export function translateKey(key: string, values?: TranslateValues): string {
  const trimmed = key.trim();
  if (hasLiteral(trimmed)) return i18n._(LITERAL_PREFIX + trimmed, values);
  const option = optionLabels.get(trimmed);
  if (option !== undefined && option.trim() !== trimmed) {
    if (hasLiteral(option.trim())) return i18n._(LITERAL_PREFIX + option.trim(), values);
    if (!isDottedKey(option)) return option;
  }
  return readableKey(trimmed);
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
  optionLabels.clear();
}
