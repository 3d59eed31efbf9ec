/**
 * Offline measurements and the inbox's own, added to MEASUREMENTS by
 * ./measurements.mjs.
 *
 * - inbox-offline-start: an app start on /correspondence in a context whose service worker is
 *   installed and whose device already holds the inbox (one online visit first): from the
 *   start of the navigation until the first inbox row is visible, online and then with the
 *   network off (context.setOffline) — the rows then come from IndexedDB. Median of `runs`.
 * - offline-search: 5,000 messages stored on the device (IndexedDB), network off, a fresh
 *   start of the inbox each run, then a second of the user's typing time (the app reads the
 *   stored messages' search text as soon as the inbox opens from the device); from submitting
 *   the search until the one matching row is visible. Also, separately, how long reading the
 *   search texts of the 5,000 stored messages from IndexedDB takes (`readMs`, the cost of a search started before
 *   that read finished). Medians of `runs`.
 * - inbox-after-home: signed in, cold (no service worker), `/` loaded; from the click on the
 *   Correspondence menu link until the first inbox row is visible. Median of `runs`.
 * - correspondence-js: the JavaScript a cold, signed-in load of /correspondence fetches:
 *   files, raw, gzip -9 and brotli (quality 11) of each body.
 */
/* global window, document, indexedDB, requestAnimationFrame, getComputedStyle, HTMLInputElement -- used by the functions that run in the page */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { DEMO_PASSWORD, DEMO_USER } from "./constants.mjs";
import { coldContext, recordNetwork, signInWithContext, summariseAssets } from "./browser.mjs";
import { formatBytes, formatMs, median } from "./stats.mjs";

const ROW = "tr[data-message-id]";
const STORED_MESSAGES = 5000;

/** Marks, in every document, when the first inbox row is visible (`window.__benchRowAt`). */
const ROW_PROBE = () => {
  const check = () => {
    const row = document.querySelector("tr[data-message-id]");
    if (row && row.getBoundingClientRect().height > 0) {
      window.__benchRowAt = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
};

/** A context with the service worker allowed, English, signed in. */
async function appContext(ctx) {
  const context = await ctx.browser.newContext({ baseURL: ctx.baseURL, viewport: { width: 1280, height: 800 }, locale: "en-GB" });
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem("ipo.language", "en");
    } catch {
      // No storage on opaque origins.
    }
  });
  await signInWithContext(context, DEMO_USER, DEMO_PASSWORD);
  return context;
}

async function rowTime(page) {
  await page.waitForFunction(() => window.__benchRowAt !== undefined, undefined, { timeout: 30_000, polling: 50 });
  return page.evaluate(() => window.__benchRowAt);
}

