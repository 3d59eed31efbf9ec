/**
 * What the user is told of a file of a reply beside its name (decision 86): its size, its page
 * count when it is a PDF ("12 pages", counted on the device before sending, by the office
 * after), and, once stored, whether the office holds exactly the bytes this device attached
 * (its SHA-256 matches the one computed when the file was attached).
 */
import { HStack, Text } from "@chakra-ui/react";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useFormat } from "@/lib/format";
import { CheckIcon } from "../icons";

interface FileFactsProps {
  size: number;
  pageCount: number | null | undefined;
  /** True: the office's SHA-256 is the device's; undefined: not known on this page. */
  verified?: boolean;
}

export function FileFacts({ size, pageCount, verified }: FileFactsProps) {
  const { t } = useLingui();
  const format = useFormat();
  const pages = typeof pageCount === "number" ? plural(pageCount, { one: "# page", other: "# pages" }) : null;
  return (
    <HStack as="span" gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
      <Text as="span" data-testid="file-size">
        {format.fileSize(size)}
      </Text>
      {pages ? (
        <Text as="span" data-testid="file-pages">
          {pages}
        </Text>
      ) : null}
      {verified ? (
        <HStack as="span" gap="1" color="green.fg" data-testid="file-verified">
          <CheckIcon boxSize="4" />
          {t`Checked: the office holds the file as sent`}
        </HStack>
      ) : null}
    </HStack>
  );
}
