/**
 * The new password and its repetition (reset password, a child's first password): password
 * inputs with `new-password` autocomplete, the spec's maximum lengths, the password rule as help,
 * and validation on blur through the form's `useFieldValidation(newPasswordRules)`.
 */
import { useLingui } from "@lingui/react/macro";
import { MAX_LENGTHS, type FieldValidation, type NewPasswordValues } from "@/lib/account-validation";
import { TextField } from "./text-field";

export interface NewPasswordFieldsProps {
  values: NewPasswordValues;
  onChange: (values: NewPasswordValues) => void;
  form: FieldValidation<NewPasswordValues>;
  labels: Record<keyof NewPasswordValues, string>;
}

export function NewPasswordFields({ values, onChange, form, labels }: NewPasswordFieldsProps) {
  const { t } = useLingui();
  const field = (name: keyof NewPasswordValues) => ({
    name,
    label: labels[name],
    type: "password",
    autoComplete: "new-password",
    maxLength: MAX_LENGTHS[name],
    required: true,
    value: values[name],
    error: form.errorOf(name),
    onChange: (value: string) => {
      onChange({ ...values, [name]: value });
      form.changed(name);
    },
    onBlur: () => form.blur(name, values),
  });
  return (
    <>
      <TextField
        {...field("password")}
        helperText={t`At least 8 letters and digits with upper and lower case and a digit; no three repeated characters, no sequences, no special characters.`}
      />
      <TextField {...field("repeatPassword")} />
    </>
  );
}
