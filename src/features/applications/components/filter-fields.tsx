/** The labelled option pickers of the applications filter form: a select and a checkbox list. */
import { Checkbox, CheckboxGroup, Field, NativeSelect, Stack } from "@chakra-ui/react";
import type { Option } from "@/lib/api";
import { useTranslateKey } from "@/lib/i18n";

interface OptionSelectProps {
  label: string;
  /** The form field's name (the API's filter name). */
  name: string;
  value: string | undefined;
  /** Label of the empty choice. */
  emptyLabel: string;
  options: readonly Option[];
  onChange: (value: string | undefined) => void;
}

export function OptionSelect({ label, name, value, emptyLabel, options, onChange }: OptionSelectProps) {
  const tk = useTranslateKey();
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value ?? ""} onChange={(e) => onChange(e.currentTarget.value || undefined)}>
          <option value="">{emptyLabel}</option>
          {options.map((o) => (
            <option key={o.key} value={o.key}>
              {tk(o.label)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

interface OptionChecksProps {
  name: string;
  value: string[] | undefined;
  options: readonly Option[];
  /** Called with undefined when nothing is checked. */
  onChange: (value: string[] | undefined) => void;
}

export function OptionChecks({ name, value, options, onChange }: OptionChecksProps) {
  const tk = useTranslateKey();
  return (
    <CheckboxGroup name={name} value={value ?? []} onValueChange={(next) => onChange(next.length ? next : undefined)}>
      <Stack gap="1">
        {options.map((o) => (
          <Checkbox.Root key={o.key} value={o.key} size="sm">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{tk(o.label)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </CheckboxGroup>
  );
}
