/**
 * Toolbar of my applications: search, the filter toggle, the grid/table switch (only on the
 * trademark and design tabs), export (excel or pdf) and "start an e-service".
 */
import { Button, Field, Group, HStack, Input, Menu, Portal } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { isExportType, type ExportType } from "@/lib/lists";
import { useFiltersLabel } from "@/components/lists/collapsible-filters";
import { NeedsNetworkReason, useNeedsNetwork } from "@/components/offline/needs-network";
import type { ViewMode } from "../search";

export interface ApplicationsToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  filtersOpen: boolean;
  /** How many kinds of filter are set (shown on the filter toggle). */
  activeFilterCount: number;
  onToggleFilters: () => void;
  view: ViewMode;
  viewSwitchEnabled: boolean;
  onView: (view: ViewMode) => void;
  onExport: (type: ExportType) => void;
  exporting: boolean;
  /** Undefined: the e-service action is not offered on this tab. */
  onStartEservice?: () => void;
  selectedCount: number;
}

export function ApplicationsToolbar(props: ApplicationsToolbarProps) {
  const { t } = useLingui();
  const network = useNeedsNetwork();
  const [text, setText] = useState(props.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch(text);
  };
  const selected = props.selectedCount;
  const filtersLabel = useFiltersLabel(props.activeFilterCount);
  return (
    <HStack gap="3" wrap="wrap" align="end" justify="space-between">
      <HStack as="form" role="search" onSubmit={submit} gap="2" align="end">
        <Field.Root>
          <Field.Label>{t`Search applications`}</Field.Label>
          <Input type="search" name="search" maxLength={200} value={text} onChange={(e) => setText(e.currentTarget.value)} w={{ base: "full", md: "72" }} />
        </Field.Root>
        <Button type="submit" colorPalette="brand">
          {t`Search`}
        </Button>
      </HStack>
      <HStack gap="2" wrap="wrap">
        <Button variant={props.activeFilterCount > 0 ? "subtle" : "outline"} aria-expanded={props.filtersOpen} aria-controls="applications-filters" onClick={props.onToggleFilters}>
          {filtersLabel}
        </Button>
        <Group attached role="group" aria-label={t`View`}>
          {(["table", "grid"] as const).map((mode) => (
            <Button
              key={mode}
              variant={props.view === mode ? "solid" : "outline"}
              colorPalette="brand"
              aria-pressed={props.view === mode}
              disabled={!props.viewSwitchEnabled}
              onClick={() => props.onView(mode)}
            >
              {mode === "table" ? t`Table` : t`Grid`}
            </Button>
          ))}
        </Group>
        <Menu.Root onSelect={(details) => isExportType(details.value) && props.onExport(details.value)}>
          <Menu.Trigger asChild>
            <Button
              variant="outline"
              loading={props.exporting}
              disabled={network.unavailable}
              aria-describedby={network.unavailable ? "export-needs-network" : undefined}
            >
              {t`Export`}
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="excel">{t`Excel (.xlsx)`}</Menu.Item>
                <Menu.Item value="pdf">{t`PDF (.pdf)`}</Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
        <NeedsNetworkReason id="export-needs-network" />
        {props.onStartEservice ? (
          <Button variant="outline" disabled={selected === 0} onClick={props.onStartEservice}>
            {selected > 0 ? t`Start an e-service (${selected})` : t`Start an e-service`}
          </Button>
        ) : null}
      </HStack>
    </HStack>
  );
}
