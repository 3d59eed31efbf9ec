/**
 * The device's search index on the storage screen: how many letters it holds, or that
 * search reads the stored letters instead (no OPFS in this browser, its files held by another tab).
 */
import { Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useFormat } from "@/lib/format";

/** `indexed`: the index's count of the account's letters; null when unavailable; undefined not read yet. */
export function SearchIndexText({ indexed }: { indexed: number | null | undefined }) {
  const { t } = useLingui();
  const format = useFormat();
  if (indexed === undefined) return null;
  const count = format.number(indexed ?? 0);
  return (
    <Text fontSize="sm" data-testid="search-index-text" data-indexed={indexed ?? undefined}>
      {indexed === null ? t`Search index: not available in this browser; search reads the stored letters.` : t`Search index on this device: ${count} letters.`}
    </Text>
  );
}
