/** Accessibility checks with axe-core: serious and critical violations fail the test. */
import AxeBuilder from "@axe-core/playwright";
import { expect } from "@playwright/test";
import type { Page } from "@playwright/test";

export interface A11yOptions {
  /** CSS selectors to leave out (e.g. a third-party widget). */
  exclude?: string[];
  /** axe rule ids to skip, each with a reason in the calling test. */
  disableRules?: string[];
}

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    - ${n.target.join(" ")}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, "\n      ")}` : ""}`)
        .join("\n");
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : "";
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join("\n\n");
}

/**
 * Waits for the page's finite CSS transitions and animations (a dialog's backdrop fading in, a
 * button changing colour): axe measures colours as painted, and a half-faded backdrop or button
 * blends into contrast figures no user sees for more than a moment. Endless ones (spinners) are
 * left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

const NAVIGATION_RACE = /Execution context was destroyed|Cannot find context with specified id|frame was detached/i;

/**
 * Runs axe on the page once its transitions have settled and fails on serious or critical violations. If the page
 * navigates while axe runs (a redirect still under way), waits for the load and runs again
 * (up to 3 attempts).
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  const analyze = () => {
    let builder = new AxeBuilder({ page });
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
    return builder.analyze();
  };
  let results: Awaited<ReturnType<AxeBuilder["analyze"]>> | undefined;
  for (let attempt = 1; !results; attempt++) {
    await page.waitForLoadState("load");
    try {
      await settleAnimations(page);
      results = await analyze();
    } catch (error) {
      if (attempt >= 3 || !NAVIGATION_RACE.test(error instanceof Error ? error.message : String(error))) throw error;
    }
  }
  const { violations } = results;
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious, `Serious accessibility violations on ${page.url()}:\n\n${describeViolations(serious)}`).toEqual([]);
}
