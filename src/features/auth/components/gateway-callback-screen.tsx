/**
 * Return from the e-government gateway (DECISIONS flow 4.5): redeem the ticket; on
 * success the server has signed us in, on failure back to the sign-in form with the
 * error key.
 */
import { Spinner, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { ApiError } from "@/lib/api";
import { useTicketLoginMutation } from "../api/use-sign-in-mutations";

export function GatewayCallbackScreen({ ticket, challenge }: { ticket?: string; challenge?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const mutation = useTicketLoginMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fail = (key: string) =>
      void navigate({
        to: "/login/oauth2/challenge",
        search: { login_challenge: challenge, errorMessageKey: key },
        replace: true,
      });
    if (!ticket || !challenge) return fail("gateway.ticket.invalid");
    mutation.mutate(
      { ticket, challenge },
      { onError: (error) => fail(error instanceof ApiError ? error.description : "something.went.wrong") },
    );
  }, [ticket, challenge, mutation, navigate]);

  return (
    <Stack align="center" gap="4" py="6" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" />
      <Text>{t`Signing you in…`}</Text>
    </Stack>
  );
}
