/**
 * The browser removed the device's copies ("the device keeps what it holds"): under
 * storage pressure Chromium deletes a site's IndexedDB without asking (Safari after 7 days
 * without use), while localStorage, which names the account whose copies the device held, stays.
 * The app then says so, and a screen whose copy is gone says it needs a connection: never an
 * empty inbox as if the office had nothing. Back online the screen opens from the office.
 */
import { expect, test } from "./support/fixtures";
import { InboxPage } from "./support/pages/inbox-page";
import { waitForServiceWorkerActivated } from "./support/pwa";

// Offline page loads come from the service worker's precache, as the installed app's do.
test.use({ serviceWorkers: "allow" });

test("copies removed by the browser: said so; offline the inbox needs a connection, never empty; back online it opens", async ({ page, context, signIn }) => {
  await signIn(page, "demoparent", { open: false });
  const inbox = new InboxPage(page);
  await inbox.goto();
  await expect(inbox.rows.first()).toBeVisible();
  await waitForServiceWorkerActivated(page);
  // The inbox's copy is on the device (written right after the answer).
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open("ipo-user-area");
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        const count = await new Promise<number>((resolve) => {
          const request = db.transaction("queryCache").objectStore("queryCache").count();
          request.onsuccess = () => resolve(request.result);
        });
        db.close();
        return count;
      }),
    )
    .toBeGreaterThan(0);

  // What the browser's eviction leaves: every store of the app's database empty.
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("ipo-user-area");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const stores = [...db.objectStoreNames];
    const transaction = db.transaction(stores, "readwrite");
    for (const store of stores) transaction.objectStore(store).clear();
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
    });
    db.close();
  });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("device-copies-evicted")).toContainText("The browser removed the copies this device kept offline.");
  await expect(page.getByTestId("needs-connection")).toContainText("This page needs a connection");
  await expect(inbox.rows).toHaveCount(0);
  await expect(page.getByText("No correspondence")).toHaveCount(0);

  // The connection returns: the screen opens by itself, from the office.
  await context.setOffline(false);
  await expect(inbox.rows.first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("needs-connection")).toHaveCount(0);
});
