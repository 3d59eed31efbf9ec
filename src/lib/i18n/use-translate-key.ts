/**
 * React access to the server literals. The translator is an atom of the app store
 * (src/lib/state), replaced on every lingui "change" event (language switch, literals
 * loaded), so components that use it re-render with the new texts, also outside lingui's
 * own components.
 */
import { i18n } from "@lingui/core";
import { useAtomValue } from "jotai";
import { appAtom, appStore } from "@/lib/state";
import { translateKey, translateKeys, type TranslateValues } from "./literals";

export interface Translator {
  /** Active language ("" before the first activation). */
  language: string;
  translateKey: (key: string, values?: TranslateValues) => string;
  translateKeys: (description: string, values?: TranslateValues) => string[];
}

function makeTranslator(): Translator {
  return {
    language: i18n.locale ?? "",
    translateKey: (key, values) => translateKey(key, values),
    translateKeys: (description, values) => translateKeys(description, values),
  };
}

/** The translator of the active language (a new object after every activation). */
export const translatorAtom = appAtom(makeTranslator);
i18n.on("change", () => appStore.set(translatorAtom, makeTranslator()));

export function useTranslator(): Translator {
  return useAtomValue(translatorAtom);
}

/** `const tk = useTranslateKey(); tk("something.went.wrong")`. */
export function useTranslateKey(): Translator["translateKey"] {
  return useTranslator().translateKey;
}

export function useTranslateKeys(): Translator["translateKeys"] {
  return useTranslator().translateKeys;
}

/** The active interface language. */
export function useLanguage(): string {
  return useTranslator().language;
}
