/**
 * Non-blocking banner shown when a new version of the app is waiting: "Update" activates
 * it (every open tab reloads), "Later" hides the banner until the next check.
 */
import { Box, Button, Flex, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useServiceWorker } from "@/lib/pwa/use-service-worker";

export function UpdatePrompt() {
  const { t } = useLingui();
  const { needRefresh, updateServiceWorker } = useServiceWorker();
  const [dismissed, setDismissed] = useState(false);
  if (!needRefresh || dismissed) return null;
  return (
    <Box
      role="region"
      aria-label={t`App update`}
      position="fixed"
      insetX="4"
      bottom="4"
      zIndex="banner"
      mx="auto"
      maxW="lg"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="lg"
      boxShadow="lg"
      p="4"
    >
      <Flex gap="3" align="center" wrap="wrap">
        <Text flex="1" minW="48">
          {t`A new version of the user area is ready.`}
        </Text>
        <Button variant="ghost" onClick={() => setDismissed(true)}>
          {t`Later`}
        </Button>
        <Button colorPalette="brand" onClick={() => void updateServiceWorker()}>
          {t`Update now`}
        </Button>
      </Flex>
    </Box>
  );
}
