/** The forms of the verify-account screen: the mailed code, and a child's new password. */
import { Button, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { NewPasswordFields } from "@/components/forms/new-password-fields";
import { TextField } from "@/components/forms/text-field";
import { newPasswordRules, useFieldValidation, type NewPasswordValues } from "@/lib/account-validation";

/** The verify button stays disabled while the code is empty (spec 1 §5). */
export function VerificationCodeForm({ loading, onVerify }: { loading: boolean; onVerify: (code: string) => void }) {
  const { t } = useLingui();
  const [code, setCode] = useState("");
  const [touched, setTouched] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onVerify(code.trim());
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t`Verify account`}>
      <Stack gap="4">
        <TextField
          label={t`Verification code`}
          name="token"
          value={code}
          onChange={setCode}
          onBlur={() => setTouched(true)}
          error={touched && !code.trim() ? "required.field" : undefined}
          helperText={t`Enter the code from the e-mail we sent you.`}
          autoComplete="one-time-code"
          required
        />
        <Button type="submit" colorPalette="brand" loading={loading} disabled={!code.trim()}>
          {t`Verify`}
        </Button>
      </Stack>
    </form>
  );
}

interface ChildPasswordFormProps {
  loading: boolean;
  /** `onFieldErrors` shows a server answer's field keys and says whether there were any. */
  onVerify: (password: string, onFieldErrors: (error: unknown) => boolean) => void;
}

export function ChildPasswordForm({ loading, onVerify }: ChildPasswordFormProps) {
  const { t } = useLingui();
  const form = useFieldValidation(newPasswordRules);
  const [values, setValues] = useState<NewPasswordValues>({ password: "", repeatPassword: "" });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validateAll(values)) onVerify(values.password, form.showServerErrors);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t`Set your password`}>
      <Stack gap="4">
        <NewPasswordFields values={values} onChange={setValues} form={form} labels={{ password: t`Password`, repeatPassword: t`Repeat password` }} />
        <Button type="submit" colorPalette="brand" loading={loading}>
          {t`Verify and set password`}
        </Button>
      </Stack>
    </form>
  );
}
