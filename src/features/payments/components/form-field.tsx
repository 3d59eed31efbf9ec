/** A labelled form field whose error is a server literal key (translated), with an optional hint. */
import { Field } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslateKey } from "@/lib/i18n";

export interface FormFieldProps {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

export function FormField({ label, error, hint, required, children }: FormFieldProps) {
  const tk = useTranslateKey();
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator color="red.700" /> : null}
      </Field.Label>
      {children}
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      {error ? <Field.ErrorText color="red.700">{tk(error)}</Field.ErrorText> : null}
    </Field.Root>
  );
}
