/**
 * A labelled input with its helper and error text (the error is a translation key, e.g. from
 * src/lib/account-validation or a server's `details.fields`). `name` is the API field name.
 */
import { Field, Input } from "@chakra-ui/react";
import type { HTMLInputTypeAttribute } from "react";
import { useTranslateKeys } from "@/lib/i18n";

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Translation key(s) of the problem; a comma-separated server list shows every key. */
  error?: string | undefined;
  helperText?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: "email" | "text" | "numeric" | "tel";
  maxLength?: number;
  required?: boolean;
  readOnly?: boolean;
}

export function TextField(props: TextFieldProps) {
  const tks = useTranslateKeys();
  const { label, name, value, onChange, onBlur, error, helperText, type = "text", autoComplete, inputMode, maxLength, required, readOnly } = props;
  return (
    <Field.Root invalid={Boolean(error)} required={required} readOnly={readOnly}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        // E-mails and user names: no automatic capitals or spelling marks.
        autoCapitalize={type === "email" || name === "userName" ? "none" : undefined}
        spellCheck={type === "email" || type === "password" || name === "userName" ? false : undefined}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText color="red.700">{tks(error).join(" ")}</Field.ErrorText> : null}
    </Field.Root>
  );
}
