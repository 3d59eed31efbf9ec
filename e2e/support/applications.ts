/**
 * Helpers of the applications specs (dashboard, my applications, my drafts, online services).
 * - `withoutExpiringAlert`: the correspondence expiring-messages alert (tested in the
 *   correspondence specs) would cover these screens at an unpredictable moment after sign-in;
 *   its call answers "nothing expiring" here.
 * - `stubExternalForms`: the office's external forms are not reachable; they answer a stub page
 *   so new windows get their URL.
 */
import type { BrowserContext } from "@playwright/test";

/** The shell's "Read-only session" badge (not these screens') fails colour contrast; reported to its owner. */
export const SHELL_READ_ONLY_BADGE = "header .chakra-badge";

export async function withoutExpiringAlert(context: BrowserContext): Promise<void> {
  await context.route("**/api/v1/correspondences/message/expiring", (route) => route.fulfill({ json: { count: 0, content: [] } }));
}

export async function stubExternalForms(context: BrowserContext): Promise<void> {
  await context.route("https://efiling.office.example.lt/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Form</title><h1>Form</h1>" }),
  );
}
