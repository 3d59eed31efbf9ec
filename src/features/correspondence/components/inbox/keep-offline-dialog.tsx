/**
 * "Keep offline" (inbox toolbar): store the newest N messages or everything due in the next
 * 14 days on this device, with a progress bar that matches its count, a completion message and
 * the storage used. Starting asks the browser for persistent storage (a user gesture) and shows
 * its answer (src/lib/offline/storage.ts).
 */
import { Button, Dialog, Field, Fieldset, NativeSelect, Portal, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ProgressBar } from "@/components/download";
import { NavLink } from "@/components/nav/nav-link";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { NeedsNetworkReason, useNeedsNetwork } from "@/components/offline/needs-network";
import { StoragePersistText } from "@/components/offline/storage-persist-text";
import { useFormat } from "@/lib/format";
import { requestPersistentStorage, storageUsage, type StorageUsage } from "@/lib/offline";
import { StorageUsedText } from "../storage/storage-used-text";
import { DUE_WITHIN_DAYS, KEEP_OFFLINE_COUNTS, keepOffline, type KeepOfflineChoice, type KeepOfflineProgress } from "../../api/keep-offline";

/**
 * `compact`: beside the heading on a phone, where a line of "needs a connection" would push
 * the inbox down when the connection goes: the reason is then for screen readers only.
 */
export function KeepOfflineButton({ userId, compact = false }: { userId: number; compact?: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const network = useNeedsNetwork();
  return (
    <>
      <Button
        variant="outline"
        flexShrink={0}
        // A phone's touch target: 44 px (it sits beside the heading there).
        minH={{ base: "11", md: "10" }}
        disabled={network.unavailable}
        aria-describedby={network.unavailable ? "keep-offline-needs-network" : undefined}
        onClick={() => setOpen(true)}
      >
        {t`Keep offline`}
      </Button>
      <NeedsNetworkReason id="keep-offline-needs-network" visuallyHidden={compact} />
      {open ? <KeepOfflineDialog userId={userId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function KeepOfflineDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const showError = useShowError();
  const [kind, setKind] = useState<"newest" | "due">("newest");
  const [count, setCount] = useState<number>(KEEP_OFFLINE_COUNTS[1]);
  const [progress, setProgress] = useState<KeepOfflineProgress | null>(null);
  const [running, setRunning] = useState(false);
  const [finished, setFinished] = useState(false);
  const [usage, setUsage] = useState<StorageUsage | null>(null);
  const aborter = useRef<AbortController | null>(null);

  useEffect(() => {
    void storageUsage().then(setUsage);
    return () => aborter.current?.abort();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (running) return;
    // Asked here, in the user's gesture, before the first await.
    const asking = requestPersistentStorage();
    const choice: KeepOfflineChoice = kind === "newest" ? { kind, count } : { kind, days: DUE_WITHIN_DAYS };
    const controller = new AbortController();
    aborter.current = controller;
    setRunning(true);
    setFinished(false);
    setProgress({ stored: 0, total: null });
    try {
      await Promise.all([asking, keepOffline(userId, choice, setProgress, controller.signal)]);
      setFinished(true);
    } catch (error) {
      if (!controller.signal.aborted) showError(error);
    } finally {
      setRunning(false);
      void storageUsage().then(setUsage);
    }
  };

  const stored = progress?.stored ?? 0;
  const total = progress?.total ?? null;
  // The bar shows the same two numbers as the text: nothing known yet is indeterminate.
  const percent = finished ? 100 : total ? (stored / total) * 100 : null;
  const storedCount = format.number(stored);
  const totalCount = format.number(total ?? 0);
  const countText = total === null ? t`Looking for the messages…` : t`Stored ${storedCount} of ${totalCount} messages.`;

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content as="form" onSubmit={(event: FormEvent) => void submit(event)}>
            <Dialog.Header>
              <Dialog.Title>{t`Keep messages offline`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Fieldset.Root>
                  <Fieldset.Legend>{t`Which messages`}</Fieldset.Legend>
                  <RadioGroup.Root name="keep" value={kind} onValueChange={(details) => setKind(details.value === "due" ? "due" : "newest")}>
                    <Stack gap="2">
                      <RadioGroup.Item value="newest">
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{t`The newest messages`}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                      <RadioGroup.Item value="due">
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{t`Everything due in the next 14 days`}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    </Stack>
                  </RadioGroup.Root>
                </Fieldset.Root>
                {kind === "newest" ? (
                  <Field.Root maxW="40">
                    <Field.Label>{t`How many`}</Field.Label>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field name="count" value={String(count)} onChange={(e) => setCount(Number(e.currentTarget.value))}>
                        {KEEP_OFFLINE_COUNTS.map((option) => (
                          <option key={option} value={option}>
                            {option}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                ) : null}
                {progress ? (
                  <Stack gap="2" data-testid="keep-offline-progress">
                    <Text fontSize="sm" aria-live="polite">
                      {finished ? t`Done: ${storedCount} of ${totalCount} messages are stored on this device.` : countText}
                    </Text>
                    <ProgressBar percent={percent} label={t`Storing messages`} valueText={countText} />
                  </Stack>
                ) : null}
                <StorageUsedText usage={usage} />
                <StoragePersistText />
                <Text fontSize="sm">
                  {t`The device also keeps the letters of the last 12 months by itself.`}{" "}
                  {/* A touch target's height: 44 px. */}
                  <NavLink href="/correspondence/storage" color="brand.fg" textDecoration="underline" minH="11" display="inline-flex" alignItems="center">
                    {t`Letters on this device`}
                  </NavLink>
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t`Close`}
              </Button>
              <Button type="submit" colorPalette="brand" loading={running}>
                {t`Store on this device`}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
