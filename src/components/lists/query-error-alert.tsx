/** A list that could not be loaded: the translated error and a retry button. */
import { Alert, Button } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { errorMessageParts } from "@/lib/api";
import { useTranslateKeys } from "@/lib/i18n";

export function QueryErrorAlert({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  const tks = useTranslateKeys();
  const [description = "something.went.wrong", ...rest] = errorMessageParts(error);
  const text = [...tks(description), ...rest].join(" ");
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t`Try again`}
      </Button>
    </Alert.Root>
  );
}
