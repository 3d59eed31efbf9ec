/**
 * "Needs a connection": a screen whose data this device has never stored, while the office
 * cannot be reached (src/lib/query/screen-data.ts `NeedsConnectionError`). Retry reloads the
 * route; it also retries by itself when the browser reports the connection back, when the tab
 * is shown again, and every RETRY_EVERY_MS (a "connected" network that did not answer may
 * answer now).
 */
import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useEffectEvent } from "react";

export const RETRY_EVERY_MS = 15_000;

export function NeedsConnectionScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  const retry = useEffectEvent(onRetry);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") retry();
    };
    const onOnline = () => retry();
    window.addEventListener("online", onOnline);
    document.addEventListener("visibilitychange", onVisible);
    const timer = setInterval(() => retry(), RETRY_EVERY_MS);
    return () => {
      window.removeEventListener("online", onOnline);
      document.removeEventListener("visibilitychange", onVisible);
      clearInterval(timer);
    };
  }, []);
  return (
    <Box role="alert" py="10" data-testid="needs-connection">
      <Stack gap="4" maxW="lg">
        <Heading as="h1" size="xl">
          {t`This page needs a connection`}
        </Heading>
        <Text>{t`This device has no copy of this page yet, and the office cannot be reached. It opens by itself when the connection returns.`}</Text>
        <Button alignSelf="start" colorPalette="brand" onClick={onRetry}>
          {t`Retry`}
        </Button>
      </Stack>
    </Box>
  );
}
