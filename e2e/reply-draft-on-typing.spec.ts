/**
 * The draft is created at the office on the first typing, not on Reply. Reply opens
 * the composer at once with no office call; closed untouched, it leaves nothing at the office
 * and nothing in the outbox. The first typing creates exactly one draft (through the outbox),
 * whose panel then becomes the office's draft without losing the editor, and a reload keeps the
 * text.
 */
import type { Page, Request } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { messageDetail, outboxCount } from "./support/pages/outbox-page";
import { ThreadPage } from "./support/pages/thread-page";

/**
 * A letter of the seed the user may answer with neither a draft nor a reply (Reply asks
 * nothing), searched from the other end than e2e/offline-reply-start.spec.ts's.
 */
async function letterWithoutReplies(page: Page): Promise<number> {
  for (let id = 201; id < 300; id += 1) {
    const message = await messageDetail(page, id);
    if (message.direction === "BO_OUTGOING" && (message.subRows ?? []).length === 0) return id;
  }
  throw new Error("the seed has no letter without replies");
}

/** The office's drafts of the letter, with their text. */
async function officeDrafts(page: Page, messageId: number): Promise<string[]> {
  return ((await messageDetail(page, messageId)).subRows ?? []).filter((row) => row.draftStatus === "DRAFT").map((row) => row.body);
}

/** A draft's creation (POST /correspondences/draft?messageId=…): the app's own calls only. */
function isDraftCreation(request: Request): boolean {
  const url = new URL(request.url());
  return request.method() === "POST" && url.pathname === "/api/v1/correspondences/draft" && url.searchParams.has("messageId");
}

test("Reply opens the composer with no office call; closed untouched it leaves nothing; typing creates one draft, kept across a reload", async ({ page, signIn }) => {
  // Two reloads, a first delivery and a save on a machine shared with other test runs.
  test.setTimeout(60_000);
  await signIn(page, "demoparent", { open: false });
  const messageId = await letterWithoutReplies(page);
  const thread = new ThreadPage(page);
  const creations: string[] = [];
  page.on("request", (request) => {
    if (isDraftCreation(request)) creations.push(request.url());
  });

  await test.step("Reply and close untouched: no draft at the office, nothing queued", async () => {
    await thread.goto(messageId);
    await expect(thread.drafts).toHaveCount(0);
    await thread.replyButton.click();
    await thread.expandDraft();
    await expect(thread.draftButton("Send")).toBeDisabled();
    await thread.closeButton.click();
    await expect(page).toHaveURL(/\/correspondence$/);
    expect(creations).toEqual([]);
    expect(await officeDrafts(page, messageId)).toEqual([]);
    expect(await outboxCount(page)).toBe(0);
    // Back on the letter: no draft panel either.
    await thread.goto(messageId);
    await expect(thread.drafts).toHaveCount(0);
  });

  await test.step("Reply and type: one draft created with the first typing, the editor kept", async () => {
    await thread.replyButton.click();
    await thread.expandDraft();
    await thread.editor().click();
    const first = `First words ${Date.now()}`;
    await page.keyboard.type(first);
    // Created with the first typing (delivered at once), long before the 10 s autosave.
    await expect.poll(() => officeDrafts(page, messageId), { timeout: 8_000 }).toHaveLength(1);
    // The panel turns into the office's draft; typing goes on in the same editor.
    await expect(thread.draft()).toHaveAttribute("data-draft-id", /^\d+$/, { timeout: 20_000 });
    await expect(thread.editor()).toBeFocused();
    await page.keyboard.type(" and more");
    // Collapsing the panel saves at once (no wait for the 10 s autosave): still the one draft.
    await thread.draft().locator("[data-part=item-trigger]").first().click();
    await expect.poll(() => officeDrafts(page, messageId), { timeout: 15_000 }).toEqual([`<p>${first} and more</p>`]);

    await page.reload();
    await thread.expandDraft();
    await expect(thread.drafts).toHaveCount(1);
    await expect(thread.editor()).toHaveText(`${first} and more`);
  });
});
