/**
 * Lighthouse (mobile, its default form factor and simulated throttling) through its CLI in a
 * child process, with Debian's Chromium (CHROME_PATH) and the launch flags of STACK.md.
 * The figures move with the machine's load: the bench prints the load average beside them.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { freePort, ROOT } from "../lib/proc.mjs";

export const LIGHTHOUSE_CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const CATEGORIES = ["performance", "accessibility", "best-practices"];
const METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];

/**
 * One Lighthouse run of `url`; resolves to { scores, metrics } (scores 0..1).
 * `signIn(context)`: for a signed-in page. Lighthouse then drives a Chromium started here with
 * a fresh profile (empty HTTP cache, no service worker) whose only state is the session
 * cookie that `signIn` put into its Playwright context; `--disable-storage-reset` keeps it.
 */
export async function runLighthouse(url, chromiumPath, { timeoutMs = 180_000, signIn } = {}) {
  if (!signIn) return lighthouseCli(url, chromiumPath, [], timeoutMs);
  const profile = mkdtempSync(join(tmpdir(), "ipo-lighthouse-profile-"));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...LIGHTHOUSE_CHROME_FLAGS.filter((flag) => flag !== "--headless"), `--remote-debugging-port=${port}`],
    headless: true,
    // No Playwright emulation on the pages Lighthouse opens: it emulates the phone itself.
    viewport: null,
    baseURL: new URL(url).origin,
    serviceWorkers: "block",
  });
  try {
    await signIn(context);
    return await lighthouseCli(url, chromiumPath, [`--port=${port}`, "--disable-storage-reset"], timeoutMs);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function lighthouseCli(url, chromiumPath, extraArgs, timeoutMs) {
  const dir = mkdtempSync(join(tmpdir(), "ipo-lighthouse-"));
  const out = join(dir, "report.json");
  const cli = join(ROOT, "node_modules", "lighthouse", "cli", "index.js");
  const args = [
    cli,
    url,
    "--output=json",
    `--output-path=${out}`,
    `--only-categories=${CATEGORIES.join(",")}`,
    `--chrome-flags=${LIGHTHOUSE_CHROME_FLAGS.join(" ")}`,
    "--quiet",
    ...extraArgs,
  ];
  try {
    const { code, stderr } = await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, args, {
        cwd: ROOT,
        env: { ...process.env, CHROME_PATH: chromiumPath },
        stdio: ["ignore", "ignore", "pipe"],
      });
      let err = "";
      child.stderr.on("data", (d) => (err += d));
      const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      child.on("error", reject);
      child.on("exit", (c) => {
        clearTimeout(timer);
        resolve({ code: c, stderr: err });
      });
    });
    if (code !== 0) throw new Error(`lighthouse exited with ${code}: ${stderr.trim().split("\n").slice(-5).join("\n")}`);
    const text = readFileSync(out, "utf8");
    // BENCH_LIGHTHOUSE_REPORTS=dir keeps every full report there (for the details of a figure).
    const keep = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (keep) writeFileSync(join(keep, `${new URL(url).pathname.replace(/\W+/g, "_")}-${Date.now()}.json`), text);
    const report = JSON.parse(text);
    if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, report.categories[c]?.score ?? null]));
    const metrics = Object.fromEntries(METRICS.map((m) => [m, report.audits[m]?.numericValue ?? null]));
    const failedAudits = Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    return { scores, metrics, failedAudits, finalUrl: report.finalDisplayedUrl ?? report.finalUrl };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
