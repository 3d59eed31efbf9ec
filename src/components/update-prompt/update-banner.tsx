/**
 * Non-blocking banner shown when a new version of the app is waiting: "Update" activates
 * it (every open tab reloads), "Later" hides the banner until the next check. Rendered by
 * ./update-prompt.tsx, which loads it (and Chakra) only when an update is waiting.
 */
import { Box, Button, Flex, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

export function UpdateBanner({ onLater, onUpdate }: { onLater: () => void; onUpdate: () => void }) {
  const { t } = useLingui();
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
        <Button variant="ghost" onClick={onLater}>
          {t`Later`}
        </Button>
        <Button colorPalette="brand" onClick={onUpdate}>
          {t`Update now`}
        </Button>
      </Flex>
    </Box>
  );
}
