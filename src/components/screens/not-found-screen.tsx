import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { NavLink } from "@/components/nav/nav-link";
import { LogoMark } from "@/components/ui/icons";

/** Shown for any unknown path, signed in or not. */
export function NotFoundScreen() {
  const { t } = useLingui();
  return (
    <Box as="main" id="main" minH="100dvh" display="grid" placeItems="center" px="4">
      <Stack gap="4" align="center" textAlign="center" maxW="md">
        <LogoMark boxSize="12" />
        <Heading as="h1" size="2xl">
          {t`Page not found`}
        </Heading>
        <Text color="fg.muted">{t`The address may be mistyped, or the page may have moved.`}</Text>
        <Button asChild colorPalette="brand">
          <NavLink href="/">{t`Go to the start page`}</NavLink>
        </Button>
      </Stack>
    </Box>
  );
}
