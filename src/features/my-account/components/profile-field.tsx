/** One input of a profile card: text, e-mail, phone or a country list; errors are server keys. */
import { Field, Input, NativeSelect } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { Country } from "@/lib/api";
import { useTranslateKey } from "@/lib/i18n";

export interface ProfileFieldSpec {
  /** `group.field`, also the input's name. */
  key: string;
  label: string;
  kind?: "text" | "email" | "tel" | "country";
  autoComplete?: string;
  maxLength?: number;
  required?: boolean;
}

export interface ProfileFieldProps {
  spec: ProfileFieldSpec;
  value: string;
  error?: string;
  countries: Country[];
  onChange: (value: string) => void;
  onBlur: () => void;
}

export function ProfileField({ spec, value, error, countries, onChange, onBlur }: ProfileFieldProps) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const name = spec.key.split(".")[1] ?? spec.key;
  return (
    <Field.Root invalid={Boolean(error)} required={spec.required}>
      <Field.Label>
        {spec.label}
        {spec.required ? <Field.RequiredIndicator color="red.700" /> : null}
      </Field.Label>
      {spec.kind === "country" ? (
        <NativeSelect.Root>
          <NativeSelect.Field name={name} value={value} autoComplete={spec.autoComplete} onChange={(event) => onChange(event.target.value)} onBlur={onBlur}>
            <option value="">{t`Choose a country`}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        <Input
          name={name}
          type={spec.kind ?? "text"}
          autoComplete={spec.autoComplete}
          maxLength={spec.maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
      {error ? <Field.ErrorText color="red.700">{tk(error)}</Field.ErrorText> : null}
    </Field.Root>
  );
}
