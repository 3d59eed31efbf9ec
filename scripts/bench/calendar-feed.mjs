/**
 * The calendar feed at scale (a feed of 1,000 due letters answers within
 * 50 ms at p95), opt-in (`npm run bench -- --only calendar-feed`, about 3 minutes, most of it
 * the seed): a database of its own seeded with the demo office plus ARCHIVE_LETTERS archive
 * letters (`npm run seed -- --letters N`; its open letters, overdue and due, make the feed's
 * events), a second server on it. demoparent creates a feed with the subjects and the default
 * alarms; then calendar apps (no cookie) fetch the address, each request timed from sending until
 * the whole body arrived (HTTP on 127.0.0.1), one after the other. The first request (the server
 * just started: it builds the text, its code not yet optimised) is timed alone, WARMUP more are
 * not timed; then four series:
 * - `full`: REQUESTS times with Accept-Encoding: gzip, deflate (as fetch and calendar apps ask);
 *   the target's figure;
 * - `plain`: REQUESTS times with Accept-Encoding: identity (an app that takes no gzip);
 * - `unchanged`: REQUESTS times with If-None-Match: the ETag of the last answer (an app that asks
 *   conditionally; a server without ETags answers the whole feed);
 * - `after a change`: CHANGES times, the user marks a letter handled (or no longer handled), the
 *   server is left SETTLE_MS (a calendar app asks minutes later), then the feed is fetched.
 * The events in the answer are counted: the figure holds for that many.
 *
 * Each series is another client address (X-Forwarded-For from 127.0.0.1, a trusted proxy here),
 * so none reaches the feed's limit of FEED_REQUESTS_PER_MINUTE (60 a minute per address,
 * server/deadlines/feed-routes.ts): a 429 would end the run.
 * IPO_BENCH_FEED_DB=/path/file.db reuses a database seeded this way (it is copied first).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { get } from "node:http";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { gunzipSync } from "node:zlib";
import { freePort, startServer, stopProcess, waitForHttp } from "../lib/proc.mjs";
import { Client, percentile, seedDatabase } from "./server-archive.mjs";
import { formatMs } from "./stats.mjs";

/** About 1,000 open letters among them (the archive's replied share grows with age). */
const ARCHIVE_LETTERS = 40_000;
const REQUESTS = 55;
const WARMUP = 5;
const CHANGES = 8;
/** Longer than the server's refresher needs to see a change settle (two 2-second looks) and rebuild. */
const SETTLE_MS = 6000;
const TARGET_P95_MS = 50;

/**
 * One request of a calendar app: milliseconds from sending until the whole answer arrived (as
 * sent: a gzipped body is unpacked after the clock stops, the app's own work), the text, the
 * status, the ETag and the bytes on the wire.
 */
function fetchFeed(url, address, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    // Node's global agent keeps the connection alive, as fetch and calendar apps do.
    get(url, { headers: { "Accept-Encoding": "gzip, deflate", "X-Forwarded-For": address, ...headers } }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const elapsed = performance.now() - started;
        if (res.statusCode !== 200 && res.statusCode !== 304) return reject(new Error(`the feed answered ${res.statusCode}`));
        const raw = Buffer.concat(chunks);
        const body = (res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString("utf8");
        resolve({ elapsed, body, status: res.statusCode, etag: res.headers.etag ?? null, wireBytes: raw.length });
      });
    }).on("error", reject);
  });
}

/** `times` requests one after the other from one address; `headersFor` may use the last answer. */
async function series(url, address, times, headersFor = () => ({})) {
  const samples = [];
  const statuses = new Set();
  let last = null;
  for (let i = 0; i < times; i++) {
    last = await fetchFeed(url, address, headersFor(last));
    samples.push(last.elapsed);
    statuses.add(last.status);
  }
  return { samples, statuses, last };
}

const events = (body) => body.split("BEGIN:VEVENT").length - 1;

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
      const env = { DATABASE_URL: `file:${file}`, IPO_TRUSTED_PROXIES: "127.0.0.1", IPO_CONFORMANCE_LOG: undefined };
      server = startServer({ port, stdio: "pipe", env });
      await waitForHttp(`${baseURL}/login`, { child: server, timeoutMs: 120_000 });
      const user = new Client(baseURL);
      await user.signIn();
      const created = await user.timed("POST", "/correspondences/calendar-feed", { detail: "SUBJECTS" });
      // The address names the server's public origin; the bench's server is this one.
      const { pathname } = new URL(JSON.parse(created.body).url);
      const url = baseURL + pathname;

      const load = loadavg()[0];
      const first = await series(url, "198.51.100.9", 1);
      await series(url, "198.51.100.9", WARMUP);
      const full = await series(url, "198.51.100.1", REQUESTS);
      const count = events(full.last.body);
      const plain = await series(url, "198.51.100.2", REQUESTS, () => ({ "Accept-Encoding": "identity" }));
      const unchanged = await series(url, "198.51.100.3", REQUESTS, (last) => (last?.etag ? { "If-None-Match": last.etag } : {}));
      // A letter of the feed, marked handled and back: each time the feed changes.
      const letter = Number(/UID:correspondence-(\d+)@/.exec(full.last.body)?.[1]);
      const changed = { samples: [], statuses: new Set() };
      for (let i = 0; i < CHANGES; i++) {
        const res = await user.call("PATCH", `/correspondences/message/${letter}`, [{ op: "replace", path: "/handled", value: i % 2 === 0 }]);
        if (res.status !== 204) throw new Error(`marking the letter handled answered ${res.status}`);
        await sleep(SETTLE_MS);
        const answer = await fetchFeed(url, "198.51.100.4");
        if (events(answer.body) !== count - (i % 2 === 0 ? 1 : 0)) throw new Error("the feed did not follow the change");
        changed.samples.push(answer.elapsed);
        changed.statuses.add(answer.status);
      }
      const endLoad = loadavg()[0];

      const rows = [];
      const data = { events: count, requests: REQUESTS, changes: CHANGES, loadAverage1m: load, endLoadAverage1m: endLoad, seedMs, series: {} };
      const add = (name, measure, { samples, statuses }, targeted) => {
        const p50Ms = percentile(samples, 50);
        const p95Ms = percentile(samples, 95);
        const met = targeted ? (p95Ms <= TARGET_P95_MS ? "yes" : "no") : "–";
        rows.push({ measure, answers: [...statuses].join("/"), p50: formatMs(p50Ms), p95: formatMs(p95Ms), target: targeted ? `≤ ${TARGET_P95_MS} ms` : "–", met });
        data.series[name] = { p50Ms, p95Ms, statuses: [...statuses], samples };
        ctx.log(`${measure}: p50 ${formatMs(p50Ms)}, p95 ${formatMs(p95Ms)}`);
      };
      add("first", "first request after the server started (builds the text)", first, false);
      add("full", `feed of ${count} events, ${REQUESTS} requests, gzip asked (${Math.round(full.last.wireBytes / 1024)} KB sent)`, full, true);
      add("plain", `the same, Accept-Encoding: identity (${Math.round(plain.last.wireBytes / 1024)} KB sent)`, plain, true);
      add("unchanged", `conditional (If-None-Match), unchanged`, unchanged, false);
      add("afterChange", `first request ${SETTLE_MS / 1000} s after a change, ${CHANGES} changes`, changed, true);
      data.met = data.series.full.p95Ms <= TARGET_P95_MS;
      return {
        table: `Calendar feed, ${count.toLocaleString("en")} events (load average ${load.toFixed(1)} to ${endLoad.toFixed(1)})`,
        rows,
        data,
      };
    } finally {
      await stopProcess(server);
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
