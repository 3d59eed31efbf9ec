/**
 * /change-username/token/<token> (spec 1 §2, §4): confirms the mailed username change; on
 * success it says so and returns to login after about 0, 1 and 2 seconds. A used or expired
 * link (registration.token.not.valid) can be sent again. No sidebar: signed-out layout.
 */
import { Alert, Button, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { isApiError } from "@/lib/api";
import { useTranslateKey } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/navigation/use-document-title";
import { useConfirmUsernameChangeMutation, useResendUsernameChangeMutation } from "../api/use-account-mutations";
import { scheduleReturn } from "../username-change";

export function VerifyUsernameChangeScreen({ token }: { token: string }) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const navigate = useNavigate();
  const confirm = useConfirmUsernameChangeMutation();
  const resend = useResendUsernameChangeMutation();
  const [seconds, setSeconds] = useState<number | null>(null);
  const started = useRef(false);

  useDocumentTitle(t`Verify username change`);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm.mutate(token);
  }, [confirm, token]);
  useEffect(() => {
    if (!confirm.isSuccess) return;
    return scheduleReturn(setSeconds, () => void navigate({ to: "/login", replace: true }));
  }, [confirm.isSuccess, navigate]);

  const errorKey = confirm.isError ? (isApiError(confirm.error) ? confirm.error.description : "something.went.wrong") : null;
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t`Verify username change`}
      </Heading>
      {confirm.isPending || confirm.isIdle ? (
        <Stack direction="row" align="center" gap="3" role="status">
          <Spinner color="brand.solid" />
          <Text>{t`Confirming your new user name…`}</Text>
        </Stack>
      ) : null}
      {confirm.isSuccess ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t`Your user name is now ${confirm.data.userName}.`}</Alert.Title>
            <Alert.Description>
              {seconds ? t`Returning to login in ${seconds} s…` : t`Returning to login…`}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {errorKey ? (
        <Stack gap="3">
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{tk(errorKey)}</Alert.Title>
          </Alert.Root>
          {resend.isSuccess ? (
            <Text role="status">{t`If the change is still waiting, a new link is on its way.`}</Text>
          ) : (
            <Button variant="outline" alignSelf="start" loading={resend.isPending} onClick={() => resend.mutate(token)}>
              {t`Send the link again`}
            </Button>
          )}
          <Button variant="plain" alignSelf="start" onClick={() => void navigate({ to: "/login" })}>
            {t`Back to login`}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
