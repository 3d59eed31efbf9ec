/**
 * Return from the gateway after a username change was started (DECISIONS flow 4, decision 24):
 * the ticket is redeemed, the server mails the confirmation link to the new address, and the
 * user goes back to the login-details tab, which shows the pending change.
 */
import { Spinner, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { useNotify } from "@/components/notifications/use-notify";
import { useUsernameChangeCallbackMutation } from "../api/use-account-mutations";

export function UsernameChangeCallbackScreen({ ticket }: { ticket?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const notify = useNotify();
  const showError = useShowError();
  const mutation = useUsernameChangeCallbackMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const toLoginDetails = () => void navigate({ to: "/my-account/$tab", params: { tab: "login-details" }, replace: true });
    if (!ticket) return showError("gateway.ticket.invalid", toLoginDetails);
    mutation.mutate(ticket, {
      onSuccess: ({ newUsername }) => {
        notify({ message: t`We sent a confirmation link to ${newUsername}.`, type: "success" });
        toLoginDetails();
      },
      onError: (error) => showError(error, toLoginDetails),
    });
  }, [ticket, mutation, navigate, notify, showError, t]);

  return (
    <Stack align="center" gap="4" py="6" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" />
      <Text>{t`Checking the e-government gateway answer…`}</Text>
    </Stack>
  );
}
