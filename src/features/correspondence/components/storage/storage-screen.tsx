/**
 * /correspondence/storage, "Letters on this device": where the device's copy of the
 * archive stands (a first listing with its real counts, or up to date since when), why a sync
 * stopped (opening it syncs), "Sync now", how much to keep (./keep-choice-form.tsx), and the storage the browser
 * gives. Everything here is read from the device: the screen opens offline too.
 */
import { Alert, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useAtomValue, useSetAtom } from "jotai";
import { useCallback, useEffect, useRef, useState } from "react";
import { ProgressBar } from "@/components/download";
import { NeedsNetworkReason, useNeedsNetwork } from "@/components/offline/needs-network";
import { StoragePersistText } from "@/components/offline/storage-persist-text";
import type { SessionUser } from "@/lib/api";
import type { ArchiveSyncRecord } from "@/lib/db";
import { useFormat, type Formatters } from "@/lib/format";
import { storageUsage, type StorageUsage } from "@/lib/offline";
import { searchIndexCount } from "../../offline-search/index-feed";
import { archiveFacts, readArchiveSync, type ArchiveFacts } from "../../archive/archive-store";
import { DEFAULT_ARCHIVE_KEEP } from "../../archive/keep";
import { archiveSyncAtom, archiveSyncRequestAtom, archiveSyncRunningAtom } from "../../archive/state";
import { KeepChoiceForm } from "./keep-choice-form";
import { SearchIndexText } from "./search-index-text";
import { StorageUsedText } from "./storage-used-text";

/** Another tab may be the one syncing: the device's record is read again this often. */
const REREAD_MS = 3000;
/** How often the average size of a stored letter is measured again (a sample of them read). */
const MEASURE_MS = 60_000;

/** What the screen reads from the device (`stored`: the device's place in the feed, any tab's). */
interface DeviceFacts {
  stored: ArchiveSyncRecord | null;
  facts: ArchiveFacts | null;
  usage: StorageUsage | null;
  /** The index's count; null when unavailable, undefined before it is read. */
  indexed: number | null | undefined;
}

const NOTHING_READ: DeviceFacts = { stored: null, facts: null, usage: null, indexed: undefined };

export function StorageScreen({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const format = useFormat();
  // The screen re-renders when a run starts or ends; its pages re-render the status line only.
  const running = useAtomValue(archiveSyncRunningAtom);
  const requestSync = useSetAtom(archiveSyncRequestAtom);
  const network = useNeedsNetwork();
  const [device, setDevice] = useState<DeviceFacts>(NOTHING_READ);
  const { stored, facts, usage, indexed } = device;

  // A letter's size is measured once a minute at most (a sample read and encoded); the count at every reread.
  const measuredAt = useRef(0);
  const reread = useCallback(async () => {
    const measure = Date.now() - measuredAt.current > MEASURE_MS;
    const [record, held, used, inIndex] = await Promise.all([readArchiveSync(user.userId), archiveFacts(user.userId, measure), storageUsage(), searchIndexCount(user.userId)]);
    if (measure && held.bytesPerLetter !== null) measuredAt.current = Date.now();
    // One state: one render per reread.
    setDevice((before) => ({
      stored: record ?? null,
      facts: { letters: held.letters, bytesPerLetter: measure ? held.bytesPerLetter : (before.facts?.bytesPerLetter ?? null) },
      usage: used,
      // Behind a long batch of writes the index answers late: its last count stands meanwhile
      // (never "not available", which it is not).
      indexed: inIndex === "busy" ? before.indexed : inIndex,
    }));
  }, [user.userId]);
  // Read every few seconds (another tab may be the one syncing), and at once when this page's
  // sync starts or ends; its steps between are shown from the sync's own record.
  useEffect(() => {
    const first = window.setTimeout(() => void reread(), 0);
    const timer = window.setInterval(() => void reread(), REREAD_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [reread, running]);

  const chosen = useCallback(() => void reread(), [reread]);
  // Whoever opens this screen wants the device up to date now, not at the next turn.
  useEffect(() => requestSync((n) => n + 1), [requestSync]);

  return (
    <Stack gap="5" maxW="3xl">
      <Heading as="h1" size="2xl">
        {t`Letters on this device`}
      </Heading>
      <Text>{t`This device keeps a copy of your correspondence, so you can read and search it without a connection. It follows the office in the background.`}</Text>
      <Stack gap="3" data-testid="archive-status">
        <SyncStatus stored={stored} facts={facts} format={format} />
        <div>
          <Button variant="outline" minH="11" disabled={network.unavailable || running} aria-describedby={network.unavailable ? "sync-needs-network" : undefined} onClick={() => requestSync((n) => n + 1)}>
            {t`Sync now`}
          </Button>
          <NeedsNetworkReason id="sync-needs-network" />
        </div>
      </Stack>
      <KeepChoiceForm userId={user.userId} current={stored?.keep ?? DEFAULT_ARCHIVE_KEEP} bytesPerLetter={facts?.bytesPerLetter ?? null} onChosen={chosen} />
      <Stack gap="1">
        <StorageUsedText usage={usage} />
        <SearchIndexText indexed={indexed} />
        <StoragePersistText />
      </Stack>
    </Stack>
  );
}

/** `stored`: the device's place as last read (any tab's run); this page's run shows its own at every page. */
function SyncStatus({ stored, facts, format }: { stored: ArchiveSyncRecord | null; facts: ArchiveFacts | null; format: Formatters }) {
  const { t } = useLingui();
  const sync = useAtomValue(archiveSyncAtom);
  const record = sync.running && sync.record ? sync.record : (stored ?? sync.record);
  const letters = format.number(facts?.letters ?? 0);
  const listing = record?.listing ?? null;
  let text: string;
  let percent: number | null = null;
  if (listing && (sync.running || listing.checked > 0)) {
    const checked = format.number(listing.checked);
    const kept = format.number(listing.kept);
    // A letter changed during the listing is listed again: never more than the whole.
    const total = listing.total === null ? null : Math.max(listing.total, listing.checked);
    percent = total ? (listing.checked / total) * 100 : null;
    const all = format.number(total ?? 0);
    text = total === null ? t`Listing your archive: ${checked} letters checked, ${kept} kept on this device.` : t`Listing your archive: ${checked} of ${all} letters checked, ${kept} kept on this device.`;
  } else if (record?.syncedAt) {
    const when = format.instant(record.syncedAt);
    text = t`Up to date with the office as of ${when}: ${letters} letters on this device.`;
  } else {
    text = sync.running ? t`Starting the first sync…` : t`Not synced yet: ${letters} letters on this device, from the screens you opened.`;
  }
  return (
    <Stack gap="2">
      <Text aria-live="polite" data-testid="archive-sync-text">
        {text}
      </Text>
      {percent !== null ? <ProgressBar percent={percent} label={t`Listing your archive`} valueText={text} /> : null}
      {sync.problem ? (
        <Alert.Root status={sync.problem === "offline" ? "info" : "warning"}>
          <Alert.Indicator />
          <Alert.Description>
            {sync.problem === "offline"
              ? t`The office cannot be reached. The sync goes on from where it stopped when the connection is back.`
              : t`The last sync did not finish. It is tried again in a few minutes.`}
          </Alert.Description>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
