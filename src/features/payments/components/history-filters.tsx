/**
 * Filters of the payment history: IP-right types (options by role) and a search text; on a
 * phone closed behind a button that counts the active ones.
 */
import { Button, Checkbox, Fieldset, Flex, HStack, Input, Field } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { CollapsibleFilters } from "@/components/lists/collapsible-filters";
import { contentQueries } from "@/lib/content";
import { useTranslateKey } from "@/lib/i18n";

export interface HistoryFilterValues {
  ipRightTypes: string[];
  search: string;
}

export function HistoryFilters({ value, onApply }: { value: HistoryFilterValues; onApply: (value: HistoryFilterValues) => void }) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const filters = useQuery(contentQueries.filters());
  const [types, setTypes] = useState<string[]>(value.ipRightTypes);
  const [search, setSearch] = useState(value.search);
  const options = filters.data?.paymentHistory.ipRightTypes ?? [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ ipRightTypes: types, search });
  };

  return (
    <CollapsibleFilters id="history-filters" activeCount={(value.ipRightTypes.length > 0 ? 1 : 0) + (value.search.trim() ? 1 : 0)}>
      <form onSubmit={submit} role="search" aria-label={t`Payment history filters`}>
        <Flex gap="4" wrap="wrap" align="end">
          {options.length > 0 ? (
            <Fieldset.Root w="auto">
              <Fieldset.Legend fontSize="sm">{t`IP right`}</Fieldset.Legend>
              <HStack gap="4" mt="1">
                {options.map((option) => (
                  <Checkbox.Root
                    key={option.key}
                    size="sm"
                    checked={types.includes(option.key)}
                    onCheckedChange={(details) =>
                      setTypes((current) =>
                        details.checked === true ? [...current, option.key] : current.filter((key) => key !== option.key),
                      )
                    }
                  >
                    <Checkbox.HiddenInput name="ipRightTypes" value={option.key} />
                    <Checkbox.Control />
                    <Checkbox.Label>{tk(option.label)}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </HStack>
            </Fieldset.Root>
          ) : null}
          <Field.Root maxW="sm">
            <Field.Label>{t`Search references, numbers or payer`}</Field.Label>
            <Input name="search" type="search" size="sm" maxLength={200} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
          </Field.Root>
          <Button type="submit" size="sm" colorPalette="brand">
            {t`Apply`}
          </Button>
        </Flex>
      </form>
    </CollapsibleFilters>
  );
}
