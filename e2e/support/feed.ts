/**
 * The account's letters as the office's changes feed lists them (decision 81), oldest change
 * first, read in the page with its session (a GET needs no CSRF echo). `T` names the fields a
 * spec reads of each letter.
 */
import type { Page } from "@playwright/test";

export async function feedLetters<T>(page: Page): Promise<T[]> {
  return page.evaluate(async () => {
    const letters: unknown[] = [];
    let since: string | null = null;
    for (;;) {
      const url: string = `/api/v1/correspondences/changes?limit=500${since ? `&since=${encodeURIComponent(since)}` : ""}`;
      const page = (await (await fetch(url)).json()) as { cursor: string; hasMore: boolean; changed: unknown[] };
      letters.push(...page.changed);
      since = page.cursor;
      if (!page.hasMore) return letters;
    }
  }) as Promise<T[]>;
}
