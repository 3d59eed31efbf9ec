/**
 * The signed-in skeleton's inline start-up script (server/http/paint-first.ts), run in a small
 * stand-in of the page: nothing starts before the first contentful paint; then the chunks are
 * preloaded, the entry imported, and the browser's date-formatting data loaded in a task of its own.
 */
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { AFTER_PAINT_ID, PAINT_FIRST_SCRIPT } from "../../server/http/paint-first";

const URLS = ["/assets/index-a.js", "/assets/design-system-b.js", "/assets/shell-c.js"];

function page() {
  const timers: Array<{ run: () => void; ms: number }> = [];
  const preloaded: string[] = [];
  const imported: string[] = [];
  const formatters: Array<{ locale: unknown; options: Intl.DateTimeFormatOptions }> = [];
  let onPaint: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | null = null;
  const context = {
    document: {
      documentElement: { lang: "lt" },
      visibilityState: "visible",
      getElementById: (id: string) => (id === AFTER_PAINT_ID ? { textContent: JSON.stringify(URLS) } : null),
      createElement: () => ({}) as { rel?: string; href?: string },
      head: { appendChild: (link: { rel?: string; href?: string }) => link.rel === "modulepreload" && link.href && preloaded.push(link.href) },
    },
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    requestAnimationFrame: () => undefined,
    PerformanceObserver: Object.assign(
      function PerformanceObserver(this: { observe: () => void; disconnect: () => void }, callback: typeof onPaint) {
        onPaint = callback;
        this.observe = () => undefined;
        this.disconnect = () => undefined;
      },
      { supportedEntryTypes: ["paint"] },
    ),
    Intl: {
      DateTimeFormat: function DateTimeFormat(locale: unknown, options: Intl.DateTimeFormatOptions) {
        formatters.push({ locale, options });
        return { format: () => "" };
      },
    },
    __import: (url: string) => imported.push(url),
  };
  (context as { window?: unknown }).window = context;
  // `import()` cannot run in a vm context without a module loader: the stand-in records it.
  runInNewContext(PAINT_FIRST_SCRIPT.replace("import(urls[0])", "__import(urls[0])"), context);
  const paint = () => onPaint?.({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }, { disconnect: () => undefined });
  /** Runs the timers due at `ms` or earlier, in order, once each. */
  const runTimers = (ms: number) => {
    for (const timer of timers.splice(0).filter((t) => t.ms <= ms)) timer.run();
  };
  return { paint, runTimers, preloaded, imported, formatters };
}

describe("the skeleton's start-up script", () => {
  it("waits for the first paint, then preloads the chunks and imports the entry", () => {
    const p = page();
    expect(p.imported).toEqual([]);
    p.paint();
    expect(p.imported).toEqual([URLS[0]]);
    expect(p.preloaded).toEqual(URLS.slice(1));
  });

  it("loads the date-formatting data in a task of its own after the paint, in the page's language and office time", () => {
    const p = page();
    p.paint();
    expect(p.formatters).toEqual([]);
    p.runTimers(0);
    expect(p.formatters).toEqual([{ locale: "lt", options: { dateStyle: "medium", timeZone: "Europe/Vilnius" } }]);
    // Once: the fallback timer finds the script started.
    p.runTimers(1000);
    expect(p.formatters).toHaveLength(1);
    expect(p.imported).toHaveLength(1);
  });
});
