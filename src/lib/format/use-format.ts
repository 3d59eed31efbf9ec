/**
 * `useFormat()`: the formatters bound to the active interface language. The component re-renders
 * when the language changes, so its numbers and dates follow the switch.
 */
import { useMemo } from "react";
import { useLanguage } from "@/lib/i18n/use-translate-key";
import { formatDateTime, formatDay, formatInstant } from "./dates";
import { formatEuros } from "./money";
import { formatFileSize, formatList, formatNumber, formatPercent } from "./numbers";

export interface Formatters {
  language: string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  euros: (cents: number) => string;
  fileSize: (bytes: number) => string;
  percent: (share: number) => string;
  list: (items: readonly string[]) => string;
  day: (value: string | null | undefined) => string;
  dateTime: (value: string | null | undefined) => string;
  instant: (instant: number | Date) => string;
}

export function useFormat(): Formatters {
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      number: (value, options) => formatNumber(value, language, options),
      euros: (cents) => formatEuros(cents, language),
      fileSize: (bytes) => formatFileSize(bytes, language),
      percent: (share) => formatPercent(share, language),
      list: (items) => formatList(items, language),
      day: (value) => formatDay(value, language),
      dateTime: (value) => formatDateTime(value, language),
      instant: (instant) => formatInstant(instant, language),
    }),
    [language],
  );
}
