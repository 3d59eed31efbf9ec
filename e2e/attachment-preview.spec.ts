/**
 * Attachments shown in the thread (decision 87): a PDF and an image open in a titled
 * viewer with Download beside them, from the bytes the office served with their real type;
 * offline, a file opened once opens again from the device. Without the browser's PDF viewer
 * (most phones) the app draws the PDF's pages itself (pdf.js), offline too.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { ThreadPage } from "./support/pages/thread-page";
import { waitForServiceWorkerActivated } from "./support/pwa";

// The offline part needs the app's service worker, as users have it.
test.use({ serviceWorkers: "allow" });

/** Message 320: two office files, a PDF and a PNG (server/correspondence/seed.ts picks them by id). */
const NEWEST = 320;

/** What the viewer shows: a blob: URL made by the app, with the type it pinned. */
async function shownFile(page: Page): Promise<{ src: string; type: string | null }> {
  const content = page.getByRole("dialog").getByTestId("file-viewer-content");
  const frameSrc = await content.getAttribute("src");
  const src = frameSrc ?? (await content.locator("img").getAttribute("src")) ?? "";
  return { src, type: await content.getAttribute("data-type") };
}

/** The office's answer to the viewer's request for an attachment. */
function inlineAnswer(page: Page) {
  return page.waitForResponse((res) => /\/correspondences\/attachments\/\d+\?inline=true$/.test(res.url()));
}

/** Content-Security-Policy violations the page reported (a blocked frame or image would be one). */
function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

function attachments(page: Page) {
  return page.getByRole("list", { name: "Attachments" });
}

test.describe("attachment preview", () => {
  test("a PDF and an image open in the viewer with their type, Download beside them, and again offline", async ({ page, context, signIn }) => {
    test.setTimeout(60_000);
    // A desktop browser with its PDF viewer (the headless shell has none to offer).
    await context.addInitScript(() => Object.defineProperty(navigator, "pdfViewerEnabled", { configurable: true, get: () => true }));
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await signIn(page, "demoparent", { open: false });
    const thread = new ThreadPage(page);
    await page.goto(`/correspondence/${NEWEST}`);
    await expect(thread.body).toBeVisible();
    await waitForServiceWorkerActivated(page);

    const pdfButton = attachments(page).getByRole("button", { name: /^Open .+\.pdf$/i });
    const pdfName = (await pdfButton.innerText()).trim();
    const pdfAnswer = inlineAnswer(page);
    await pdfButton.click();
    const pdfHeaders = (await pdfAnswer).headers();
    expect(pdfHeaders["content-type"]).toBe("application/pdf");
    expect(pdfHeaders["content-disposition"]).toMatch(/^inline; /);
    expect(pdfHeaders["content-security-policy"]).toContain("sandbox");
    expect(pdfHeaders["x-content-type-options"]).toBe("nosniff");
    const pdfDialog = page.getByRole("dialog", { name: pdfName });
    await expect(pdfDialog.getByTestId("file-viewer-content")).toHaveAttribute("data-type", "application/pdf");
    await expect(pdfDialog.locator("iframe")).toHaveAttribute("title", pdfName);
    expect(await shownFile(page)).toEqual({ src: expect.stringMatching(/^blob:/), type: "application/pdf" });
    const download = page.waitForEvent("download");
    await pdfDialog.getByRole("button", { name: "Download" }).click();
    expect((await download).suggestedFilename()).toBe(pdfName);
    await pdfDialog.getByRole("button", { name: "Close" }).click();
    await expect(pdfDialog).toHaveCount(0);

    const imageButton = attachments(page).getByRole("button", { name: /^Open .+\.png$/i });
    const imageName = (await imageButton.innerText()).trim();
    const imageAnswer = inlineAnswer(page);
    await imageButton.click();
    expect((await imageAnswer).headers()["content-type"]).toBe("image/png");
    const imageDialog = page.getByRole("dialog", { name: imageName });
    const image = imageDialog.getByRole("img", { name: imageName });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await shownFile(page)).toEqual({ src: expect.stringMatching(/^blob:/), type: "image/png" });
    expect(await violations(page)).toEqual([]);
    await expect(imageDialog.getByRole("button", { name: "Download" })).toBeEnabled();
    await page.keyboard.press("Escape");
    // Download stays beside each file in the list.
    await expect(attachments(page).getByRole("button", { name: `Download ${imageName}` })).toBeVisible();

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(thread.body).toBeVisible();
      await attachments(page).getByRole("button", { name: `Open ${pdfName}` }).click();
      await expect(page.getByRole("dialog", { name: pdfName }).getByTestId("file-viewer-content")).toHaveAttribute("data-type", "application/pdf");
      expect(await shownFile(page)).toEqual({ src: expect.stringMatching(/^blob:/), type: "application/pdf" });
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.setOffline(false);
    }
  });

  test("without the browser's PDF viewer (a phone) the app draws the PDF's pages with their text, offline too", async ({ page, context, signIn }) => {
    test.setTimeout(60_000);
    await context.addInitScript(() => Object.defineProperty(navigator, "pdfViewerEnabled", { configurable: true, get: () => false }));
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "demoparent", { open: false });
    const thread = new ThreadPage(page);
    await page.goto(`/correspondence/${NEWEST}`);
    await expect(thread.body).toBeVisible();
    await waitForServiceWorkerActivated(page);
    const pdfButton = attachments(page).getByRole("button", { name: /^Open .+\.pdf$/i });
    const pdfName = (await pdfButton.innerText()).trim();

    const expectPagesDrawn = async () => {
      const dialog = page.getByRole("dialog", { name: pdfName });
      const content = dialog.getByTestId("file-viewer-content");
      await expect(content).toHaveAttribute("data-type", "application/pdf");
      await expect(content).toHaveAttribute("data-pages", /^[1-9]\d*$/);
      const first = dialog.getByRole("img", { name: /^Page 1 of \d+$/ });
      await expect(first).toBeVisible();
      // Drawn at the dialog's width (a canvas never drawn keeps its default 300 × 150).
      await expect.poll(() => first.evaluate((canvas: HTMLCanvasElement) => [canvas.width > 300, canvas.height > canvas.width])).toEqual([true, true]);
      // The page's text, for screen readers: the office's letterhead.
      await expect(dialog.getByTestId("pdf-page-text").first()).toContainText("Valstybinis patentų biuras");
      expect(await violations(page)).toEqual([]);
      return dialog;
    };

    await pdfButton.click();
    const dialog = await expectPagesDrawn();
    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download" }).click();
    expect((await download).suggestedFilename()).toBe(pdfName);
    await dialog.getByRole("button", { name: "Close" }).click();

    // Offline: the file from the device, pdf.js and its worker from the service worker's cache.
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(thread.body).toBeVisible();
      await attachments(page).getByRole("button", { name: `Open ${pdfName}` }).click();
      await expectPagesDrawn();
    } finally {
      await context.setOffline(false);
    }
  });
});
