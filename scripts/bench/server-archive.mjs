/**
 * Reference server at scale, opt-in (`npm run bench -- --only server-archive`, about
 * 5 minutes on the 2-core machine, most of it the seed): a database of its own seeded with the
 * demo office plus `npm run seed -- --letters 100000` (100,320 letters in demoparent's account),
 * a second server on it, 10 clients signed in as demoparent, each sending its requests one after
 * the other, all 10 at once; then the same calls from one client alone. Per kind of call: p50
 * and p95 over every request, from sending it until its whole body has arrived (HTTP on
 * 127.0.0.1, server and clients on the same cores).
 *
 * - text search: POST /correspondences/message/search, page of 10, `search` from SEARCH_TERMS
 *   (words with and without Lithuanian letters, English words, number fragments). Target p95 ≤ 20 ms.
 * - feed page: GET /correspondences/changes?limit=200 from cursors spread over the whole log
 *   (collected by one client walking the feed first: that walk's time is reported too). Target
 *   p95 ≤ 30 ms.
 * - other list calls: the inbox's default page, sorts, filters, the new-letters count and the
 *   expiring call (LIST_CALLS), all together and each on a row of its own ("other: ..."; 50
 *   requests each with 10 clients, 5 alone, so its p95 is about its slowest). Target p95 ≤ 20 ms.
 * IPO_BENCH_ARCHIVE_DB=/path/file.db reuses a database seeded this way (it is copied first).
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, ROOT, startServer, stopProcess, waitForHttp } from "../lib/proc.mjs";
import { DEMO_PASSWORD, DEMO_USER } from "./constants.mjs";
import { formatMs } from "./stats.mjs";

const LETTERS = 100_000;
const CLIENTS = 10;
const PER_CLIENT = 40;
const API = "/api/v1";

const SEARCH_TERMS = ["zalgiris", "ženklo", "ZENKLAS", "refusal", "opposition", "trukumai", "TM-2024-0", "renewal of",
  "prekių ženklo", "gintare", "R-2023-01", "DS-2025", "northern light", "įregistruotas", "mokestis", "certificate"];

const SEARCH = "/correspondences/message/search";
/** The other list calls, each also reported on its own row (`name`). */
const LIST_CALLS = [
  { name: "inbox default page", method: "POST", path: SEARCH, json: { requestPage: 0, size: 10 } },
  { name: "SUBJECT ASC, page 3 of 50", method: "POST", path: SEARCH, json: { requestPage: 3, size: 50, sort: "SUBJECT", sortType: "ASC" } },
  { name: "DUE_DATE DESC", method: "POST", path: SEARCH, json: { requestPage: 0, size: 10, sort: "DUE_DATE", sortType: "DESC" } },
  { name: "filter important", method: "POST", path: SEARCH, json: { requestPage: 0, size: 10, filterCriteria: { important: true } } },
  { name: "filter NEW + requires reply", method: "POST", path: SEARCH, json: { requestPage: 0, size: 10, filterCriteria: { requiresReply: true, messageStatuses: ["NEW"] } } },
  { name: "filter DESIGN received in 2024", method: "POST", path: SEARCH, json: { requestPage: 0, size: 10, filterCriteria: { categories: ["DESIGN"], dates: { date: "RECEIVED_DATE", dateFrom: "2024-01-01T00:00:00", dateTo: "2024-12-31T23:59:59" } } } },
  { name: "new letters count", method: "GET", path: "/correspondences/message/incoming/new" },
  { name: "expiring", method: "POST", path: "/correspondences/message/expiring", json: {} },
];

