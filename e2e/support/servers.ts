/**
 * Where the reference server of each Playwright worker slot listens (see playwright.config.ts):
 * slot 0 on E2E_PORT (8181), slot N on E2E_PORT + 100·N, each with its own database and its own
 * conformance log (test-results/conformance-e2e.jsonl, then conformance-e2e-N.jsonl).
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 8181);

export function e2ePort(slot: number): number {
  return BASE_PORT + 100 * slot;
}

export function e2eBaseUrl(slot: number): string {
  return `http://127.0.0.1:${e2ePort(slot)}`;
}

export function e2eConformanceLog(slot: number): string {
  return slot === 0 ? "test-results/conformance-e2e.jsonl" : `test-results/conformance-e2e-${slot}.jsonl`;
}
