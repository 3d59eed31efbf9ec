/**
 * A thin progress bar that shows exactly the value it is given: a share from 0 to 100, or an
 * indeterminate sweep when the total is unknown. Plain boxes with the progressbar role, so what
 * the bar shows and what assistive technology reads cannot drift apart.
 */
import { Box } from "@chakra-ui/react";

export interface ProgressBarProps {
  /** 0–100, or null when the total is unknown (indeterminate). */
  percent: number | null;
  /** Accessible name: what is in progress. */
  label: string;
  /** Spoken value, e.g. "1.2 MB of 4.0 MB" or "Stored 50 of 320". */
  valueText?: string;
  testId?: string;
}

export function ProgressBar({ percent, label, valueText, testId }: ProgressBarProps) {
  const clamped = percent === null ? null : Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped ?? undefined}
      aria-valuetext={valueText}
      data-state={clamped === null ? "indeterminate" : clamped === 100 ? "complete" : "loading"}
      data-value={clamped ?? undefined}
      data-testid={testId}
      h="1.5"
      w="full"
      bg="bg.muted"
      borderRadius="full"
      overflow="hidden"
      position="relative"
    >
      {clamped === null ? (
        <Box
          position="absolute"
          insetBlock="0"
          w="40%"
          bg="brand.solid"
          borderRadius="full"
          // A sweep from left to right; people who ask for less motion see a still, partial bar.
          animation="ipo-progress-sweep 1.4s ease-in-out infinite"
          css={{
            "@keyframes ipo-progress-sweep": { from: { insetInlineStart: "-40%" }, to: { insetInlineStart: "100%" } },
            "@media (prefers-reduced-motion: reduce)": { animation: "none", insetInlineStart: "30%" },
          }}
        />
      ) : (
        <Box h="full" w={`${clamped}%`} bg="brand.solid" borderRadius="full" transition="width 0.2s" />
      )}
    </Box>
  );
}