/** A cookie-keeping API client of one session (CSRF token from the last answer). */
export class Client {
  constructor(baseURL) {
    this.baseURL = baseURL;
    this.cookie = "";
    this.csrf = "";
  }
  async call(method, path, json) {
    const headers = { Cookie: this.cookie };
    if (this.csrf && method !== "GET") headers["X-CSRF-TOKEN"] = this.csrf;
    if (json !== undefined) headers["Content-Type"] = "application/json";
    const res = await fetch(this.baseURL + API + path, { method, headers, body: json === undefined ? undefined : JSON.stringify(json), redirect: "manual" });
    const text = await res.text();
    for (const c of res.headers.getSetCookie()) if (c.startsWith("IPO_SESSION=")) this.cookie = c.split(";")[0];
    this.csrf = res.headers.get("x-csrf-token") ?? this.csrf;
    return { status: res.status, headers: res.headers, text };
  }
  async signIn() {
    const authorize = await this.call("GET", "/auth/authorize");
    const challenge = new URL(authorize.headers.get("location") ?? "", this.baseURL).searchParams.get("login_challenge");
    const res = await this.call("POST", "/auth/sso/login", { username: DEMO_USER, password: DEMO_PASSWORD, challenge });
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  }
  /** Milliseconds from sending until the whole body arrived; throws on a non-2xx answer. */
  async timed(method, path, json) {
    const started = performance.now();
    const res = await this.call(method, path, json);
    const elapsed = performance.now() - started;
    if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${res.text.slice(0, 200)}`);
    return { elapsed, body: res.text };
  }
}

export function percentile(values, p) {
  const xs = [...values].sort((a, b) => a - b);
  return xs[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
}

/**
 * Every client sends PER_CLIENT requests one after the other, all clients at once. Samples carry
 * the request's number `i`, so the other list calls can be told apart (LIST_CALLS[i % length]).
 */
async function concurrently(clients, request) {
  const samples = [];
  await Promise.all(
    clients.map(async (client, c) => {
      for (let n = 0; n < PER_CLIENT; n++) {
        const i = c * PER_CLIENT + n;
        samples.push({ i, elapsed: (await request(client, i)).elapsed });
      }
    }),
  );
  return samples;
}

/** The demo office plus `letters` archive letters in `dir`, or a copy of the database `reuse` names. */
export function seedDatabase(dir, ctx, letters = LETTERS, reuse = process.env.IPO_BENCH_ARCHIVE_DB) {
  const file = join(dir, "archive.db");
  if (reuse && existsSync(reuse)) {
    for (const suffix of ["", "-wal", "-shm"]) if (existsSync(reuse + suffix)) copyFileSync(reuse + suffix, file + suffix);
    ctx.log(`reusing ${reuse}`);
    return { file, seedMs: null };
  }
  ctx.log(`seeding ${letters} letters (npm run seed -- --letters ${letters})...`);
  const started = performance.now();
  const seed = spawnSync("npx", ["tsx", "server/seed-cli.ts", "--letters", String(letters)], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: `file:${file}` },
    encoding: "utf8",
  });
  if (seed.status !== 0) throw new Error(`the seed failed: ${seed.stderr || seed.stdout}`);
  return { file, seedMs: performance.now() - started };
}

export const serverArchive = {
  name: "server-archive",
  title: `Reference server with ${LETTERS.toLocaleString("en")} letters in one account, ${CLIENTS} concurrent clients (opt-in)`,
  optIn: true,
  async run(ctx) {
    const dir = mkdtempSync(join(tmpdir(), "ipo-bench-archive-"));
    let server;
    try {
      const { file, seedMs } = seedDatabase(dir, ctx);
      const port = await freePort();
      const baseURL = `http://127.0.0.1:${port}`;
      server = startServer({ port, stdio: "pipe", env: { DATABASE_URL: `file:${file}`, IPO_CONFORMANCE_LOG: undefined } });
      await waitForHttp(`${baseURL}/login`, { child: server, timeoutMs: 120_000 });
      const clients = Array.from({ length: CLIENTS }, () => new Client(baseURL));
      for (const client of clients) await client.signIn();

      // One client walks the whole feed: its cursors are the starting points of the measured pages.
      const cursors = [undefined];
      const walkStarted = performance.now();
      let letters = 0;
      for (;;) {
        const since = cursors.at(-1);
        const { body } = await clients[0].timed("GET", `/correspondences/changes?limit=200${since ? `&since=${since}` : ""}`);
        const page = JSON.parse(body);
        letters += page.changed.length;
        if (!page.hasMore) break;
        cursors.push(page.cursor);
      }
      const walkMs = performance.now() - walkStarted;
      ctx.log(`feed walk: ${letters} letters in ${cursors.length} pages, ${formatMs(walkMs)}`);

      const load = loadavg()[0];
      const kinds = {
        textSearch: (client, i) =>
          client.timed("POST", "/correspondences/message/search", { requestPage: 0, size: 10, search: SEARCH_TERMS[i % SEARCH_TERMS.length] }),
        feedPage200: (client, i) => {
          const since = cursors[(i * 7919) % cursors.length];
          return client.timed("GET", `/correspondences/changes?limit=200${since ? `&since=${since}` : ""}`);
        },
        otherLists: (client, i) => {
          const call = LIST_CALLS[i % LIST_CALLS.length];
          return client.timed(call.method, call.path, call.json);
        },
      };
      const targets = { textSearch: 20, feedPage200: 30, otherLists: 20 };
      const figures = (samples, targetMs) => {
        const ms = samples.map((s) => s.elapsed);
        return { requests: ms.length, p50Ms: percentile(ms, 50), p95Ms: percentile(ms, 95), targetP95Ms: targetMs };
      };
      const concurrent = {};
      const alone = {};
      /** The other list calls one by one: the samples of LIST_CALLS[k]. */
      const perCall = (samples) => LIST_CALLS.map((call, k) => figures(samples.filter((s) => s.i % LIST_CALLS.length === k), targets.otherLists));
      const perCallConcurrent = [];
      const perCallAlone = [];
      for (const [kind, request] of Object.entries(kinds)) {
        const together = await concurrently(clients, request);
        concurrent[kind] = figures(together, targets[kind]);
        // The same calls from one client at a time: what a request costs without waiting for the others.
        const single = await concurrently([clients[0]], request);
        alone[kind] = figures(single, targets[kind]);
        if (kind === "otherLists") {
          perCallConcurrent.push(...perCall(together));
          perCallAlone.push(...perCall(single));
        }
      }
      const otherListCalls = LIST_CALLS.map((call, k) => ({ name: call.name, concurrent: perCallConcurrent[k], alone: perCallAlone[k] }));
      const data = { letters, clients: CLIENTS, loadAverage1m: load, seedMs, feedWalk: { pages: cursors.length, ms: walkMs }, concurrent, alone, otherListCalls };
      const names = { textSearch: "text search (page of 10)", feedPage200: "changes feed page of 200", otherLists: "other list calls" };
      const row = (kind) => ({
        measure: names[kind],
        [`p50 (${CLIENTS} clients)`]: formatMs(concurrent[kind].p50Ms),
        [`p95 (${CLIENTS} clients)`]: formatMs(concurrent[kind].p95Ms),
        target: `≤ ${targets[kind]} ms`,
        met: concurrent[kind].p95Ms <= targets[kind] ? "yes" : "no",
        "p50 (1 client)": formatMs(alone[kind].p50Ms),
        "p95 (1 client)": formatMs(alone[kind].p95Ms),
      });
      return {
        table: `Reference server, ${letters.toLocaleString("en")} letters (load average ${load.toFixed(1)})`,
        rows: [
          ...Object.keys(kinds).map(row),
          ...otherListCalls.map(({ name, concurrent: together, alone: single }) => ({
            measure: `  other: ${name}`,
            [`p50 (${CLIENTS} clients)`]: formatMs(together.p50Ms),
            [`p95 (${CLIENTS} clients)`]: formatMs(together.p95Ms),
            target: `≤ ${targets.otherLists} ms`,
            met: together.p95Ms <= targets.otherLists ? "yes" : "no",
            "p50 (1 client)": formatMs(single.p50Ms),
            "p95 (1 client)": formatMs(single.p95Ms),
          })),
          { measure: `whole feed walked by one client (${cursors.length} pages)`, [`p95 (${CLIENTS} clients)`]: "", "p50 (1 client)": formatMs(walkMs) },
        ],
        data,
      };
    } finally {
      await stopProcess(server);
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
