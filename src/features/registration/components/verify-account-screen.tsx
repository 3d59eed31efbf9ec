/**
 * Verify account (spec 1 §2, §4): /registration/verify (code typed from the mail, with the
 * pending credentials of the sign-in or the wizard), /registration/token/<token> (the mailed link,
 * verified on entry) and /child/registration/token/<token> (a child sets its password). Success
 * signs in automatically with the stored credentials (a child with its new password), unless the
 * answer is registration.token.not.valid. Resend mails a new code and link.
 */
import { Alert, Button, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { ApiError } from "@/lib/api";
import { useTranslateKeys } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/navigation/use-document-title";
import { clearPendingCredentials, readPendingCredentials } from "@/lib/session/pending-credentials";
import {
  useConfirmRegistrationMutation,
  useResendRegistrationTokenMutation,
  useSignInAfterVerificationMutation,
} from "../api/use-registration-mutations";
import { ChildPasswordForm, VerificationCodeForm } from "./verification-forms";

export type VerifyMode = { kind: "code" } | { kind: "link"; token: string } | { kind: "child"; token: string };

export function VerifyAccountScreen({ mode, applicationName }: { mode: VerifyMode; applicationName: string }) {
  const { t } = useLingui();
  const tks = useTranslateKeys();
  const navigate = useNavigate();
  const showError = useShowError();
  const confirm = useConfirmRegistrationMutation();
  const resend = useResendRegistrationTokenMutation();
  const signIn = useSignInAfterVerificationMutation();
  const [pending] = useState(readPendingCredentials);
  const [verified, setVerified] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const started = useRef(false);
  useDocumentTitle(t`Verify account`);
  const token = mode.kind === "code" ? undefined : mode.token;

  const verify = (code: string, password?: string, onFieldErrors?: (error: unknown) => boolean) => {
    setFailure(null);
    setResent(false);
    confirm.mutate(password === undefined ? { token: code } : { token: code, password }, {
      onSuccess: (userName) => {
        setVerified(true);
        const credentials = password !== undefined ? { username: userName, password } : pending;
        if (!credentials) return;
        signIn.mutate(
          { username: credentials.username, password: credentials.password, applicationName },
          {
            onSuccess: () => clearPendingCredentials(),
            onError: (error) => setFailure(error instanceof ApiError ? error.description : "something.went.wrong"),
          },
        );
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || error.kind !== "http") return showError(error);
        if (onFieldErrors?.(error)) return;
        setFailure(error.description);
      },
    });
  };

  // The mailed link of a parent account is verified on entry.
  useEffect(() => {
    if (mode.kind !== "link" || started.current) return;
    started.current = true;
    verify(mode.token);
    // Once per visit; `verify` is recreated on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode]);

  const canResend = Boolean(pending?.username ?? token);
  const doResend = () =>
    resend.mutate(pending ? { userName: pending.username, ...(token ? { token } : {}) } : { token }, {
      onSuccess: () => {
        setFailure(null);
        setResent(true);
      },
      onError: (error) => showError(error),
    });
  const toLogin = () => void navigate({ href: "/login" });
  const signingIn = signIn.isPending || signIn.isSuccess;

  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {t`Verify account`}
      </Heading>
      {resent ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{t`We sent you a new verification e-mail.`}</Alert.Title>
        </Alert.Root>
      ) : null}
      {failure ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{tks(failure).join(" ")}</Alert.Title>
        </Alert.Root>
      ) : null}
      {verified ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{t`Your account is verified.`}</Alert.Title>
        </Alert.Root>
      ) : null}
      {signingIn && !failure ? (
        <Stack align="center" gap="3" role="status" aria-live="polite">
          <Spinner size="lg" color="brand.solid" />
          <Text>{t`Signing you in…`}</Text>
        </Stack>
      ) : null}
      {!verified && mode.kind === "code" ? (
        <VerificationCodeForm loading={confirm.isPending} onVerify={(code) => verify(code)} />
      ) : null}
      {!verified && mode.kind === "child" ? (
        <ChildPasswordForm loading={confirm.isPending} onVerify={(password, onFieldErrors) => verify(mode.token, password, onFieldErrors)} />
      ) : null}
      {!verified && mode.kind === "link" && confirm.isPending ? (
        <Stack align="center" gap="3" role="status" aria-live="polite">
          <Spinner size="lg" color="brand.solid" />
          <Text>{t`Verifying your account…`}</Text>
        </Stack>
      ) : null}
      {!verified && canResend ? (
        <Button variant="outline" loading={resend.isPending} onClick={doResend}>
          {t`Send the verification e-mail again`}
        </Button>
      ) : null}
      {(verified && !signingIn) || failure ? (
        <Button colorPalette={verified ? "brand" : undefined} variant={verified ? "solid" : "ghost"} onClick={toLogin}>
          {t`Back to login`}
        </Button>
      ) : null}
    </Stack>
  );
}
