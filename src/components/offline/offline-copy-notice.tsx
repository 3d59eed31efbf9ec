/**
 * "Offline copy from <time>" (or, for a search run on the device, "Results from this device"):
 * shown above data read from the device instead of the office (src/lib/offline), and, where the
 * device could not apply the order asked for, that its list is newest first.
 */
import { Alert } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useFormat } from "@/lib/format";

export interface OfflineCopyNoticeProps {
  /** When the copy was stored (ms since the epoch). */
  savedAt: number;
  /** The results of a search over the device's stored messages. */
  search?: boolean;
  /** The search found more than this many letters (the device index stops counting there). */
  moreThan?: number;
  /** What answered the device search (`data-searched-by`: the device index or the scan). */
  searchedBy?: "index" | "scan";
  /** The device listed newest first instead of the order asked for (it sorts by date only). */
  newestFirst?: boolean;
}

export function OfflineCopyNotice({ savedAt, search = false, moreThan, searchedBy, newestFirst = false }: OfflineCopyNoticeProps) {
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
        {newestFirst ? (
          <Alert.Description data-testid="offline-copy-order">{t`This device lists its stored messages newest first; the order you chose comes back with the connection.`}</Alert.Description>
        ) : null}
        {search && moreThan !== undefined ? (
          <Alert.Description>{t`More than ${count} messages match: the newest are shown. Add words to narrow the search.`}</Alert.Description>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
