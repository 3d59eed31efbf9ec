/**
 * The frame of a tabbed list screen (my applications, my drafts): the page heading and a row of
 * tabs whose active panel shows `children`; the other panels stay empty, since only the active
 * tab's list is fetched.
 */
import { Heading, Stack, Tabs } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface TabbedListProps<Tab extends string> {
  title: string;
  tabs: readonly Tab[];
  active: Tab;
  labels: Record<Tab, string>;
  onTabChange: (tab: Tab) => void;
  /** The active tab's panel. */
  children: ReactNode;
  /** Dialogs and other content after the tabs. */
  after?: ReactNode;
}

export function TabbedList<Tab extends string>({ title, tabs, active, labels, onTabChange, children, after }: TabbedListProps<Tab>) {
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Tabs.Root value={active} onValueChange={(details) => onTabChange(details.value as Tab)} variant="line" colorPalette="brand">
        <Tabs.List>
          {tabs.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {labels[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((value) => (
          <Tabs.Content key={value} value={value}>
            {value === active ? <Stack gap="4">{children}</Stack> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {after}
    </Stack>
  );
}
