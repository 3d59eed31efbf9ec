/**
 * Reference-server measurements, added to MEASUREMENTS by ./measurements.mjs.
 *
 * - sandbox-reset: `POST /sandbox/test/reset` (the bench's server runs with IPO_TEST_HOOKS=1),
 *   from sending the request until its 204 arrives: the whole demo office wiped and seeded
 *   again (every e2e test file starts with one). Median of `runs`. The reset ends every
 *   session and brings back the seed, so it runs last. Unit tests count what keeps it fast
 *   (no password derivation, one transaction: tests/server/sandbox.test.ts); its time is
 *   measured here only.
 */
import { formatMs, median } from "./stats.mjs";

const round = (ms) => Math.round(ms * 10) / 10;

export const sandboxReset = {
  name: "sandbox-reset",
  title: "Reference server: POST /sandbox/test/reset (wipe and seed the demo office)",
  async run(ctx) {
    const samples = [];
    for (let i = 0; i < ctx.runs; i++) {
      const started = performance.now();
      const res = await fetch(new URL("/sandbox/test/reset", ctx.baseURL), { method: "POST" });
      const elapsed = performance.now() - started;
      if (res.status !== 204) throw new Error(`POST /sandbox/test/reset answered ${res.status}: start the server with IPO_TEST_HOOKS=1`);
      samples.push(round(elapsed));
      ctx.log(`reset ${i + 1}/${ctx.runs}: ${formatMs(elapsed)}`);
    }
    const data = { runs: samples.length, median: { resetMs: median(samples) }, samples };
    return {
      table: `Reference server (median of ${samples.length})`,
      row: { measure: "sandbox reset (wipe and seed)", value: formatMs(data.median.resetMs) },
      data,
    };
  },
};
