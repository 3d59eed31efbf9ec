/**
 * Vitest reporter of the security suite: counts the tests under tests/server/security/
 * (one attack each, over real HTTP) and prints at the end of the run
 * "security: N attacks tried, N held", naming each attack that got through. Registered next to
 * the default reporter in vitest.config.ts; prints nothing when no security test ran.
 */
import type { Reporter, TestCase } from "vitest/node";

const SECURITY_FOLDER = /[\\/]tests[\\/]server[\\/]security[\\/]/;

export default class SecurityTallyReporter implements Reporter {
  private tried = 0;
  private readonly broken: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (!SECURITY_FOLDER.test(testCase.module.moduleId)) return;
    const state = testCase.result().state;
    if (state === "skipped" || state === "pending") return;
    this.tried += 1;
    if (state === "failed") this.broken.push(`${testCase.module.relativeModuleId} > ${testCase.fullName}`);
  }

  onTestRunEnd(): void {
    if (this.tried === 0) return;
    const held = this.tried - this.broken.length;
    console.log(`\nsecurity: ${this.tried} attacks tried, ${held} held`);
    for (const name of this.broken) console.log(`  got through: ${name}`);
  }
}
