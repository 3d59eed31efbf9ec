/**
 * Progress of a running download (large or slow files only, see useFileDownload): the bytes
 * received and, when the server sent Content-Length, the size and a bar that matches them;
 * without a size an indeterminate bar. On a phone it is a strip along the bottom edge with a
 * spacer of its height at the end of the page, so every control can still be scrolled into view
 * above it; on wider screens a small card in the corner.
 */
import { Box, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useFormat } from "@/lib/format";
import { ProgressBar } from "./progress-bar";
import type { ActiveDownload } from "./use-file-download";

/** Height of the phone strip and its spacer. */
const STRIP_HEIGHT = "16";

export function DownloadProgress({ download }: { download: ActiveDownload | null }) {
  const { t } = useLingui();
  const format = useFormat();
  if (!download || !download.visible) return null;
  const { label, loaded, total } = download;
  const known = total !== null && total > 0;
  const percent = known ? (loaded / total) * 100 : null;
  const received = format.fileSize(loaded);
  const size = known ? format.fileSize(total) : null;
  const amount = size ? t`${received} of ${size}` : loaded > 0 ? t`${received} received` : t`Waiting for the office…`;
  const title = t`Downloading ${label}`;
  return (
    <>
      <Box aria-hidden h={{ base: STRIP_HEIGHT, md: "0" }} />
      <Box
        position="fixed"
        insetInline={{ base: "0", md: "auto" }}
        insetInlineEnd={{ base: "0", md: "4" }}
        insetBlockEnd={{ base: "0", md: "4" }}
        zIndex="toast"
        bg="bg.panel"
        borderTopWidth="1px"
        borderWidth={{ md: "1px" }}
        borderRadius={{ base: "none", md: "md" }}
        px="3"
        py="2"
        minH={{ base: STRIP_HEIGHT, md: "auto" }}
        shadow="md"
        w={{ base: "full", md: "72" }}
        data-testid="download-progress"
      >
        <Stack gap="1.5">
          <Text fontSize="sm" truncate>
            {title}
          </Text>
          <ProgressBar percent={percent} label={title} valueText={amount} />
          <Text fontSize="xs" color="fg.muted" data-testid="download-amount">
            {amount}
          </Text>
        </Stack>
      </Box>
    </>
  );
}
