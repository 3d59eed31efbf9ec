/**
 * Set a new password from the mailed link (/reset/token/<token>, spec 1 §2, §4): the token is
 * checked on entry; a missing or refused token (password.reset.link.not.valid) shows the
 * expired-link screen with a request-new-link button; success shows back-to-login.
 */
import { Alert, Button, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { NewPasswordFields } from "@/components/forms/new-password-fields";
import { newPasswordRules, useFieldValidation, type NewPasswordValues } from "@/lib/account-validation";
import { ApiError } from "@/lib/api";
import { useDocumentTitle } from "@/lib/navigation/use-document-title";
import { passwordResetQueries, useConfirmPasswordResetMutation } from "../api/password-reset-api";

const LINK_NOT_VALID = "password.reset.link.not.valid";

export function ResetPasswordScreen({ token }: { token: string | undefined }) {
  const { t } = useLingui();
  const check = useQuery({ ...passwordResetQueries.token(token ?? ""), enabled: Boolean(token) });
  const [phase, setPhase] = useState<"form" | "expired" | "done">("form");

  if (!token || check.isError || phase === "expired") return <ExpiredLink />;
  if (phase === "done") return <ResetComplete />;
  if (check.isPending) {
    return (
      <Stack align="center" gap="3" py="6" role="status" aria-live="polite">
        <Spinner size="lg" color="brand.solid" />
        <Text>{t`Checking your link…`}</Text>
      </Stack>
    );
  }
  return <NewPasswordForm token={token} onExpired={() => setPhase("expired")} onDone={() => setPhase("done")} />;
}

function NewPasswordForm({ token, onExpired, onDone }: { token: string; onExpired: () => void; onDone: () => void }) {
  const { t } = useLingui();
  const showError = useShowError();
  const confirm = useConfirmPasswordResetMutation();
  const form = useFieldValidation(newPasswordRules);
  const [values, setValues] = useState<NewPasswordValues>({ password: "", repeatPassword: "" });
  useDocumentTitle(t`Reset password`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validateAll(values)) return;
    confirm.mutate(
      { token, password: values.password },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && error.description === LINK_NOT_VALID) return onExpired();
          if (!form.showServerErrors(error)) showError(error);
        },
      },
    );
  };

  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {t`Reset password`}
      </Heading>
      <form onSubmit={submit} noValidate aria-label={t`Set a new password`}>
        <Stack gap="4">
          <NewPasswordFields values={values} onChange={setValues} form={form} labels={{ password: t`New password`, repeatPassword: t`Repeat new password` }} />
          <Button type="submit" colorPalette="brand" loading={confirm.isPending}>
            {t`Set new password`}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

function ExpiredLink() {
  const { t } = useLingui();
  const navigate = useNavigate();
  useDocumentTitle(t`Expired password link`);
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {t`Expired password link`}
      </Heading>
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Title>{t`This link to set a new password is no longer valid. Links work once and for 24 hours.`}</Alert.Title>
      </Alert.Root>
      <Button colorPalette="brand" onClick={() => void navigate({ href: "/forgotten-login" })}>
        {t`Request a new link`}
      </Button>
    </Stack>
  );
}

function ResetComplete() {
  const { t } = useLingui();
  const navigate = useNavigate();
  useDocumentTitle(t`Password reset complete`);
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {t`Password reset complete`}
      </Heading>
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Title>{t`Your new password is set. You can log in with it now.`}</Alert.Title>
      </Alert.Root>
      <Button colorPalette="brand" onClick={() => void navigate({ href: "/login" })}>
        {t`Back to login`}
      </Button>
    </Stack>
  );
}
