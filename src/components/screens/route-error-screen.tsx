import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useTranslateKey } from "@/lib/i18n";

/** Last-resort screen when a route's loader or component fails. */
export function RouteErrorScreen({ error, reset }: { error: unknown; reset: () => void }) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const description =
    typeof error === "object" && error !== null && "description" in error && typeof error.description === "string"
      ? error.description
      : "something.went.wrong";
  return (
    <Box role="alert" px="4" py="10">
      <Stack gap="4" maxW="lg">
        <Heading as="h1" size="xl">
          {t`This page could not be shown`}
        </Heading>
        <Text>{tk(description)}</Text>
        <Button alignSelf="start" colorPalette="brand" onClick={reset}>
          {t`Try again`}
        </Button>
      </Stack>
    </Box>
  );
}
