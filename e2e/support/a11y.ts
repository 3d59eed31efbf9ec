/**
 * Accessibility checks with axe-core: serious and critical violations fail the test.
 *
 * axe is put into each document once and run there (`axe.run`). @axe-core/playwright's
 * AxeBuilder (used before) injects its 0.5 MB source on every scan and finishes each scan in a new blank
 * page: a page scanned again and again (routes opened in-app) grew its heap with every copy
 * and a scan took 1.5–5.6 s instead of 0.3–0.7 s on the 2-core CI. The signed-in app has no
 * frames, so a scan of the top document covers the page.
 */
import { expect } from "@playwright/test";
import type { Page } from "@playwright/test";
import axe from "axe-core";

export interface A11yOptions {
  /** CSS selectors to leave out (e.g. a third-party widget). */
  exclude?: string[];
  /** axe rule ids to skip, each with a reason in the calling test. */
  disableRules?: string[];
}

type Violation = axe.Result;

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
 * button changing colour), including those of a dialog that opens after the next paint: axe measures colours as painted, and a half-faded backdrop or button
 * blends into contrast figures no user sees for more than a moment. Endless ones (spinners) are
 * left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  // First what opens once the page has painted (the expiring alert: the next frame, then a
  // task), so that its fade-in is among the animations waited for.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
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

/** axe's violations on the page's document, putting axe there first if this document lacks it. */
async function analyze(page: Page, context: axe.ElementContext, options: axe.RunOptions): Promise<Violation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  // Handed over as JSON: Playwright's argument types recurse too deep into axe's.
  const violations = await page.evaluate(async (json) => {
    const { context, options } = JSON.parse(json) as { context: axe.ElementContext; options: axe.RunOptions };
    const results = await (window as unknown as { axe: typeof axe }).axe.run(context, options);
    return JSON.stringify(results.violations);
  }, JSON.stringify({ context, options }));
  return JSON.parse(violations) as Violation[];
}

/**
 * Runs axe on the page once its transitions have settled and fails on serious or critical violations. If the page
 * navigates while axe runs (a redirect still under way), waits for the load and runs again
 * (up to 3 attempts).
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  // Without `include`, axe scans the whole document.
  const context: axe.ElementContext = { exclude: options.exclude ?? [] };
  const runOptions: axe.RunOptions = {
    rules: Object.fromEntries((options.disableRules ?? []).map((id) => [id, { enabled: false }])),
  };
  let violations: Violation[] | undefined;
  for (let attempt = 1; !violations; attempt++) {
    await page.waitForLoadState("load");
    try {
      await settleAnimations(page);
      violations = await analyze(page, context, runOptions);
    } catch (error) {
      if (attempt >= 3 || !NAVIGATION_RACE.test(error instanceof Error ? error.message : String(error))) throw error;
    }
  }
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious, `Serious accessibility violations on ${page.url()}:\n\n${describeViolations(serious)}`).toEqual([]);
}
