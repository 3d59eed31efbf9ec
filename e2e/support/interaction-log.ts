/**
 * What happened under the pointer, kept in every test's pages and printed when a test fails.
 *
 * A few tests lose a click now and then on the loaded 2-core CI (a menu item clicked, the menu
 * still open, nothing chosen; a checkbox's label clicked, the box unchecked) and never with a
 * trace on. This log is cheap enough to run always: the last LOG_SIZE pointer and click events
 * with their targets and coordinates, layout shifts with the elements that moved, scrolls (where
 * to, the document's height, what had focus), and menus,
 * dialogs and status messages as they come and go, each with its time on the page's clock.
 * The fixtures attach it (the list reporter prints it) for every page of a failed test, so the
 * next lost click says whether the element moved, was replaced or was covered between press
 * and release.
 */
import type { BrowserContext, TestInfo } from "@playwright/test";

const LOG_SIZE = 300;

/** Starts the log in every page of the context (before any of the page's scripts). */
export async function recordInteractions(context: BrowserContext): Promise<void> {
  await context.addInitScript((size: number) => {
    const log: string[] = [];
    (window as unknown as { __ipoInteractions: string[] }).__ipoInteractions = log;
    const note = (line: string) => {
      log.push(`${Math.round(performance.now())} ${line}`);
      if (log.length > size) log.shift();
    };
    const describe = (target: EventTarget | null): string => {
      const element = target as Element | null;
      if (!element || element.nodeType !== 1) return String(target);
      const name = element.getAttribute("aria-label") ?? element.getAttribute("data-value") ?? (element.textContent ?? "").trim().slice(0, 40);
      return `${element.nodeName.toLowerCase()}${element.id ? `#${element.id}` : ""}[${element.getAttribute("role") ?? ""}] "${name}"`;
    };
    for (const type of ["pointerdown", "pointerup", "click"]) {
      window.addEventListener(
        type,
        (event) => {
          const { clientX, clientY } = event as PointerEvent;
          note(`${type} ${describe(event.target)} at ${Math.round(clientX)},${Math.round(clientY)}`);
        },
        // Capture: seen even when the app stops the event.
        true,
      );
    }
    // Scrolls are not layout shifts: a page that scrolls under an open menu moves it (a menu
    // anchored to a row that scrolled), so the position and the document's height are noted,
    // once per frame at most.
    let scrollNoted = false;
    window.addEventListener(
      "scroll",
      () => {
        if (scrollNoted) return;
        scrollNoted = true;
        requestAnimationFrame(() => {
          scrollNoted = false;
          note(`scroll y ${Math.round(window.scrollY)} of ${document.documentElement.scrollHeight}, focus ${describe(document.activeElement)}`);
        });
      },
      { passive: true },
    );
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }[]) {
          const moved = (entry.sources ?? []).map((source) => `${describe(source.node ?? null)} y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}`);
          note(`layout shift ${entry.value.toFixed(4)}: ${moved.join("; ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    } catch {
      // A browser without layout-shift entries: the rest of the log still helps.
    }
    const watched = "[role=menu],[role=dialog],[role=alertdialog],[role=status],[role=alert]";
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) if (node.nodeType === 1 && (node as Element).matches(watched)) note(`added ${describe(node)}`);
        for (const node of Array.from(record.removedNodes)) if (node.nodeType === 1 && (node as Element).matches(watched)) note(`removed ${describe(node)}`);
      }
    });
    document.addEventListener("DOMContentLoaded", () => observer.observe(document.body, { childList: true, subtree: true }));
  }, LOG_SIZE);
}

/** Attaches the log of every open page of the contexts to the test's report. */
export async function reportInteractions(testInfo: TestInfo, contexts: BrowserContext[], label = "page"): Promise<void> {
  const pages = contexts.flatMap((context) => context.pages());
  for (const [index, page] of pages.entries()) {
    const lines = await page
      .evaluate(() => (window as unknown as { __ipoInteractions?: string[] }).__ipoInteractions ?? [])
      .catch((error: unknown) => [`(the page's log could not be read: ${String(error).split("\n")[0]})`]);
    // The list reporter prints a text attachment's body under the failure, so CI logs hold it.
    await testInfo.attach(`interactions of ${label} ${index + 1} (${page.url()})`, { body: lines.join("\n"), contentType: "text/plain" });
  }
}
