/**
 * The device's search index: a fresh device lists the demo archive, the index follows
 * every stored page (the storage screen's count of indexed letters reaches the letters on the
 * device), and after an offline reload the inbox finds a letter by a word of its body typed
 * without its Lithuanian letters, answered by the index (`data-searched-by`), not by a scan of
 * the texts. Logout removes the index's OPFS directory.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { InboxPage } from "./support/pages/inbox-page";
import { ShellPage } from "./support/pages/shell-page";
import { waitForServiceWorkerActivated } from "./support/pwa";
import { feedLetters } from "./support/feed";

// Offline page loads come from the service worker's precache, as the installed app's do.
test.use({ serviceWorkers: "allow" });

interface FeedLetter {
  id: number;
  receivedDate: string;
  body: string;
}

/** The names at the root of the origin's private file system. */
function opfsEntries(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    const names: string[] = [];
    for await (const name of (root as unknown as { keys(): AsyncIterable<string> }).keys()) names.push(name);
    return names;
  });
}

const LITHUANIAN = /[ąčęėįšųūž]/;

/** The newest letter with a body word of 6+ letters holding a Lithuanian letter, and that word. */
function letterWithLithuanianWord(letters: FeedLetter[]): { id: number; word: string } {
  for (const letter of [...letters].sort((a, b) => b.receivedDate.localeCompare(a.receivedDate))) {
    const text = letter.body.replace(/<[^>]*>/g, " ").toLowerCase();
    const word = text.split(/[^\p{L}]+/u).find((candidate) => candidate.length >= 6 && LITHUANIAN.test(candidate));
    if (word) return { id: letter.id, word };
  }
  throw new Error("no letter of the demo archive has a Lithuanian word in its body");
}

/** The word as typed on a keyboard without Lithuanian letters. */
const withoutDiacritics = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "");

test("the index follows the sync, answers an offline search after a reload, and logout removes it", async ({ page, context, signIn }) => {
  // A listing of the archive and its indexing (seconds on an idle machine, many times that under load).
  test.setTimeout(120_000);
  await signIn(page, "demoparent", { open: false });
  await page.goto("/correspondence/storage");
  const status = page.getByTestId("archive-sync-text");
  // The office's count of the 12 months window (the default keep choice), as the choice shows it.
  const hint = page.getByTestId("keep-12m");
  await expect(hint).toContainText(/[\d,]+ letters, about/);
  const onDevice = /([\d,]+) letters/.exec((await hint.textContent()) ?? "")?.[1]?.replace(/,/g, "") ?? "";
  expect(Number(onDevice)).toBeGreaterThan(100);
  await expect(status).toContainText(`Up to date with the office as of`, { timeout: 60_000 });
  await expect(status).toContainText(`: ${onDevice} letters on this device.`);
  // Every stored letter is in the index: the sync's pages fed it.
  await expect(page.getByTestId("search-index-text")).toHaveAttribute("data-indexed", String(onDevice), { timeout: 60_000 });
  await waitForServiceWorkerActivated(page);

  const target = letterWithLithuanianWord(await feedLetters<FeedLetter>(page));
  const typed = withoutDiacritics(target.word);
  expect(typed).not.toBe(target.word);

  await context.setOffline(true);
  try {
    // A cold start offline: the index is asked, its worker and file opened by this page.
    const inbox = new InboxPage(page);
    await inbox.goto();
    await inbox.expectLoaded();
    await inbox.search(typed);
    const notice = page.getByTestId("offline-copy-notice");
    await expect(notice).toContainText("stored on this device");
    await expect(notice).toHaveAttribute("data-searched-by", "index");
    await expect.poll(() => inbox.messageIds()).toContain(target.id);
  } finally {
    await context.setOffline(false);
  }

  expect(await opfsEntries(page)).toContain(".ipo-device-index");
  await new ShellPage(page).logout();
  // Read once the sign-in page has settled (it passes through the sign-in redirects).
  await expect.poll(() => opfsEntries(page).catch(() => null)).toEqual(expect.not.arrayContaining([".ipo-device-index"]));
});
