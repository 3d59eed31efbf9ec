/**
 * The signed-in page frame: header, sidebar (a drawer below 960 px), main content, footer,
 * and the dialogs the frame owns (logout confirmation, feedback survey).
 */
import { Box, CloseButton, Drawer, Flex, Portal } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { useNarrowScreen } from "@/components/data-table/use-narrow-screen";
import type { Globals, SessionUser } from "@/lib/api";
import { menuFor, useImpersonationHeartbeat } from "@/lib/session";
import { AppFooter } from "./app-footer";
import { AppHeader } from "./app-header";
import { FeedbackDialog } from "./feedback-dialog";
import { LogoutDialog } from "./logout-dialog";
import { SideMenu } from "./side-menu";

interface AppShellProps {
  user: SessionUser;
  globals: Globals;
  language: string;
  children: ReactNode;
}

export function AppShell({ user, globals, language, children }: AppShellProps) {
  const { t } = useLingui();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const entries = menuFor(user);
  // Below md the sidebar is hidden (the drawer holds the menu): its links are not rendered at
  // all, which spares a phone's cold start a second menu's worth of work.
  const narrow = useNarrowScreen();
  // An impersonated session ends soon after its last tab closes (spec 1 §4): keep it alive while open.
  useImpersonationHeartbeat(user.impersonatedUser);

  return (
    <Flex direction="column" minH="100dvh">
      <AppHeader
        user={user}
        languages={globals.supportedLanguages}
        language={language}
        onOpenDrawer={() => setDrawerOpen(true)}
        onLogout={() => setLogoutOpen(true)}
      />
      <Flex flex="1" align="stretch">
        <Box as="aside" hideBelow="md" w="sidebar" flexShrink={0} borderEndWidth="1px" bg="bg.panel">
          {narrow ? null : <SideMenu user={user} entries={entries} />}
        </Box>
        <Box as="main" id="main" tabIndex={-1} flex="1" minW="0" px={{ base: "4", md: "8" }} py={{ base: "4", md: "6" }}>
          {children}
        </Box>
      </Flex>
      <AppFooter globals={globals} onOpenFeedback={() => setFeedbackOpen(true)} />

      <Drawer.Root open={drawerOpen} onOpenChange={(details) => setDrawerOpen(details.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW="sidebar">
              <Drawer.Header>
                <Drawer.Title>{t`Menu`}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body px="0">
                <SideMenu user={user} entries={entries} onNavigate={() => setDrawerOpen(false)} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton aria-label={t`Close menu`} size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>

      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} globals={globals} user={user} />
      <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
    </Flex>
  );
}
