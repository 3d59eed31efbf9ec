/**
 * A thread: details, pager in the list order, attachments with sizes and downloads, the list
 * view kept by Close-and-back, a hostile body rendered inert, an unknown message, axe.
 * Featured seed messages: server/correspondence/seed-featured.ts.
 */
import { expect, test } from "./support/fixtures";
import { InboxPage } from "./support/pages/inbox-page";
import { ThreadPage } from "./support/pages/thread-page";
import { waitForNetworkQuiet, watchNetwork } from "./support/navigation";

// The offline app: with its service worker, as users have it.
test.use({ serviceWorkers: "allow" });

test.describe("correspondence thread", () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(page, "demoparent", { open: false });
  });

  test("shows the message, marks it read, pages through the list and returns to the same view", async ({ page }) => {
    const inbox = new InboxPage(page);
    await inbox.goto("?category=TRADEMARK");
    await inbox.row(320).getByRole("link").first().click();
    const thread = new ThreadPage(page);
    await expect(thread.subject).toBeVisible();
    await expect(page).toHaveURL(/\/correspondence\/320\?category=TRADEMARK/);
    await expect(page.getByText("Sender", { exact: true })).toBeVisible();
    await expect(page.getByText("Recipient", { exact: true })).toBeVisible();
    await expect(thread.position).toHaveText(/^Message 1 of \d+$/);
    await expect(thread.previousButton).toBeDisabled();
    // Opening a NEW message makes it READ.
    await expect(page.getByRole("article").getByText("Read", { exact: true })).toBeVisible();
    // An office letter (BO_INCOMING) can be answered too (decision 44).
    await expect(thread.replyButton).toBeVisible();

    const attachments = page.getByRole("list", { name: "Attachments" }).getByRole("listitem");
    await expect(attachments).toHaveCount(2);
    await expect(attachments.first()).toContainText(/\d+\.\d (kB|MB)/);
    const download = page.waitForEvent("download");
    await attachments.first().getByRole("button", { name: /^Download / }).click();
    expect((await download).suggestedFilename()).toMatch(/\.(pdf|png)$/i);

    await thread.nextButton.click();
    await expect(thread.position).toHaveText(/^Message 2 of/);
    await expect(page).toHaveURL(/\/correspondence\/\d+\?category=TRADEMARK/);
    await thread.closeButton.click();
    await expect(page).toHaveURL(/\/correspondence\?category=TRADEMARK$/);
    await expect(inbox.row(320)).toHaveAttribute("data-status", "READ");
  });

  test("a thread asks the office for its letter once, by link and by address", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (/\/correspondences\/message\/detail\/\d+$/.test(request.url())) asked.push(request.url().replace(/^.*\/detail\//, ""));
    });
    const inbox = new InboxPage(page);
    await inbox.goto();
    watchNetwork(page);
    await inbox.row(320).getByRole("link").first().click();
    await expect(new ThreadPage(page).subject).toBeVisible();
    await waitForNetworkQuiet(page);
    // The route's loader asks; the screen mounting right after does not ask again.
    expect(asked).toEqual(["320"]);
    asked.length = 0;
    watchNetwork(page);
    await page.goto("/correspondence/319");
    await expect(new ThreadPage(page).subject).toBeVisible();
    await waitForNetworkQuiet(page);
    expect(asked).toEqual(["319"]);
  });

  test("renders a hostile body inert", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const thread = new ThreadPage(page);
    await thread.goto(300);
    await expect(thread.body).toContainText("Paspaudžiamas tekstas");
    await expect(thread.body.locator("script, iframe, form, input, svg, img[onerror], [onclick], [style]")).toHaveCount(0);
    const unsafe = thread.body.getByText("Spustelėkite čia");
    await expect(unsafe).not.toHaveAttribute("href", /.*/);
    await unsafe.click();
    await thread.body.getByText("Paspaudžiamas tekstas").click();
    const safe = thread.body.getByRole("link", { name: "Saugi nuoroda" });
    await expect(safe).toHaveAttribute("target", "_blank");
    await expect(safe).toHaveAttribute("rel", "noopener noreferrer");
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test("an unknown message shows cannot.open.correspondence and OK returns to the list", async ({ page }) => {
    await page.goto("/correspondence/999999?status=NEW");
    // The error dialog (by test id: the expiring alert may open over it and hide it from the tree).
    const dialog = page.getByTestId("error-dialog");
    await expect(dialog).toContainText("This message cannot be opened.");
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(page).toHaveURL(/\/correspondence\?status=NEW$/);
  });

  test("under 960 px the draft's actions move into its header", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    const thread = new ThreadPage(page);
    await thread.goto(319);
    await thread.expandDraft();
    const send = thread.draftButton("Send");
    await expect(send).toHaveCount(1);
    const header = thread.draft().locator("[data-part=item-trigger]").first();
    const [sendBox, headerBox] = [await send.boundingBox(), await header.boundingBox()];
    expect(sendBox && headerBox && Math.abs(sendBox.y - headerBox.y) < headerBox.height).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    const wide = await thread.draftButton("Send").boundingBox();
    expect(wide && headerBox && wide.y > headerBox.y + headerBox.height).toBe(true);
  });

  test("has no serious accessibility violations", async ({ page, expectNoSeriousA11yViolations }) => {
    const thread = new ThreadPage(page);
    await thread.goto(319, "?openReply=0");
    await thread.expandDraft();
    await expectNoSeriousA11yViolations(page);
  });
});
