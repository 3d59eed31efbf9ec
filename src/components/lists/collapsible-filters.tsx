/**
 * Filters that stay out of the way on a phone: below 960 px they are closed behind a
 * "Filters" button that says how many are active (and opens them); from 960 px they are
 * always shown and the button is not needed.
 */
import { Box, Button, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { useNarrowScreen } from "@/components/data-table/use-narrow-screen";
import { FilterIcon } from "@/components/ui/icons";

export interface CollapsibleFiltersProps {
  /** id of the filters' panel (the button controls it). */
  id: string;
  /** How many filters are set. */
  activeCount: number;
  children: ReactNode;
}

/** "Filters" or "Filters (2)": the toggle's text, shared with the lists that always toggle. */
export function useFiltersLabel(activeCount: number): string {
  const { t } = useLingui();
  return activeCount > 0 ? t`Filters (${activeCount})` : t`Filters`;
}

export function CollapsibleFilters({ id, activeCount, children }: CollapsibleFiltersProps) {
  const narrow = useNarrowScreen();
  const [open, setOpen] = useState(false);
  const label = useFiltersLabel(activeCount);
  if (!narrow) return <>{children}</>;
  return (
    <Stack gap="3">
      <Button
        alignSelf="start"
        size="sm"
        variant={activeCount > 0 ? "subtle" : "outline"}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        data-testid="filters-toggle"
      >
        <FilterIcon />
        {label}
      </Button>
      <Box id={id} hidden={!open}>
        {open ? children : null}
      </Box>
    </Stack>
  );
}
