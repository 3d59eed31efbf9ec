/**
 * Pager under a list: range text, previous/next, direct page buttons around the current
 * one, and the page-size choice (multiples of 10, spec 2 §9). Pages are 0-based.
 */
import { Button, Flex, HStack, NativeSelect, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useFormat } from "@/lib/format";

export const PAGE_SIZE_OPTIONS = [10, 20, 30, 50, 100] as const;

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (size: number) => void;
  pageSizeOptions?: readonly number[];
}

/** Page numbers to offer: first, last, and two either side of the current one. */
export function visiblePages(page: number, pageCount: number): number[] {
  const pages = new Set<number>([0, pageCount - 1]);
  for (let p = page - 2; p <= page + 2; p += 1) if (p >= 0 && p < pageCount) pages.add(p);
  return [...pages].filter((p) => p >= 0).sort((a, b) => a - b);
}

export function Pagination({ page, pageSize, total, onPageChange, onPageSizeChange, pageSizeOptions = PAGE_SIZE_OPTIONS }: PaginationProps) {
  const { t } = useLingui();
  const format = useFormat();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // Shown in the interface language ("1 234" in Lithuanian, "1,234" in English).
  const from = format.number(total === 0 ? 0 : page * pageSize + 1);
  const to = format.number(Math.min(total, (page + 1) * pageSize));
  const totalText = format.number(total);
  return (
    <Flex as="nav" aria-label={t`Pages`} justify="space-between" align="center" wrap="wrap" gap="3" py="3">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t`${from}–${to} of ${totalText}`}
      </Text>
      <HStack gap="1" wrap="wrap">
        <Button size="sm" variant="outline" disabled={page <= 0} onClick={() => onPageChange(page - 1)}>
          {t`Previous`}
        </Button>
        {visiblePages(page, pageCount).map((p) => (
          <Button
            key={p}
            size="sm"
            variant={p === page ? "solid" : "ghost"}
            colorPalette="brand"
            aria-current={p === page ? "page" : undefined}
            aria-label={t`Page ${p + 1}`}
            onClick={() => onPageChange(p)}
          >
            {p + 1}
          </Button>
        ))}
        <Button size="sm" variant="outline" disabled={page >= pageCount - 1} onClick={() => onPageChange(page + 1)}>
          {t`Next`}
        </Button>
      </HStack>
      {onPageSizeChange ? (
        <HStack gap="2">
          <Text asChild fontSize="sm">
            <label htmlFor="page-size">{t`Rows per page`}</label>
          </Text>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              id="page-size"
              name="size"
              value={String(pageSize)}
              onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
            >
              {pageSizeOptions.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      ) : null}
    </Flex>
  );
}