/** First visit online: installs the service worker and stores the inbox on the device. */
async function primeDevice(context) {
  const page = await context.newPage();
  await page.goto("/correspondence");
  await page.waitForSelector(ROW, { timeout: 30_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The device copy is written right after the answer: give it a moment.
  await page.waitForTimeout(500);
  return page;
}

const round = (ms) => Math.round(ms * 10) / 10;

export const offlineStart = {
  name: "inbox-offline-start",
  title: "Inbox start from the device (service worker, network off) beside the same start online",
  async run(ctx) {
    const context = await appContext(ctx);
    try {
      await context.addInitScript(ROW_PROBE);
      const first = await primeDevice(context);
      await first.close();
      const samples = { online: [], offline: [] };
      for (const mode of ["online", "offline"]) {
        await context.setOffline(mode === "offline");
        for (let i = 0; i < ctx.runs; i++) {
          const page = await context.newPage();
          await page.goto("/correspondence", { waitUntil: "commit" });
          samples[mode].push(round(await rowTime(page)));
          // Offline, the layout says the office cannot be reached and how old the copy is.
          const state = await page.getByTestId("freshness-status").getAttribute("data-state");
          if (mode === "offline" && state !== "unreachable") throw new Error(`the offline start showed freshness "${state}", not "unreachable"`);
          await page.close();
          ctx.log(`${mode} start ${i + 1}/${ctx.runs}: ${formatMs(samples[mode].at(-1))}`);
        }
      }
      await context.setOffline(false);
      const data = { runs: ctx.runs, median: { onlineMs: median(samples.online), offlineMs: median(samples.offline) }, samples };
      return {
        table: `Offline (median of ${ctx.runs})`,
        row: { measure: "inbox start to first row", online: formatMs(data.median.onlineMs), "offline (device)": formatMs(data.median.offlineMs) },
        data,
      };
    } finally {
      await context.close();
    }
  },
};

/** Writes `count` copies of a stored inbox row into the device's message store (in the page). */
function seedMessages(count) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open("ipo-user-area");
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const read = db.transaction("offlineMessages").objectStore("offlineMessages").getAll();
      read.onsuccess = () => {
        const template = read.result[0];
        if (!template) return reject(new Error("no stored message to copy"));
        const tx = db.transaction(["offlineMessages", "offlineRows"], "readwrite");
        const store = tx.objectStore("offlineMessages");
        store.clear();
        // The list rows are made again from the messages on the first read (src/features/correspondence/offline-search/device-rows.ts).
        tx.objectStore("offlineRows").clear();
        const filler = "Dėl paraiškos nagrinėjimo prašome pateikti papildomus dokumentus ir paaiškinimus. ".repeat(12);
        for (let i = 0; i < count; i++) {
          const id = 900000 + i;
          const key = `${template.userId}:${id}`;
          const subject = `Benchmark message ${i}`;
          const body = `<p>${filler}</p><p>Žymė zz${i}qq</p>`;
          const day = String((i % 28) + 1).padStart(2, "0");
          const message = { ...template.value.message, id, messageId: id, subject, body, receivedDate: `2025-01-${day}T10:00:00` };
          const savedAt = Date.now();
          // As the app stores them: no text (the scan makes it from the message).
          store.put({ key, userId: template.userId, savedAt, value: { message, subRows: [] }, receivedDate: message.receivedDate });
        }
        tx.oncomplete = () => {
          db.close();
          resolve(count);
        };
        tx.onerror = () => reject(tx.error);
      };
      read.onerror = () => reject(read.error);
    };
  });
}

/** Submits the inbox search in the page; resolves with ms until the row of `id` is visible. */
function timedSearch({ text, id }) {
  return new Promise((resolve, reject) => {
    const input = document.querySelector('input[name="search"]');
    if (!input) return reject(new Error("no search box"));
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
    setValue.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    requestAnimationFrame(() => {
      const started = performance.now();
      input.form.requestSubmit();
      const deadline = started + 30_000;
      const check = () => {
        const row = document.querySelector(`tr[data-message-id="${id}"]`);
        if (row && getComputedStyle(row).visibility !== "hidden" && row.getBoundingClientRect().height > 0) return resolve(performance.now() - started);
        if (performance.now() > deadline) return reject(new Error(`row ${id} never appeared`));
        requestAnimationFrame(check);
      };
      check();
    });
  });
}

/** Ms to read every stored message of the account from IndexedDB (as the app's scan does to make their texts). */
function timedRead() {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open("ipo-user-area");
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const started = performance.now();
      const store = db.transaction("offlineMessages").objectStore("offlineMessages");
      const userKey = store.index("byUser").openKeyCursor();
      userKey.onsuccess = () => {
        const userId = userKey.result?.key;
        const all = store.index("byUser").getAll(userId);
        all.onsuccess = () => {
          db.close();
          resolve(performance.now() - started);
        };
        all.onerror = () => reject(all.error);
      };
    };
  });
}

