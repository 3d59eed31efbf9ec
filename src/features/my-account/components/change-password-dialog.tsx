/**
 * Change password (spec 1 §2, §4, §5): old, new and repeat with show/hide toggles; the server's
 * field keys (invalid.credentials, illegal.password, reused.password) appear under their field;
 * success shows 'password change success'.
 */
import { Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { useNotify } from "@/components/notifications/use-notify";
import { FormDialog } from "@/components/dialogs/form-dialog";
import { changePasswordRules, useFieldValidation, type ChangePasswordValues } from "@/lib/account-validation";
import { useChangePasswordMutation } from "../api/use-account-mutations";
import { PasswordField } from "./password-field";

type FieldName = keyof ChangePasswordValues;
const EMPTY: ChangePasswordValues = { oldPassword: "", newPassword: "", repeatPassword: "" };

/** Spec 1 §5: submit is blocked while the new password is empty or differs from its repeat. */
export function canSubmitPasswordChange(values: ChangePasswordValues): boolean {
  return values.newPassword !== "" && values.newPassword === values.repeatPassword;
}

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const notify = useNotify();
  const showError = useShowError();
  const mutation = useChangePasswordMutation();
  const [values, setValues] = useState(EMPTY);
  const validation = useFieldValidation(changePasswordRules);

  const close = () => {
    setValues(EMPTY);
    validation.reset();
    onClose();
  };
  const change = (field: FieldName) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    validation.changed(field);
    // A shown error follows the typing, so it never disappears (moving the buttons) mid-click.
    if (validation.errorOf(field)) validation.blur(field, next);
  };
  const field = (name: FieldName) => ({
    name,
    value: values[name],
    error: validation.errorOf(name),
    onChange: change(name),
    onBlur: () => validation.blur(name, values),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validation.validateAll(values) || !canSubmitPasswordChange(values)) return;
    mutation.mutate(
      { oldPassword: values.oldPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          notify({ message: t`Your password was changed.`, type: "success" });
          close();
        },
        onError: (error) => {
          if (!validation.showServerErrors(error)) showError(error);
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      title={t`Change password`}
      onClose={close}
      onSubmit={submit}
      submitLabel={t`Change password`}
      pending={mutation.isPending}
      submitDisabled={!canSubmitPasswordChange(values)}
    >
      <Stack gap="4">
        <PasswordField {...field("oldPassword")} label={t`Current password`} autoComplete="current-password" />
        <PasswordField {...field("newPassword")} label={t`New password`} autoComplete="new-password" />
        <PasswordField {...field("repeatPassword")} label={t`Repeat new password`} autoComplete="new-password" />
      </Stack>
    </FormDialog>
  );
}
