/** /my-account/{tab}: login details, profile details, preferences and child accounts (spec 1 §2). */
import { Heading, Stack, Tabs } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Globals, SessionUser } from "@/lib/api";
import { tabsFor, type MyAccountTab } from "../tabs";
import { LoginDetailsPanel } from "./login-details-panel";
import { PreferencesPanel } from "./preferences-panel";
import { ProfileDetailsPanel } from "./profile-details-panel";

export interface MyAccountScreenProps {
  user: SessionUser;
  globals: Globals;
  language: string;
  tab: MyAccountTab;
  /** The child-accounts tab's content (its own feature), given by the route. */
  childAccounts: ReactNode;
  onTabChange: (tab: MyAccountTab) => void;
}

export function MyAccountScreen({ user, globals, language, tab, childAccounts, onTabChange }: MyAccountScreenProps) {
  const { t } = useLingui();
  const tabs = tabsFor(user);
  const labels: Record<MyAccountTab, string> = {
    "login-details": t`Login details`,
    "profile-details": t`Profile details`,
    preferences: t`Preferences`,
    "child-accounts": t`Child accounts`,
  };
  const panel: Record<MyAccountTab, () => ReactNode> = {
    "login-details": () => <LoginDetailsPanel user={user} />,
    "profile-details": () => <ProfileDetailsPanel user={user} globals={globals} language={language} />,
    preferences: () => <PreferencesPanel user={user} globals={globals} />,
    "child-accounts": () => childAccounts,
  };
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {t`My account`}
      </Heading>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => {
          const next = tabs.find((candidate) => candidate === details.value);
          if (next) onTabChange(next);
        }}
        variant="line"
        colorPalette="brand"
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          {tabs.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {labels[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((value) => (
          <Tabs.Content key={value} value={value}>
            {value === tab ? panel[value]() : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
