/** Step ONE: identify through the e-government gateway (the ticket form is auto-posted there). */
import { Button, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { useStartRegistrationGatewayMutation } from "../api/use-registration-mutations";

export function GatewayStep({ challenge, onBackToLogin }: { challenge: string | undefined; onBackToLogin: () => void }) {
  const { t } = useLingui();
  const showError = useShowError();
  const gateway = useStartRegistrationGatewayMutation();
  return (
    <Stack gap="5">
      <Text>
        {t`To create an account, first confirm who you are through the e-government gateway. You can sign in there as yourself or on behalf of your company.`}
      </Text>
      <Button colorPalette="brand" size="lg" loading={gateway.isPending} onClick={() => gateway.mutate(challenge, { onError: (error) => showError(error) })}>
        {t`Continue to the e-government gateway`}
      </Button>
      <Button variant="ghost" onClick={onBackToLogin}>
        {t`Back to login`}
      </Button>
    </Stack>
  );
}
