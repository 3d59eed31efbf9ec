/**
 * Filters that stay out of the way on a phone: below 960 px they are closed behind a
 * "Filters" button that says how many are active (and opens them); from 960 px they are
 * always shown and the button is not needed. A list's `toolbar` (its search box) shares the
 * button's row on a phone, so the list starts one row higher; wider, it sits above the filters.
 */
import { Box, Button, Flex, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { useNarrowScreen } from "@/components/data-table/use-narrow-screen";
import { FilterIcon } from "@/components/ui/icons";

export interface CollapsibleFiltersProps {
  /** id of the filters' panel (the button controls it). */
  id: string;
  /** How many filters are set. */
  activeCount: number;
  /** Controls in the toggle's row on a phone (before the button), above the filters when wider. */
  toolbar?: ReactNode;
  children: ReactNode;
}

/** "Filters" or "Filters (2)": the toggle's text, shared with the lists that always toggle. */
export function useFiltersLabel(activeCount: number): string {
  const { t } = useLingui();
  return activeCount > 0 ? t`Filters (${activeCount})` : t`Filters`;
}

export function CollapsibleFilters({ id, activeCount, toolbar, children }: CollapsibleFiltersProps) {
  const narrow = useNarrowScreen();
  const [open, setOpen] = useState(false);
  const label = useFiltersLabel(activeCount);
  if (!narrow) {
    return toolbar ? (
      <Stack gap="4">
        {toolbar}
        {children}
      </Stack>
    ) : (
      <>{children}</>
    );
  }
  return (
    <Stack gap="2">
      <Flex gap="2" align="center">
        {toolbar}
        <Button
          flexShrink={0}
          size="sm"
          // A phone's touch target: 44 px.
          minH="11"
          variant={activeCount > 0 ? "subtle" : "outline"}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          data-testid="filters-toggle"
        >
          <FilterIcon />
          {label}
        </Button>
      </Flex>
      <Box id={id} hidden={!open}>
        {open ? children : null}
      </Box>
    </Stack>
  );
}
