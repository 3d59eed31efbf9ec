/**
 * Browser side of the benchmark: cold page loads in fresh contexts (no service worker, empty
 * HTTP cache), network accounting over the DevTools protocol, sign-in through the API.
 */
/* global window, document, getComputedStyle, requestAnimationFrame -- used by the functions that run in the page */
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "../lib/chromium-args.mjs";
import { signInThroughApi } from "../lib/api-sign-in.mjs";

export { CHROMIUM_ARGS };


export function launchBrowser(executablePath) {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

/** A fresh context: its own (empty) HTTP cache and cookie jar, service workers blocked. */
export function coldContext(browser, baseURL) {
  return browser.newContext({
    baseURL,
    serviceWorkers: "block",
    viewport: { width: 1280, height: 800 },
    locale: "en-GB",
  });
}

/**
 * Records every response of the page over CDP (across redirects and document changes):
 * type (Script, Stylesheet, Document...), bytes on the wire (`Network.loadingFinished`
 * encodedDataLength, headers included) and decoded body bytes (sum of `Network.dataReceived`).
 */
export async function recordNetwork(page) {
  const cdp = await page.context().newCDPSession(page);
  const byId = new Map();
  cdp.on("Network.responseReceived", (e) => {
    byId.set(e.requestId, {
      url: e.response.url,
      type: e.type,
      mimeType: e.response.mimeType,
      status: e.response.status,
      fromCache: Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache),
      transferred: 0,
      decoded: 0,
      finished: false,
    });
  });
  cdp.on("Network.dataReceived", (e) => {
    const r = byId.get(e.requestId);
    if (r) r.decoded += e.dataLength;
  });
  cdp.on("Network.loadingFinished", (e) => {
    const r = byId.get(e.requestId);
    if (r) {
      r.transferred = e.encodedDataLength;
      r.finished = true;
    }
  });
  await cdp.send("Network.enable");
  return {
    responses: () => [...byId.values()],
    detach: () => cdp.detach().catch(() => undefined),
  };
}

const KIND = { Script: "js", Stylesheet: "css" };

/**
 * JS and CSS bytes of a load, each URL counted once (the first finished response).
 * raw = decoded body, transferred = as served (compressed if the server compresses).
 */
export function summariseAssets(responses) {
  const seen = new Map();
  for (const r of responses) {
    const kind = KIND[r.type] ?? (/javascript/.test(r.mimeType) ? "js" : r.mimeType === "text/css" ? "css" : null);
    if (!kind || !r.finished || seen.has(r.url)) continue;
    seen.set(r.url, { kind, url: r.url, raw: r.decoded, transferred: r.transferred, fromCache: r.fromCache });
  }
  const files = [...seen.values()];
  const total = (kind, key) => files.filter((f) => f.kind === kind).reduce((sum, f) => sum + f[key], 0);
  return {
    files,
    js: { count: files.filter((f) => f.kind === "js").length, raw: total("js", "raw"), transferred: total("js", "transferred") },
    css: { count: files.filter((f) => f.kind === "css").length, raw: total("css", "raw"), transferred: total("css", "transferred") },
  };
}

/** gzip -9 size of each file (fetched again from the server), as a compression reference. */
export async function gzipSizes(files) {
  const out = { js: 0, css: 0 };
  for (const f of files) {
    const res = await fetch(f.url, { headers: { "accept-encoding": "identity" } });
    const body = Buffer.from(await res.arrayBuffer());
    out[f.kind] += gzipSync(body, { level: 9 }).length;
  }
  return out;
}

/**
 * Marks, in every document of the context, when the first `main` landmark or `form` is
 * visible (non-empty box, not hidden), checked on every animation frame.
 */
export const VISIBILITY_PROBE = () => {
  const visible = (el) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && style.display !== "none";
  };
  const check = () => {
    const el = [...document.querySelectorAll('main, [role="main"], form')].find(visible);
    if (el) {
      window.__benchVisibleAt = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
};

const NAVIGATION_RACE = /Execution context was destroyed|Cannot find context with specified id|frame was detached/i;

/**
 * Waits, in the document whose URL matches `finalUrl` (checked against the URL the document
 * was loaded with, so a client-side URL change on the way does not count), for both the
 * `load` event and the visibility probe; returns times relative to that document's time
 * origin, plus the origin. Survives redirects that replace the document while it waits.
 */
export async function waitReady(page, finalUrl, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`page did not reach a ready ${finalUrl} document within ${timeout} ms (at ${page.url()})`);
    try {
      await page.waitForURL(finalUrl, { timeout: left, waitUntil: "load" });
      await page.waitForFunction(
        () => {
          const nav = performance.getEntriesByType("navigation")[0];
          return window.__benchVisibleAt !== undefined && nav && nav.loadEventEnd > 0;
        },
        undefined,
        { timeout: Math.max(1, deadline - Date.now()), polling: 50 },
      );
      const ready = await page.evaluate(() => {
        const nav = performance.getEntriesByType("navigation")[0];
        return {
          documentUrl: nav.name,
          timeOrigin: performance.timeOrigin,
          visibleAt: window.__benchVisibleAt,
          loadEventEnd: nav.loadEventEnd,
        };
      });
      if (finalUrl(new URL(ready.documentUrl))) return ready;
      // The URL matched through history.pushState; the real document is still to come.
      await page.waitForEvent("framenavigated", { timeout: Math.max(1, deadline - Date.now()) });
    } catch (error) {
      if (!NAVIGATION_RACE.test(error instanceof Error ? error.message : String(error))) throw error;
    }
  }
}

/** Signs in with the context's request client (cookie jar shared), keeping the HTTP cache cold. */
export function signInWithContext(context, username, password) {
  return signInThroughApi(context.request, username, password);
}
