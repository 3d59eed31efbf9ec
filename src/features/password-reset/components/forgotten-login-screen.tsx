/**
 * I forgot my password (/forgotten-login, spec 1 §2): a valid e-mail is required; after the
 * request a confirmation dialog shows the e-mail the link was sent to.
 */
import { Button, Dialog, Heading, Link, Portal, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { TextField } from "@/components/forms/text-field";
import { NavLink } from "@/components/nav/nav-link";
import { emailRules, MAX_LENGTHS, useFieldValidation, type EmailValues } from "@/lib/account-validation";
import { useDocumentTitle } from "@/lib/navigation/use-document-title";
import { useRequestPasswordResetMutation } from "../api/password-reset-api";

export function ForgottenLoginScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const showError = useShowError();
  const request = useRequestPasswordResetMutation();
  const form = useFieldValidation(emailRules);
  const [values, setValues] = useState<EmailValues>({ email: "" });
  const [sentTo, setSentTo] = useState<string | null>(null);
  useDocumentTitle(t`I forgot my password`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validateAll(values)) return;
    const email = values.email.trim();
    request.mutate(email, {
      onSuccess: () => setSentTo(email),
      onError: (error) => {
        if (!form.showServerErrors(error)) showError(error);
      },
    });
  };

  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {t`I forgot my password`}
      </Heading>
      <Text>{t`Enter the e-mail of your account. We will send you a link to set a new password.`}</Text>
      <form onSubmit={submit} noValidate aria-label={t`Request a password reset`}>
        <Stack gap="4">
          <TextField
            label={t`E-mail`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={MAX_LENGTHS.email}
            required
            value={values.email}
            error={form.errorOf("email")}
            onChange={(email) => {
              setValues({ email });
              form.changed("email");
            }}
            onBlur={() => form.blur("email", values)}
          />
          <Button type="submit" colorPalette="brand" loading={request.isPending}>
            {t`Send reset link`}
          </Button>
        </Stack>
      </form>
      <Link asChild alignSelf="start" color="brand.fg" fontSize="sm">
        <NavLink href="/login">{t`Back to login`}</NavLink>
      </Link>
      <Dialog.Root open={sentTo !== null} onOpenChange={(details) => !details.open && void navigate({ href: "/login" })} role="alertdialog">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t`Check your e-mail`}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>{t`If an account uses ${sentTo ?? ""}, we have sent a link to set a new password to that address.`}</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button colorPalette="brand" onClick={() => void navigate({ href: "/login" })}>
                  {t`Back to login`}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
