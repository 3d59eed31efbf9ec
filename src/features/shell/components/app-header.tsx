/**
 * Header: skip link, menu button (drawer, below 960 px), logo (clears the shown error and
 * goes to /), online/offline indicator, language switch, and the user area — name, install
 * app and log out on desktop, a user dropdown on small screens. It also keeps the installed
 * app's icon badge in step with the polled counts.
 */
import { Badge, Box, Button, Flex, IconButton, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { shownErrorAtom } from "@/components/error-dialog/error-state";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { chooseAccountLanguage } from "@/lib/i18n/session-language";
import { NavLink } from "@/components/nav/nav-link";
import { useNarrowScreen } from "@/components/data-table/use-narrow-screen";
import { LogoMark, LogoutIcon, MenuIcon } from "@/components/ui/icons";
import type { SessionUser } from "@/lib/api";
import { LanguageSwitch } from "@/components/language-switch";
import { InstallAppButton } from "@/components/install-app/install-app";
import { OnlineIndicator } from "@/components/offline/online-indicator";
import { useAppBadge } from "@/lib/counts";
import { UserMenu } from "./user-menu";

/**
 * The installed app's icon badge, in a component of its own: each polled count that arrives
 * re-renders this, not the whole header.
 */
function AppBadge({ user }: { user: SessionUser }) {
  useAppBadge(user);
  return null;
}

interface AppHeaderProps {
  user: SessionUser;
  languages: string[];
  language: string;
  onOpenDrawer: () => void;
  onLogout: () => void;
}

export function AppHeader({ user, languages, language, onOpenDrawer, onLogout }: AppHeaderProps) {
  const { t } = useLingui();
  const clearError = useSetAtom(shownErrorAtom);
  const queryClient = useQueryClient();
  const showError = useShowError();
  // Signed in, the switch saves the language to the account (decision 39); a read-only session only shows it.
  const chooseLanguage = (next: string) => void chooseAccountLanguage(next, queryClient, !user.impersonatedUser).catch(showError);
  // Only one of the two user areas is built: a phone's start skips the desktop's, and the other way round.
  const narrow = useNarrowScreen();

  return (
    <Flex
      as="header"
      align="center"
      gap="3"
      px={{ base: "3", md: "6" }}
      // Slimmer on phones, where every row above a list counts.
      h={{ base: "14", md: "16" }}
      bg="bg.panel"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <AppBadge user={user} />
      <Box
        asChild
        position="absolute"
        insetInlineStart="2"
        top="-20"
        _focusVisible={{ top: "2" }}
        bg="bg.panel"
        px="3"
        py="2"
        borderRadius="md"
        zIndex="skipLink"
      >
        <a href="#main">{t`Skip to content`}</a>
      </Box>
      {narrow ? (
        <IconButton aria-label={t`Open menu`} variant="ghost" onClick={onOpenDrawer}>
          <MenuIcon />
        </IconButton>
      ) : null}
      <NavLink
        href="/"
        onClick={() => clearError(null)}
        display="flex"
        alignItems="center"
        gap="2"
        fontWeight="bold"
        color="brand.fg"
      >
        <LogoMark boxSize="8" />
        {/* Below 600 px the name is for screen readers only: the link keeps its name. */}
        <Text as="span" srOnly={{ base: true, sm: false }}>
          {t`IP Office user area`}
        </Text>
      </NavLink>
      <Box flex="1" />
      {user.impersonatedUser ? (
        <Badge bg="orange.700" color="white">{t`Read-only session`}</Badge>
      ) : null}
      <OnlineIndicator />
      <LanguageSwitch supported={languages} current={language} onChoose={chooseLanguage} />
      {narrow ? (
        <UserMenu user={user} onLogout={onLogout} />
      ) : (
        <Flex align="center" gap="3">
          <InstallAppButton />
          <Text as="span" fontWeight="medium" data-testid="header-user-name">
            {user.fullName}
          </Text>
          <Button variant="outline" size="sm" onClick={onLogout}>
            <LogoutIcon boxSize="4" />
            {t`Log out`}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
