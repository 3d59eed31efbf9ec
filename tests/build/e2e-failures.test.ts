/**
 * The digest of end-to-end failures printed last by `npm test` (scripts/lib/e2e-failures.mjs):
 * each failed test with its place, title and the first lines of its error, without colour
 * codes or Playwright's source excerpt; passed tests and a missing report give nothing.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { e2eFailureDigest } from "../../scripts/lib/e2e-failures.mjs";

const dir = mkdtempSync(join(tmpdir(), "e2e-report-"));
afterEach(() => rmSync(join(dir, "report.json"), { force: true }));

function reportWith(results: { status: string; message?: string }[]): string {
  const file = join(dir, "report.json");
  const specs = results.map(({ status, message }, index) => ({
    title: `test ${index}`,
    file: "pwa.spec.ts",
    line: 10 + index,
    tests: [{ results: [{ status, errors: message ? [{ message, location: { file: "/x/e2e/pwa.spec.ts", line: 20 + index, column: 3 } }] : [] }] }],
  }));
  writeFileSync(file, JSON.stringify({ suites: [{ title: "pwa.spec.ts", file: "pwa.spec.ts", suites: [{ title: "progressive web app", specs }] }] }));
  return file;
}

describe("e2eFailureDigest", () => {
  it("names each failed test and the first lines of its error", () => {
    const message = "Error: index.html links the manifest\n\n\u001b[2mexpect(\u001b[22mreceived).toBeTruthy()\n\nReceived: \u001b[31mnull\u001b[39m\n\n  15 |   const href = …\n> 16 |   expect(href).toBeTruthy();\n     |                ^";
    const lines = e2eFailureDigest(reportWith([{ status: "passed" }, { status: "failed", message }, { status: "timedOut", message: "Test timeout of 30000ms exceeded." }]));
    expect(lines).toEqual([
      "✘ pwa.spec.ts:11 › progressive web app › test 1 (failed)",
      "    Error: index.html links the manifest",
      "    expect(received).toBeTruthy()",
      "    Received: null",
      "    at e2e/pwa.spec.ts:21",
      "✘ pwa.spec.ts:12 › progressive web app › test 2 (timedOut)",
      "    Test timeout of 30000ms exceeded.",
      "    at e2e/pwa.spec.ts:22",
    ]);
  });

  it("gives nothing when every test passed or there is no report", () => {
    expect(e2eFailureDigest(reportWith([{ status: "passed" }, { status: "skipped" }]))).toEqual([]);
    expect(e2eFailureDigest(join(dir, "missing.json"))).toEqual([]);
  });
});
