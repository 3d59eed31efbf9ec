/**
 * The inbox's From and To fields (filters tell the truth). A text that is not a real
 * date ("31/02/2026", "2026-13-45") is refused at its field, with the expected format, and the
 * filter keeps the last date it had instead of being dropped without a word; a From later than
 * To says so instead of showing an empty list.
 */
import { Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { DateInput } from "@/components/date-input";
import { dayOrder, formatDayInput, parseDayInput, useFormat } from "@/lib/format";

interface DateRangeFilterProps {
  from: string | undefined;
  to: string | undefined;
  onChange: (patch: { dateFrom?: string | undefined; dateTo?: string | undefined }) => void;
}

export function DateRangeFilter({ from, to, onChange }: DateRangeFilterProps) {
  const { t } = useLingui();
  const { language } = useFormat();
  const reversed = from !== undefined && to !== undefined && from > to;
  return (
    <>
      <DateField id="filter-date-from" label={t`From`} value={from} onChange={(dateFrom) => onChange({ dateFrom })} />
      <DateField id="filter-date-to" label={t`To`} value={to} onChange={(dateTo) => onChange({ dateTo })} />
      {reversed ? (
        <Text role="alert" fontSize="sm" color="fg.error" flexBasis="100%" data-testid="date-range-reversed">
          {t`From (${formatDayInput(from, language)}) is after To (${formatDayInput(to, language)}): no letter can match. Change one of the dates.`}
        </Text>
      ) : null}
    </>
  );
}

function DateField({ id, label, value, onChange }: { id: string; label: string; value: string | undefined; onChange: (day: string | undefined) => void }) {
  const { t } = useLingui();
  const { language } = useFormat();
  const [text, setText] = useState("");
  // The text as just typed (DateInput reports it before the day that follows from it).
  const typed = useRef("");
  const refused = text.trim() !== "" && parseDayInput(text, language) === null;
  const pattern = dayOrder(language) === "ymd" ? t`YYYY-MM-DD` : t`DD/MM/YYYY`;
  const errorId = `${id}-error`;
  return (
    <Stack gap="1" minW="9rem">
      <Text asChild fontSize="sm" fontWeight="medium">
        <label htmlFor={id}>{label}</label>
      </Text>
      <DateInput
        id={id}
        size="sm"
        value={value}
        aria-describedby={refused ? errorId : undefined}
        onTextChange={(next) => {
          typed.current = next;
          setText(next);
        }}
        // A wrong date changes nothing: the field says so, the filter keeps its date.
        onChange={(day) => {
          if (day !== undefined || typed.current.trim() === "") onChange(day);
        }}
      />
      {refused ? (
        <Text id={errorId} fontSize="sm" color="fg.error" data-testid={`${id}-error`}>
          {t`Not a date: type it as ${pattern}.`}
        </Text>
      ) : null}
    </Stack>
  );
}
