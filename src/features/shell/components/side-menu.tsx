/**
 * Sidebar menu: the entries the user's roles allow (menu model from src/lib/session),
 * the current section and sub-entry highlighted and marked with aria-current.
 */
import { Badge, Box, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useRouterState } from "@tanstack/react-router";
import { useId } from "react";
import { NavLink } from "@/components/nav/nav-link";
import type { SessionUser } from "@/lib/api";
import { COUNTS, useCount } from "@/lib/counts";
import type { MenuEntry } from "@/lib/session";
import { menuLabel } from "./menu-labels";

/**
 * The menu place of a path: the child-account forms (/child-accounts/create, /edit) belong to
 * My account › Child accounts, so that entry stays highlighted there.
 */
export function menuPathOf(pathname: string): string {
  return pathname.startsWith("/child-accounts/") ? "/my-account/child-accounts" : pathname;
}

/** Whether a sub-entry is the current place; one with a query (Needs a reply) matches path and query. */
export function isEntryCurrent(to: string, pathname: string, searchStr: string): boolean {
  if (to.includes("?")) return `${pathname}${searchStr}` === to;
  const place = menuPathOf(pathname);
  return place === to || place.startsWith(`${to}/`);
}

export function isSectionActive(entry: MenuEntry, location: string): boolean {
  const pathname = menuPathOf(location);
  if (entry.to === "/") return pathname === "/";
  const section = entry.to.split("/")[1];
  return pathname === entry.to || pathname.startsWith(`/${section}/`) || pathname === `/${section}`;
}

interface SideMenuProps {
  user: SessionUser;
  entries: MenuEntry[];
  /** Called after a click (the drawer closes itself with it). */
  onNavigate?: () => void;
}

export function SideMenu({ user, entries, onNavigate }: SideMenuProps) {
  const { t, i18n } = useLingui();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  // New-correspondence badge (spec 1 §9); the link's name stays "Correspondence", the count is its description.
  const newCount = useCount(COUNTS.newCorrespondence, user, entries.some((entry) => entry.id === "correspondence"));
  const countId = useId();

  return (
    <Box as="nav" aria-label={t`Main menu`} py="4">
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {entries.map((entry) => {
          const active = isSectionActive(entry, pathname);
          // A current sub-entry is the page; the section entry is then only highlighted.
          const childCurrent = entry.children?.some((child) => isEntryCurrent(child.to, pathname, searchStr)) ?? false;
          const badge = entry.id === "correspondence" && newCount ? newCount : 0;
          return (
            <li key={entry.id}>
              <NavLink
                href={entry.to}
                onClick={onNavigate}
                aria-current={active && pathname === entry.to && !childCurrent ? "page" : undefined}
                aria-describedby={badge ? countId : undefined}
                data-active={active ? "" : undefined}
                display="flex"
                alignItems="center"
                justifyContent="space-between"
                px="5"
                py="2"
                fontWeight={active ? "semibold" : "normal"}
                color={active ? "brand.fg" : "fg"}
                bg={active ? "brand.subtle" : undefined}
                borderInlineStartWidth="4px"
                borderInlineStartColor={active ? "brand.solid" : "transparent"}
                _hover={{ bg: "bg.muted" }}
              >
                {menuLabel(i18n, entry.id)}
                {badge ? (
                  <Badge aria-hidden="true" colorPalette="blue" variant="solid" borderRadius="full" data-testid="new-correspondence-count">
                    {badge}
                  </Badge>
                ) : null}
              </NavLink>
              {badge ? (
                <Text id={countId} srOnly>
                  {t`${badge} new messages`}
                </Text>
              ) : null}
              {entry.children && entry.children.length > 0 ? (
                <Stack as="ul" gap="0" listStyleType="none" m="0" ps="6">
                  {entry.children.map((child) => {
                    const childActive = isEntryCurrent(child.to, pathname, searchStr);
                    return (
                      <li key={child.id}>
                        <NavLink
                          href={child.to}
                          onClick={onNavigate}
                          aria-current={childActive ? "page" : undefined}
                          display="block"
                          px="4"
                          py="1.5"
                          fontSize="sm"
                          fontWeight={childActive ? "semibold" : "normal"}
                          color={childActive ? "brand.fg" : "fg.muted"}
                          _hover={{ bg: "bg.muted" }}
                        >
                          {menuLabel(i18n, child.id)}
                        </NavLink>
                      </li>
                    );
                  })}
                </Stack>
              ) : null}
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
