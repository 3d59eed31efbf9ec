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

/**
 * Every id the office's inbox search lists for `body` (filters, sort), in its order: pages of
 * 100 asked in the page with its session and CSRF echo.
 */
export async function officeListIds(page: Page, body: Record<string, unknown>): Promise<number[]> {
  return page.evaluate(async (request) => {
    const token = (await fetch("/api/v1/auth/me")).headers.get("x-csrf-token") ?? "";
    const ids: number[] = [];
    for (let requestPage = 0; ; requestPage++) {
      const response = await fetch("/api/v1/correspondences/message/search", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-CSRF-TOKEN": token },
        body: JSON.stringify({ ...request, requestPage, size: 100 }),
      });
      const listed = (await response.json()) as { content: Array<{ message: { id: number } }> };
      ids.push(...listed.content.map((item) => item.message.id));
      if (listed.content.length < 100) return ids;
    }
  }, body);
}
