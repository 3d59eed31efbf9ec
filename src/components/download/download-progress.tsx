/**
 * Progress of a running download (large or slow files only, see useFileDownload): a labelled
 * progress bar, determinate when the server sent Content-Length.
 */
import { Box, Progress, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ActiveDownload } from "./use-file-download";

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}

export function DownloadProgress({ download }: { download: ActiveDownload | null }) {
  const { t } = useLingui();
  if (!download || !download.visible) return null;
  const { label, loaded, total } = download;
  const percent = total ? Math.min(100, Math.round((loaded / total) * 100)) : null;
  const received = megabytes(loaded);
  const size = total ? megabytes(total) : null;
  return (
    <Box position="fixed" insetInlineEnd="4" insetBlockEnd="4" zIndex="toast" bg="bg.panel" borderWidth="1px" borderRadius="md" p="3" shadow="md" w="72" data-testid="download-progress">
      <Progress.Root value={percent} size="sm" colorPalette="brand">
        <Progress.Label>
          <Text fontSize="sm">{t`Downloading ${label}`}</Text>
        </Progress.Label>
        <Progress.Track mt="2">
          <Progress.Range />
        </Progress.Track>
        <Progress.ValueText fontSize="xs" color="fg.muted">
          {size ? t`${received} of ${size} MB` : t`${received} MB`}
        </Progress.ValueText>
      </Progress.Root>
    </Box>
  );
}