export const offlineSearch = {
  name: "offline-search",
  title: `Offline search over ${STORED_MESSAGES} messages stored on the device`,
  async run(ctx) {
    const context = await appContext(ctx);
    try {
      const page = await primeDevice(context);
      await page.evaluate(seedMessages, STORED_MESSAGES);
      await context.setOffline(true);
      const samples = [];
      const reads = [];
      for (let i = 0; i < ctx.runs; i++) {
        // A fresh start each run: the search reads the stored messages from IndexedDB.
        await page.goto("/correspondence");
        await page.waitForSelector(ROW, { timeout: 30_000 });
        // The user's typing time.
        await page.waitForTimeout(1000);
        const target = 1000 + i * 777;
        samples.push(round(await page.evaluate(timedSearch, { text: `zz${target}qq`, id: 900000 + target })));
        reads.push(round(await page.evaluate(timedRead)));
        ctx.log(`offline search ${i + 1}/${ctx.runs}: ${formatMs(samples.at(-1))} (reading the stored messages: ${formatMs(reads.at(-1))})`);
      }
      await context.setOffline(false);
      const data = { storedMessages: STORED_MESSAGES, runs: ctx.runs, median: { searchMs: median(samples), readMs: median(reads) }, samples, reads };
      return {
        table: `Offline (median of ${ctx.runs})`,
        row: { measure: `search over ${STORED_MESSAGES} stored messages`, online: "–", "offline (device)": `${formatMs(data.median.searchMs)} (read ${formatMs(data.median.readMs)})` },
        data,
      };
    } finally {
      await context.close();
    }
  },
};

export const inboxAfterHome = {
  name: "inbox-after-home",
  title: `Inbox first render after navigating from / to /correspondence, signed in as ${DEMO_USER}`,
  async run(ctx) {
    const samples = [];
    for (let i = 0; i < ctx.runs; i++) {
      const context = await coldContext(ctx.browser, ctx.baseURL);
      try {
        await signInWithContext(context, DEMO_USER, DEMO_PASSWORD);
        const page = await context.newPage();
        await page.goto("/");
        const link = page.locator('nav a[href="/correspondence"]').first();
        await link.waitFor({ state: "visible", timeout: 30_000 });
        // Clicked in the page: the expiring-messages alert may cover the menu.
        await page.evaluate((probe) => {
          window.__benchRowAt = undefined;
          new Function(`(${probe})()`)();
          window.__benchClickAt = performance.now();
          document.querySelector('nav a[href="/correspondence"]').click();
        }, ROW_PROBE.toString());
        const rowAt = await rowTime(page);
        const clickAt = await page.evaluate(() => window.__benchClickAt);
        samples.push(round(rowAt - clickAt));
        ctx.log(`/ → /correspondence ${i + 1}/${ctx.runs}: ${formatMs(samples.at(-1))}`);
      } finally {
        await context.close();
      }
    }
    const data = { runs: samples.length, median: { firstRowMs: median(samples) }, samples };
    return {
      table: `Inbox (median of ${samples.length}, cold, no service worker)`,
      row: { measure: "first row after / → /correspondence", value: formatMs(data.median.firstRowMs) },
      data,
    };
  },
};

export const correspondenceJs = {
  name: "correspondence-js",
  title: "JavaScript loaded by a cold, signed-in /correspondence",
  async run(ctx) {
    const context = await coldContext(ctx.browser, ctx.baseURL);
    try {
      await signInWithContext(context, DEMO_USER, DEMO_PASSWORD);
      const page = await context.newPage();
      const network = await recordNetwork(page);
      await page.goto("/correspondence");
      await page.waitForSelector(ROW, { timeout: 30_000 });
      await page.waitForLoadState("networkidle");
      const assets = summariseAssets(network.responses());
      await network.detach();
      const js = assets.files.filter((file) => file.kind === "js");
      let gzip = 0;
      let brotli = 0;
      for (const file of js) {
        const res = await fetch(file.url, { headers: { "accept-encoding": "identity" } });
        const body = Buffer.from(await res.arrayBuffer());
        gzip += gzipSync(body, { level: 9 }).length;
        brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      }
      const data = {
        files: js.length,
        rawBytes: assets.js.raw,
        gzipBytes: gzip,
        brotliBytes: brotli,
        transferredBytes: assets.js.transferred,
        urls: js.map((file) => ({ url: new URL(file.url).pathname, rawBytes: file.raw })),
      };
      return {
        table: "JavaScript of /correspondence (cold, signed in)",
        row: { page: "/correspondence", files: String(data.files), raw: formatBytes(data.rawBytes), gzip: formatBytes(data.gzipBytes), brotli: formatBytes(data.brotliBytes) },
        data,
      };
    } finally {
      await context.close();
    }
  },
};
