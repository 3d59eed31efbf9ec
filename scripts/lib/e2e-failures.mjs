/**
 * The end-to-end failures in a few lines, for the very end of `npm test`'s output (a CI log is
 * often read from its tail, and Playwright's list reporter prints the errors far above it).
 * Reads the JSON report that playwright.config.ts writes beside the list reporter.
 */
import { existsSync, readFileSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";

export const E2E_REPORT = "test-results/e2e-report.json";
/** A line of the source excerpt Playwright adds to a message ("  12 |   await …", "     |  ^"). */
const CODE_FRAME = /^\s*>?\s*\d*\s*\|/;

/** Lines of each failed test's error (at most `linesPerError` each), without colour codes. */
export function e2eFailureDigest(file, { linesPerError = 6 } = {}) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, "utf8"));
  const lines = [];
  const visit = (suite, titles) => {
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const failedResult = (test.results ?? []).find((result) => result.status !== "passed" && result.status !== "skipped");
        if (!failedResult) continue;
        const where = `${spec.file}:${spec.line}`;
        lines.push(`✘ ${where} › ${[...titles.filter(Boolean).slice(1), spec.title].join(" › ")} (${failedResult.status})`);
        const error = failedResult.errors?.[0] ?? failedResult.error;
        const message = stripVTControlCharacters(error?.message ?? "").split("\n").filter((line) => line.trim() !== "" && !CODE_FRAME.test(line));
        for (const line of message.slice(0, linesPerError)) lines.push(`    ${line}`);
        if (error?.location) lines.push(`    at ${error.location.file.replace(/.*\/e2e\//, "e2e/")}:${error.location.line}`);
      }
    }
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
  return lines;
}
