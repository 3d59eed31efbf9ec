/**
 * Return from the gateway during registration (DECISIONS flow 5.2): the ticket gives the
 * identity (kept by the server for creation), the wizard goes on at step TWO on /new-account.
 */
import { Alert, Button, Spinner, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/api";
import { useTranslateKeys } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/navigation/use-document-title";
import { useGatewayIdentityMutation } from "../api/use-registration-mutations";
import { wizardAtom } from "../state";
import { INITIAL_WIZARD, toIdentity, withIdentity } from "../wizard";

export function NewAccountCallbackScreen({ ticket, challenge }: { ticket: string | undefined; challenge: string | undefined }) {
  const { t } = useLingui();
  const tks = useTranslateKeys();
  const navigate = useNavigate();
  const setWizard = useSetAtom(wizardAtom);
  const identity = useGatewayIdentityMutation();
  const [answerFailure, setFailure] = useState<string | null>(null);
  const failure = ticket ? answerFailure : "gateway.ticket.invalid";
  const started = useRef(false);
  useDocumentTitle(t`Create new account`);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!ticket) return;
    identity.mutate(ticket, {
      onSuccess: (data) => {
        setWizard(withIdentity(toIdentity(data)));
        void navigate({ to: "/new-account", search: { login_challenge: challenge }, replace: true });
      },
      onError: (error) => setFailure(error instanceof ApiError ? error.description : "something.went.wrong"),
    });
  }, [ticket, challenge, identity, navigate, setWizard]);

  if (failure) {
    return (
      <Stack gap="5">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{tks(failure).join(" ")}</Alert.Title>
        </Alert.Root>
        <Button
          colorPalette="brand"
          onClick={() => {
            setWizard(INITIAL_WIZARD);
            void navigate({ to: "/new-account", search: { login_challenge: challenge }, replace: true });
          }}
        >
          {t`Start again`}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="4" py="6" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" />
      <Text>{t`Reading your details from the gateway…`}</Text>
    </Stack>
  );
}
