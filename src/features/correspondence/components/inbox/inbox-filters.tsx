/**
 * Dropdown filters of the inbox (options from `GET /content/filters`, correspondence part):
 * category, status, a date range of a chosen date type, important only and reply required.
 * Every change goes to the URL at once; the list resets its page and sort (spec 2 §4). On a
 * phone they are closed behind a button that counts the active ones.
 */
import { Button, Checkbox, Flex, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { CollapsibleFilters } from "@/components/lists/collapsible-filters";
import type { FilterOptions, Option } from "@/lib/api";
import { useTranslateKey } from "@/lib/i18n";
import { DATE_TYPES, type DateType } from "../../api/schemas";
import { hasFilters, type InboxFilters, type InboxSearch } from "../../list-params";
import { DateRangeFilter } from "./date-range-filter";

interface InboxFiltersProps {
  search: InboxSearch;
  options: FilterOptions["correspondence"] | undefined;
  onChange: (patch: InboxFilters) => void;
  onClear: () => void;
  /** The search box: in the filters button's row on a phone (see CollapsibleFilters). */
  toolbar?: ReactNode;
}

export function InboxFiltersBar({ search, options, onChange, onClear, toolbar }: InboxFiltersProps) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const dateLabel = search.dateType ? tk(`correspondence.date.${search.dateType}`) : "";
  const dateTypes = options?.dates.length ? options.dates : DATE_TYPES.map((key) => ({ key, label: `correspondence.date.${key}` }));

  return (
    <CollapsibleFilters id="inbox-filters" activeCount={activeFilterCount(search)} toolbar={toolbar}>
      <Stack as="fieldset" gap="3" borderWidth="1px" borderRadius="md" p="3">
        <Text as="legend" srOnly>
          {t`Filters`}
        </Text>
        <Flex gap="3" wrap="wrap" align="flex-end">
          <Select id="filter-category" label={t`Category`} value={search.category} options={options?.categories ?? []} allLabel={t`All categories`} onChange={(category) => onChange({ category })} />
          <Select id="filter-status" label={t`Status`} value={search.status} options={options?.statuses ?? []} allLabel={t`All statuses`} onChange={(status) => onChange({ status })} />
          <Select
            id="filter-date-type"
            label={t`Date`}
            value={search.dateType}
            options={dateTypes}
            allLabel={t`Any date`}
            onChange={(dateType) => onChange({ dateType: dateType as DateType | undefined })}
          />
          <DateRangeFilter from={search.dateFrom} to={search.dateTo} onChange={onChange} />
        </Flex>
        <Flex gap="5" wrap="wrap" align="center">
          <Check label={t`Important only`} checked={search.important === true} onChange={(important) => onChange({ important: important || undefined })} />
          <Check label={t`Reply required`} checked={search.requiresReply === true} onChange={(requiresReply) => onChange({ requiresReply: requiresReply || undefined })} />
          {hasFilters(search) ? (
            <Button size="sm" variant="ghost" colorPalette="brand" onClick={onClear}>
              {t`Clear filters`}
            </Button>
          ) : null}
        </Flex>
        {search.dateType && !(search.dateFrom && search.dateTo) ? (
          <Text fontSize="sm" color="fg.muted">
            {t`Choose both dates to filter by ${dateLabel}.`}
          </Text>
        ) : null}
      </Stack>
    </CollapsibleFilters>
  );
}

/** Set filters, the date range counting once. */
export function activeFilterCount(search: InboxSearch): number {
  const flags = [search.category, search.status, search.important, search.requiresReply].filter((value) => value !== undefined);
  const dates = search.dateType !== undefined || search.dateFrom !== undefined || search.dateTo !== undefined;
  return flags.length + (dates ? 1 : 0);
}

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Stack gap="1" minW="9rem">
      <Text asChild fontSize="sm" fontWeight="medium">
        <label htmlFor={id}>{label}</label>
      </Text>
      {children}
    </Stack>
  );
}

interface SelectProps {
  id: string;
  label: string;
  value: string | undefined;
  options: Option[];
  allLabel: string;
  onChange: (value: string | undefined) => void;
}

function Select({ id, label, value, options, allLabel, onChange }: SelectProps) {
  const tk = useTranslateKey();
  return (
    <Labelled id={id} label={label}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} value={value ?? ""} onChange={(event) => onChange(event.currentTarget.value || undefined)}>
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.key} value={option.key}>
              {tk(option.label)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Labelled>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
