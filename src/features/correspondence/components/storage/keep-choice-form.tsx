/**
 * How much of the archive this device keeps: the last 12 months (default), 3 years or
 * everything, each with the office's count of letters and about the space it takes (the count
 * times the size of a letter stored here), before the user chooses. Saving asks the browser to
 * keep the copies (a user gesture), applies the choice (a narrower one deletes the older
 * letters at once) and asks the sync to run.
 */
import { Button, Fieldset, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { memo, useState, type FormEvent } from "react";
import { useShowError } from "@/components/error-dialog/use-show-error";
import type { ArchiveKeep } from "@/lib/db";
import { useFormat } from "@/lib/format";
import { requestPersistentStorage } from "@/lib/offline";
import { archiveQueries } from "../../api/archive-queries";
import { chooseArchiveKeep } from "../../archive/archive-sync";
import { ARCHIVE_KEEPS } from "../../archive/keep";
import { archiveSyncRequestAtom } from "../../archive/state";
import { officeToday } from "../../dates";

/** A stored letter's size before the device holds any (about what the demo's letters take). */
const TYPICAL_LETTER_BYTES = 4000;

interface KeepChoiceFormProps {
  userId: number;
  current: ArchiveKeep;
  /** The size of a letter stored here, null before any is. */
  bytesPerLetter: number | null;
  onChosen: () => void;
}

/** Memoised: the sync's progress (a step every few hundred milliseconds) re-renders the status line, not this form. */
export const KeepChoiceForm = memo(function KeepChoiceForm({ userId, current, bytesPerLetter, onChosen }: KeepChoiceFormProps) {
  const { t } = useLingui();
  const format = useFormat();
  const showError = useShowError();
  const requestSync = useSetAtom(archiveSyncRequestAtom);
  const counts = useQuery(archiveQueries.counts(officeToday()));
  // What the user picked while the device kept `for` (a choice saved meanwhile, here or in another tab, resets it).
  const [picked, setPicked] = useState<{ for: ArchiveKeep; value: ArchiveKeep } | null>(null);
  const choice = picked && picked.for === current ? picked.value : current;
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const labels: Record<ArchiveKeep, string> = { "12m": t`The last 12 months`, "3y": t`The last 3 years`, all: t`Everything` };
  const hint = (keep: ArchiveKeep): string => {
    const count = counts.data?.[keep];
    if (count === undefined) return counts.isPending ? t`Counting the letters…` : t`The office's count needs a connection.`;
    const letters = format.number(count);
    const size = format.fileSize(count * (bytesPerLetter ?? TYPICAL_LETTER_BYTES));
    return t`${letters} letters, about ${size}`;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Asked here, in the user's gesture, before the first await.
    const asking = requestPersistentStorage();
    setSaving(true);
    setSaved(false);
    try {
      await Promise.all([asking, chooseArchiveKeep(userId, choice)]);
      setSaved(true);
      onChosen();
      requestSync((n) => n + 1);
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack as="form" gap="3" onSubmit={(event: FormEvent) => void submit(event)} aria-labelledby="keep-choice-legend">
      <Fieldset.Root>
        <Fieldset.Legend id="keep-choice-legend">{t`How much to keep on this device`}</Fieldset.Legend>
        <RadioGroup.Root name="keep" value={choice} onValueChange={(details) => setPicked({ for: current, value: ARCHIVE_KEEPS.find((keep) => keep === details.value) ?? current })}>
          <Stack gap="1">
            {ARCHIVE_KEEPS.map((keep) => (
              // A phone's touch target: 44 px per choice.
              <RadioGroup.Item key={keep} value={keep} minH="11" data-testid={`keep-${keep}`}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {labels[keep]}
                  <Text as="span" display="block" fontSize="sm" color="fg.muted">
                    {hint(keep)}
                  </Text>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Fieldset.Root>
      <Text fontSize="sm" color="fg.muted">
        {t`Attachments are downloaded when you open them, unless you keep them offline.`}
      </Text>
      <Stack direction="row" align="center" gap="3">
        <Button type="submit" loading={saving} disabled={choice === current} minH="11">
          {t`Keep this`}
        </Button>
        {saved && choice === current ? (
          <Text fontSize="sm" role="status">
            {t`Saved. The device follows your choice.`}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
});
