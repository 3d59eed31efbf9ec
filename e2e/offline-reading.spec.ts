/**
 * Offline reading: a thread and the inbox read online render from the device after
 * a reload without network, with the "Offline copy from" notice; an attachment opened online
 * opens offline; offline search finds a stored message by a word of its body; the header says
 * offline; pay and sign are disabled with a reason; the manifest has its shortcuts; the app
 * badge is set from the polled counts.
 */
import { expect, test } from "./support/fixtures";
import { InboxPage } from "./support/pages/inbox-page";
import { ThreadPage } from "./support/pages/thread-page";
import { waitForServiceWorkerActivated } from "./support/pwa";

// The offline app: with its service worker, as users have it.
test.use({ serviceWorkers: "allow" });

/** Message 320: NEW, TRADEMARK, two office files (server/correspondence/seed-featured.ts). */
const NEWEST = 320;

test.describe("offline reading", () => {
  test("inbox, thread, attachment and search work from the device", async ({ page, context, signIn, expectNoSeriousA11yViolations }) => {
    // Two full loads, one of them through the service worker without network.
    test.setTimeout(60_000);
    await context.addInitScript(() => {
      const calls: number[] = [];
      (window as unknown as { badgeCalls: number[] }).badgeCalls = calls;
      Object.defineProperty(navigator, "setAppBadge", {
        configurable: true,
        value: (count?: number) => {
          calls.push(count ?? -1);
          return Promise.resolve();
        },
      });
    });
    await signIn(page, "demoparent", { open: false });
    const inbox = new InboxPage(page);
    await inbox.goto();
    await expect(inbox.row(NEWEST)).toBeVisible();
    await waitForServiceWorkerActivated(page);
    // New correspondence plus applications waiting: a positive badge.
    await expect.poll(() => page.evaluate(() => (window as unknown as { badgeCalls: number[] }).badgeCalls.at(-1) ?? 0)).toBeGreaterThan(0);

    await inbox.row(NEWEST).getByRole("link").first().click();
    const thread = new ThreadPage(page);
    await expect(thread.body).toBeVisible();
    const subject = (await thread.subject.innerText()).toLowerCase();
    const bodyText = await thread.body.innerText();
    // The longest word of the body that the subject does not have.
    const word = bodyText
      .split(/[^\p{L}]+/u)
      .filter((candidate) => !subject.includes(candidate.toLowerCase()))
      .sort((a, b) => b.length - a.length)[0];
    expect(word, "a long word of the body, not in the subject").toBeTruthy();
    const attachment = page.getByRole("list", { name: "Attachments" }).getByRole("listitem").first().getByRole("button", { name: /^Download / });
    const onlineDownload = page.waitForEvent("download");
    await attachment.click();
    const fileName = (await onlineDownload).suggestedFilename();
    await expect(page.getByTestId("offline-copy-notice")).toHaveCount(0);
    await expect(page.getByTestId("online-indicator")).toHaveText("Online");

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(thread.body).toContainText(bodyText.slice(0, 40));
      // The thread seen online is the device's copy of its query: the layout says how old it is.
      await expect(page.getByTestId("freshness-status")).toContainText("Could not reach the office. Showing the copy from");
      await expect(page.getByTestId("online-indicator")).toHaveText("Offline");

      const offlineDownload = page.waitForEvent("download");
      await attachment.click();
      expect((await offlineDownload).suggestedFilename()).toBe(fileName);

      await page.goto("/correspondence");
      await inbox.expectLoaded();
      await expect(inbox.row(NEWEST)).toBeVisible();
      await expect(page.getByTestId("freshness-status")).toContainText("Could not reach the office. Showing the copy from");
      await expect(page.getByRole("button", { name: "Keep offline" })).toBeDisabled();
      await expectNoSeriousA11yViolations(page);

      // A sort never seen online: the device sorts its stored letters, and says the list is its own.
      await inbox.sortButton("Subject").click();
      await inbox.expectParams({ sort: "SUBJECT", sortType: "ASC" });
      await expect(inbox.header("Subject")).toHaveAttribute("aria-sort", "ascending");
      await expect(page.getByTestId("offline-copy-notice")).toContainText("stored on this device");
      await page.goBack();
      await inbox.expectParams({ sort: "" });

      await inbox.searchBox.fill(word!);
      await inbox.searchButton.click();
      await expect(page.getByTestId("offline-copy-notice")).toContainText("stored on this device");
      await expect(inbox.row(NEWEST)).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test("keep offline stores the newest messages in advance, with progress and the storage used", async ({ page, context, signIn }) => {
    await signIn(page, "demoparent", { open: false });
    const inbox = new InboxPage(page);
    await inbox.goto();
    await waitForServiceWorkerActivated(page);
    await page.getByRole("button", { name: "Keep offline" }).click();
    const dialog = page.getByRole("dialog", { name: "Keep messages offline" });
    await expect(dialog.getByRole("radio", { name: "The newest messages" })).toBeChecked();
    await dialog.getByLabel("How many").selectOption("100");
    await dialog.getByRole("button", { name: "Store on this device" }).click();
    const progress = dialog.getByTestId("keep-offline-progress");
    await expect(progress).toContainText("Done: 100 of 100 messages are stored on this device.");
    // The bar ends where the count does.
    await expect(progress.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    await expect(dialog.getByTestId("storage-used")).toContainText(/Storage used on this device: [\d,]+\.\d (kB|MB|GB)/);
    await expect(dialog.getByTestId("storage-persist")).not.toContainText("Not asked yet");
    const persistAnswer = await dialog.getByTestId("storage-persist").textContent();
    await dialog.getByRole("button", { name: "Close" }).first().click();

    // Preferences show the same answer.
    await page.goto("/my-account/preferences");
    await expect(page.getByTestId("storage-persist")).toHaveText(persistAnswer ?? "");
    await inbox.goto();

    // Page 5 was never shown: offline it is built from the messages kept in advance.
    await context.setOffline(true);
    try {
      await inbox.goto("?page=5");
      await expect(inbox.rows).toHaveCount(10);
      await expect(page.getByTestId("offline-copy-notice")).toContainText("Offline copy from");
    } finally {
      await context.setOffline(false);
    }
  });

  test("actions that need the network are disabled offline with a reason; the manifest has shortcuts", async ({ page, context, signIn }) => {
    await signIn(page, "demoparent", { open: false });
    await page.goto("/signatures");
    const sign = page.getByRole("button", { name: /^Sign / }).first();
    await expect(sign).toBeEnabled();
    await page.getByRole("link", { name: "Payments" }).first().click();
    const pay = page.getByRole("button", { name: "Pay", exact: true });
    await expect(pay).toBeVisible();
    await expect(pay).not.toHaveAttribute("aria-describedby");
    await context.setOffline(true);
    try {
      await expect(page.getByTestId("online-indicator")).toHaveText("Offline");
      await expect(pay).toBeDisabled();
      await expect(pay).toHaveAccessibleDescription("Needs a connection: you are offline.");

      // Back to the signatures seen online: their rows stay, signing waits for the network.
      await page.getByRole("link", { name: "Signatures" }).first().click();
      await expect(sign).toBeDisabled();
      await expect(page.getByTestId("needs-network-reason")).toHaveText("Needs a connection: you are offline.");
      await expect(sign).toHaveAccessibleDescription("Needs a connection: you are offline.");
    } finally {
      await context.setOffline(false);
    }
    await expect(page.getByTestId("online-indicator")).toHaveText("Online");

    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = (await (await page.request.get(new URL(href!, page.url()).toString())).json()) as { shortcuts: { url: string }[] };
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(["/correspondence", "/payments/shopping-cart"]);
  });
});
