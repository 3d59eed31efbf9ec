/**
 * The calendar feed at scale (issue 24's figure: a feed of 1,000 due letters answers within
 * 50 ms at p95), opt-in (`npm run bench -- --only calendar-feed`, about 2 minutes, most of it
 * the seed): a database of its own seeded with the demo office plus ARCHIVE_LETTERS archive
 * letters (`npm run seed -- --letters N`; its open letters, overdue and due, make the feed's
 * events), a second server on it. demoparent creates a feed with the subjects and the default
 * alarms; then a calendar app's request (no cookie) fetches the address REQUESTS times one after
 * the other, each timed from sending until the whole body arrived (HTTP on 127.0.0.1). The
 * events in the answer are counted: the figure holds for that many.
 *
 * REQUESTS stays under the feed's limit per client address (FEED_REQUESTS_PER_MINUTE, 60 a
 * minute, server/deadlines/feed-routes.ts): a 429 would end the run.
 * IPO_BENCH_FEED_DB=/path/file.db reuses a database seeded this way (it is copied first).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, startServer, stopProcess, waitForHttp } from "../lib/proc.mjs";
import { Client, percentile, seedDatabase } from "./server-archive.mjs";
import { formatMs } from "./stats.mjs";

/** About 1,000 open letters among them (the archive's replied share grows with age). */
const ARCHIVE_LETTERS = 40_000;
const REQUESTS = 55;
const TARGET_P95_MS = 50;

/** One request of a calendar app: milliseconds until the whole body, and the body. */
async function fetchFeed(url) {
  const started = performance.now();
  const res = await fetch(url);
  const body = await res.text();
  const elapsed = performance.now() - started;
  if (res.status !== 200) throw new Error(`the feed answered ${res.status}`);
  return { elapsed, body };
}

export const calendarFeed = {
  name: "calendar-feed",
  title: `Calendar feed of about 1,000 open letters (${ARCHIVE_LETTERS.toLocaleString("en")} archive letters, opt-in)`,
  optIn: true,
  async run(ctx) {
    const dir = mkdtempSync(join(tmpdir(), "ipo-bench-feed-"));
    let server;
    try {
      const { file, seedMs } = seedDatabase(dir, ctx, ARCHIVE_LETTERS, process.env.IPO_BENCH_FEED_DB);
      const port = await freePort();
      const baseURL = `http://127.0.0.1:${port}`;
      server = startServer({ port, stdio: "pipe", env: { DATABASE_URL: `file:${file}`, IPO_CONFORMANCE_LOG: undefined } });
      await waitForHttp(`${baseURL}/login`, { child: server, timeoutMs: 120_000 });
      const user = new Client(baseURL);
      await user.signIn();
      const created = await user.timed("POST", "/correspondences/calendar-feed", { detail: "SUBJECTS" });
      // The address names the server's public origin; the bench's server is this one.
      const { pathname } = new URL(JSON.parse(created.body).url);
      const url = baseURL + pathname;

      const load = loadavg()[0];
      const samples = [];
      let events = 0;
      for (let i = 0; i < REQUESTS; i++) {
        const { elapsed, body } = await fetchFeed(url);
        samples.push(elapsed);
        events = body.split("BEGIN:VEVENT").length - 1;
      }
      const p50Ms = percentile(samples, 50);
      const p95Ms = percentile(samples, 95);
      ctx.log(`${events} events, p50 ${formatMs(p50Ms)}, p95 ${formatMs(p95Ms)}`);
      return {
        table: `Calendar feed, ${events.toLocaleString("en")} events (load average ${load.toFixed(1)})`,
        rows: [{ measure: `feed of ${events} events, ${REQUESTS} requests`, p50: formatMs(p50Ms), p95: formatMs(p95Ms), target: `≤ ${TARGET_P95_MS} ms`, met: p95Ms <= TARGET_P95_MS ? "yes" : "no" }],
        data: { events, requests: REQUESTS, loadAverage1m: load, seedMs, p50Ms, p95Ms, targetP95Ms: TARGET_P95_MS, met: p95Ms <= TARGET_P95_MS, samples },
      };
    } finally {
      await stopProcess(server);
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
