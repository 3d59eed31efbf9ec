/**
 * The header's user menu below 960 px: the user's name and e-mail, install app, log out. Made on
 * its first use (`useMenuOnFirstUse`): a phone's cold start renders only its button.
 */
import { Box, IconButton, Menu, Portal, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useMenuOnFirstUse } from "@/components/menus/use-menu-on-first-use";
import { LogoutIcon, UserIcon } from "@/components/ui/icons";
import type { SessionUser } from "@/lib/api";
import { InstallAppMenuItem, useIosInstallHelp } from "@/components/install-app/install-app";

export function UserMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const { t } = useLingui();
  const iosHelp = useIosInstallHelp();
  const { made, plainTrigger } = useMenuOnFirstUse();
  const trigger = (
    <IconButton aria-label={t`User menu`} variant="ghost" {...(made ? {} : plainTrigger)}>
      <UserIcon />
    </IconButton>
  );
  if (!made) return trigger;
  return (
    <>
      {/* Made by the first use: open from the start. */}
      <Menu.Root defaultOpen>
        <Menu.Trigger asChild>{trigger}</Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Box px="3" py="2">
                <Text fontWeight="medium">{user.fullName}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {user.email}
                </Text>
              </Box>
              <Menu.Separator />
              <InstallAppMenuItem onHelp={iosHelp.open} />
              <Menu.Item value="logout" onSelect={onLogout}>
                {/* A menu item does not size its icons: without a size the SVG fills the item's width. */}
                <LogoutIcon boxSize="4" />
                {t`Log out`}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {iosHelp.dialog}
    </>
  );
}
