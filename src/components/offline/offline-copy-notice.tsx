/**
 * "Offline copy from <time>" (or, for a search run on the device, "Results from this device"):
 * shown above data read from the device instead of the office (src/lib/offline).
 */
import { Alert } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useFormat } from "@/lib/format";

export interface OfflineCopyNoticeProps {
  /** When the copy was stored (ms since the epoch). */
  savedAt: number;
  /** The results of a search over the device's stored messages. */
  search?: boolean;
}

export function OfflineCopyNotice({ savedAt, search = false }: OfflineCopyNoticeProps) {
  const { t } = useLingui();
  const time = useFormat().instant(savedAt);
  return (
    <Alert.Root status="warning" variant="subtle" data-testid="offline-copy-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t`Offline copy from ${time}`}</Alert.Title>
        {search ? (
          <Alert.Description>{t`The office cannot be reached: these results are from the messages stored on this device.`}</Alert.Description>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
