/**
 * The filter form of my applications (spec 2 §5): IP right (on the all and eservice tabs),
 * form types of that IP right (changing the IP right removes them), statuses, Nice class
 * (1-45) and a date range with its type (all three needed). Applying or clearing resets the
 * page, the sort and the selection (the screen does that through the URL).
 */
import { Box, Button, Field, Fieldset, HStack, Input, SimpleGrid, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { DateInput } from "@/components/date-input";
import type { FilterOptions, Globals, Option } from "@/lib/api";
import { NICE_CLASS_MAX, NICE_CLASS_MIN, parseNiceClass, type ListFilterValues } from "@/lib/lists";
import type { ApplicationTab } from "@/lib/navigation/history-state";
import { withIpRightType } from "../search";
import { OptionChecks, OptionSelect } from "./filter-fields";

export interface ApplicationsFiltersProps {
  tab: ApplicationTab;
  value: ListFilterValues;
  options: FilterOptions["applications"] | undefined;
  globals: Globals | undefined;
  onApply: (filters: ListFilterValues) => void;
}

/** Form types offered for an IP right on a tab: e-service types on eservice, filing types elsewhere. */
function formTypeOptions(props: ApplicationsFiltersProps, right: string | undefined): Option[] {
  const { tab, options, globals } = props;
  if (!options || (right !== "trademark" && right !== "design")) return [];
  const eservices = new Set(
    (right === "trademark" ? globals?.eservice.tmFilteringTypes : globals?.eservice.dsFilteringTypes)?.map((o) => o.key) ?? [],
  );
  const all = options.formTypes[right];
  if (tab === "eservice") return all.filter((o) => eservices.has(o.key));
  if (tab === "all") return all;
  return all.filter((o) => !eservices.has(o.key));
}

export function ApplicationsFilters(props: ApplicationsFiltersProps) {
  const { tab, value, options, onApply } = props;
  const { t } = useLingui();
  const [draft, setDraft] = useState<ListFilterValues>(value);
  const [niceText, setNiceText] = useState(value.niceClass ? String(value.niceClass) : "");
  const [error, setError] = useState<string | null>(null);
  const fixedRight = tab === "trademark" || tab === "design" ? tab : undefined;
  const right = fixedRight ?? draft.ipRightType;
  const formTypes = formTypeOptions(props, right);
  const showNice = tab !== "eservice" && right !== "design";

  const set = (patch: Partial<ListFilterValues>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const niceClass = niceText.trim() === "" ? undefined : parseNiceClass(niceText);
    if (niceText.trim() !== "" && niceClass === undefined) return setError(t`The Nice class is a number from ${NICE_CLASS_MIN} to ${NICE_CLASS_MAX}.`);
    const dateParts = [draft.dateType, draft.dateFrom, draft.dateTo].filter(Boolean).length;
    if (dateParts > 0 && dateParts < 3) return setError(t`A date filter needs its type, a start and an end.`);
    if (draft.dateFrom && draft.dateTo && draft.dateFrom > draft.dateTo) return setError(t`The start date must not be after the end date.`);
    setError(null);
    onApply({ ...draft, niceClass: showNice ? niceClass : undefined, ipRightType: fixedRight ? undefined : draft.ipRightType });
  };

  const clear = () => {
    setDraft({});
    setNiceText("");
    setError(null);
    onApply({});
  };

  if (!options) return <Text color="fg.muted">{t`Loading filters…`}</Text>;

  return (
    <Box asChild borderWidth="1px" borderRadius="md" p="4">
      <form onSubmit={submit} noValidate aria-label={t`Filters`}>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {fixedRight ? null : (
          <OptionSelect
            label={t`IP right`}
            name="ipRightType"
            value={draft.ipRightType}
            emptyLabel={t`Any`}
            options={options.ipRightType}
            onChange={(ipRightType) => setDraft((d) => withIpRightType(d, ipRightType))}
          />
        )}
        <OptionSelect label={t`Date type`} name="dateType" value={draft.dateType} emptyLabel={t`None`} options={options.dates} onChange={(dateType) => set({ dateType })} />
        <HStack gap="3" align="end">
          <Field.Root>
            <Field.Label>{t`From`}</Field.Label>
            <DateInput name="dateFrom" value={draft.dateFrom} onChange={(dateFrom) => set({ dateFrom })} />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t`To`}</Field.Label>
            <DateInput name="dateTo" value={draft.dateTo} onChange={(dateTo) => set({ dateTo })} />
          </Field.Root>
        </HStack>
        {showNice ? (
          <Field.Root>
            <Field.Label>{t`Nice class`}</Field.Label>
            <Input type="number" name="niceClass" inputMode="numeric" min={NICE_CLASS_MIN} max={NICE_CLASS_MAX} step={1} value={niceText} onChange={(e) => setNiceText(e.currentTarget.value)} />
          </Field.Root>
        ) : null}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="4">
        <Fieldset.Root>
          <Fieldset.Legend>{t`Status`}</Fieldset.Legend>
          <OptionChecks name="status" value={draft.status} options={options.status} onChange={(status) => set({ status })} />
        </Fieldset.Root>
        <Fieldset.Root>
          <Fieldset.Legend>{t`Form type`}</Fieldset.Legend>
          {formTypes.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">{t`Choose an IP right to filter by form type.`}</Text>
          ) : (
            <OptionChecks name="formTypes" value={draft.formTypes} options={formTypes} onChange={(formTypes) => set({ formTypes })} />
          )}
        </Fieldset.Root>
      </SimpleGrid>
      {error ? (
        <Text role="alert" color="fg.error" mt="3">
          {error}
        </Text>
      ) : null}
      <HStack gap="3" mt="4">
        <Button type="submit" colorPalette="brand" size="sm">
          {t`Apply filters`}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={clear}>
          {t`Clear filters`}
        </Button>
      </HStack>
      </form>
    </Box>
  );
}
