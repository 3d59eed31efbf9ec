/** The chaos specs' count of outbox scenarios and of replies lost or duplicated, printed after the file. */
import { test } from "@playwright/test";

export function outboxTally(label: string): (found: number, expected?: number) => void {
  const tally = { scenarios: 0, lost: 0, duplicated: 0 };
  test.afterAll(() => {
    console.log(`${label}: ${tally.scenarios}, lost: ${tally.lost}, duplicated: ${tally.duplicated}`);
  });
  /** Records a scenario: `expected` copies of the text should be at the office, `found` are. */
  return (found, expected = 1) => {
    tally.scenarios += 1;
    tally.lost += Math.max(0, expected - found);
    tally.duplicated += Math.max(0, found - expected);
  };
}
