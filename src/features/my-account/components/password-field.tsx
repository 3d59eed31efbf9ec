/** A labelled password input with a show/hide toggle; errors are translated server keys. */
import { Button, Field, Group, Input } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { useTranslateKey } from "@/lib/i18n";

export interface PasswordFieldProps {
  name: string;
  label: string;
  value: string;
  /** "current-password" for the old one, "new-password" for the new one and its repeat. */
  autoComplete: "current-password" | "new-password";
  error?: string | null;
  maxLength?: number;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

export function PasswordField({ name, label, value, autoComplete, error, maxLength = 30, onChange, onBlur }: PasswordFieldProps) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label htmlFor={id}>
        {label}
        <Field.RequiredIndicator color="red.700" />
      </Field.Label>
      <Group attached w="full">
        <Input
          id={id}
          name={name}
          type={shown ? "text" : "password"}
          autoComplete={autoComplete}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <Button
          variant="outline"
          aria-controls={id}
          aria-pressed={shown}
          aria-label={shown ? t`Hide ${label}` : t`Show ${label}`}
          // A pointer click keeps the focus in the input: no blur validation moves the layout mid-click.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setShown(!shown)}
        >
          {shown ? t`Hide` : t`Show`}
        </Button>
      </Group>
      {error ? <Field.ErrorText color="red.700">{tk(error)}</Field.ErrorText> : null}
    </Field.Root>
  );
}
