/**
 * The choice of days before a due date (calendar alarms, decision 83; e-mail days, decision 84):
 * up to four of a few fixed days, 0 being the due day itself.
 */
import { Checkbox, Fieldset, HStack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { MAX_ALARMS } from "@/lib/deadlines/due";

/** The days offered, most days ahead first. */
export const DAY_CHOICES: readonly number[] = [30, 14, 7, 3, 1, 0];

export function DaysChoice({ legend, value, onChange, disabled }: { legend: string; value: readonly number[]; onChange: (days: number[]) => void; disabled?: boolean }) {
  const { t } = useLingui();
  const toggle = (day: number, on: boolean) => onChange((on ? [...value, day] : value.filter((d) => d !== day)).sort((a, b) => b - a));
  return (
    <Fieldset.Root disabled={disabled}>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <Fieldset.HelperText>{t`Up to ${MAX_ALARMS} days.`}</Fieldset.HelperText>
      <HStack gap="4" flexWrap="wrap">
        {DAY_CHOICES.map((day) => {
          const checked = value.includes(day);
          return (
            <Checkbox.Root
              key={day}
              checked={checked}
              // A fifth day cannot be added; a chosen one can always be removed.
              disabled={disabled || (!checked && value.length >= MAX_ALARMS)}
              onCheckedChange={(details) => toggle(day, details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{day === 0 ? t`On the due day` : t`${day} days before`}</Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </HStack>
    </Fieldset.Root>
  );
}
