/** After creation: the e-mail the verification was sent to, and back to login. */
import { Alert, Button, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

export function RegistrationSuccess({ email, onBackToLogin }: { email: string; onBackToLogin: () => void }) {
  const { t } = useLingui();
  return (
    <Stack gap="5">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t`Your account has been created`}</Alert.Title>
          <Alert.Description>{t`We sent a verification e-mail to ${email}. Open the link in it, or enter its code, to verify your account.`}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button colorPalette="brand" onClick={onBackToLogin}>
        {t`Back to login`}
      </Button>
    </Stack>
  );
}
