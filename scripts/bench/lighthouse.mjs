/**
 * Lighthouse (mobile, its default form factor and simulated throttling) through its CLI in a
 * child process, with Debian's Chromium (CHROME_PATH) and the launch flags of STACK.md.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../lib/proc.mjs";

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

/** One Lighthouse run of `url`; resolves to { scores, metrics } (scores 0..1). */
export async function runLighthouse(url, chromiumPath, { timeoutMs = 180_000 } = {}) {
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
    const report = JSON.parse(readFileSync(out, "utf8"));
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
