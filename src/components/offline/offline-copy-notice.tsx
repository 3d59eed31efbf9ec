/**
 * "Offline copy from <time>", with, for a list the device made (a search, filter or sort run
 * over its stored messages), that the results are the device's: shown above data read from the
 * device instead of the office (src/lib/offline).
 */
import { Alert } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useFormat } from "@/lib/format";

export interface OfflineCopyNoticeProps {
  /** When the copy was stored (ms since the epoch). */
  savedAt: number;
  /** Results the device made from its stored messages (a search, filter or sort). */
  search?: boolean;
  /** The search found more than this many letters (the device index stops counting there). */
  moreThan?: number;
  /** What answered the device search (`data-searched-by`: the device index or the scan). */
  searchedBy?: "index" | "scan";
}

export function OfflineCopyNotice({ savedAt, search = false, moreThan, searchedBy }: OfflineCopyNoticeProps) {
  const { t } = useLingui();
  const format = useFormat();
  const time = format.instant(savedAt);
  const count = format.number(moreThan ?? 0);
  return (
    <Alert.Root status="warning" variant="subtle" data-testid="offline-copy-notice" data-searched-by={searchedBy}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t`Offline copy from ${time}`}</Alert.Title>
        {search ? (
          <Alert.Description>{t`The office cannot be reached: these results are from the messages stored on this device.`}</Alert.Description>
        ) : null}
        {search && moreThan !== undefined ? (
          <Alert.Description>{t`More than ${count} messages match: the newest are shown. Add words to narrow the search.`}</Alert.Description>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
