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
import { useChangePasswordMutation } from "../api/use-account-mutations";
import { changePasswordRules, useFieldValidation, type ChangePasswordValues } from "@/lib/account-validation";
import { PasswordField } from "./password-field";
import { FormDialog } from "@/components/dialogs/form-dialog";

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
  const blur = (field: FieldName) => () => validation.blur(field, values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validation.validateAll(values) || !canSubmitPasswordChange(values)) return;
    mutation.mutate(
      { oldPassword: values.oldPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          notify({ message: t`Password change success`, type: "success" });
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
        <PasswordField
          name="oldPassword"
          label={t`Current password`}
          autoComplete="current-password"
          value={values.oldPassword}
          error={validation.errorOf("oldPassword")}
          onChange={change("oldPassword")}
          onBlur={blur("oldPassword")}
        />
        <PasswordField
          name="newPassword"
          label={t`New password`}
          autoComplete="new-password"
          value={values.newPassword}
          error={validation.errorOf("newPassword")}
          onChange={change("newPassword")}
          onBlur={blur("newPassword")}
        />
        <PasswordField
          name="repeatPassword"
          label={t`Repeat new password`}
          autoComplete="new-password"
          value={values.repeatPassword}
          error={validation.errorOf("repeatPassword")}
          onChange={change("repeatPassword")}
          onBlur={blur("repeatPassword")}
        />
      </Stack>
    </FormDialog>
  );
}
