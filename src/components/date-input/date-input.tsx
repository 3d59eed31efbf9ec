/**
 * A date field in the interface language's order (src/lib/format/day-input.ts): Lithuanian
 * `YYYY-MM-DD`, English `DD/MM/YYYY`. A native `type=date` shows the browser's locale (an
 * English interface in a Lithuanian browser would read `2026-11-25`, a Lithuanian one in a US
 * browser `11/25/2026`), so this is a text field with the pattern as its placeholder and hint.
 * Its value is the contract's `YYYY-MM-DD`; `onChange` runs when that changes: the day once the
 * text is a whole, real date, `undefined` while the field is empty or the text is not a date.
 * Forms that report a wrongly typed date also get every text through `onTextChange`.
 */
import { Input, type InputProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { dayOrder, formatDayInput, parseDayInput, useFormat } from "@/lib/format";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface DateInputProps extends Omit<InputProps, "value" | "onChange" | "type" | "min" | "max"> {
  /** `YYYY-MM-DD`, or undefined/"" when empty. */
  value: string | undefined;
  onChange?: (value: string | undefined) => void;
  /** Every change of the text as typed. */
  onTextChange?: (text: string) => void;
}

export function DateInput({ value, onChange, onTextChange, ...rest }: DateInputProps) {
  const { t } = useLingui();
  const { language } = useFormat();
  const [text, setText] = useState(() => formatDayInput(value, language));
  const shownIn = useRef(language);

  // A value set from outside (filters cleared, URL restored, language switched) replaces the text,
  // unless the text already means that value; a form's own invalid text is left as typed.
  useEffect(() => {
    if (value && !ISO_DAY.test(value)) return;
    const switched = shownIn.current !== language;
    shownIn.current = language;
    setText((current) => {
      if (switched) return formatDayInput(value, language);
      const meant = parseDayInput(current, language) ?? undefined;
      return meant === (value || undefined) && current.trim() !== "" ? current : formatDayInput(value, language);
    });
  }, [value, language]);

  const invalid = text.trim() !== "" && parseDayInput(text, language) === null;
  const pattern = dayOrder(language) === "ymd" ? t`YYYY-MM-DD` : t`DD/MM/YYYY`;
  return (
    <Input
      {...rest}
      type="text"
      // Digits and separators only; no autofill of unrelated dates.
      autoComplete="off"
      placeholder={pattern}
      title={pattern}
      aria-invalid={invalid || rest["aria-invalid"] ? true : undefined}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        onTextChange?.(next);
        const day = parseDayInput(next, language) ?? undefined;
        if (day !== (value || undefined)) onChange?.(day);
      }}
    />
  );
}
