/**
 * "Page not found". Signed out it is a page of its own; signed in it is the content of the
 * shell's main area (header, menu and language switch stay, see src/routes/$.tsx), so it does
 * not render a `main` landmark of its own there.
 */
import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { NavLink } from "@/components/nav/nav-link";
import { LogoMark } from "@/components/ui/icons";

export function NotFoundScreen({ inShell = false }: { inShell?: boolean }) {
  const { t } = useLingui();
  const content = (
    <Stack gap="4" align="center" textAlign="center" maxW="md">
      {inShell ? null : <LogoMark boxSize="12" />}
      <Heading as="h1" size="2xl">
        {t`Page not found`}
      </Heading>
      <Text color="fg.muted">{t`The address may be mistyped, or the page may have moved.`}</Text>
      <Button asChild colorPalette="brand">
        <NavLink href="/">{t`Go to the start page`}</NavLink>
      </Button>
    </Stack>
  );
  if (inShell) {
    return (
      <Box display="grid" placeItems="center" py="16" data-testid="not-found-in-shell">
        {content}
      </Box>
    );
  }
  return (
    <Box as="main" id="main" minH="100dvh" display="grid" placeItems="center" px="4">
      {content}
    </Box>
  );
}

/** The page of its own (the root route's `notFoundComponent`, signed out). */
export function NotFoundPage() {
  return <NotFoundScreen />;
}

/** The in-shell variant, for a route's `notFoundComponent` inside the signed-in layout. */
export function NotFoundInShell() {
  return <NotFoundScreen inShell />;
}
