/**
 * The lists' checks (labels, widths) in both languages, with one sign-in and one page load per test (the routes
 * are then opened through the app's router, as a user's clicks do):
 * - axe finds no serious or critical violation on any signed-in route, in English and then in
 *   Lithuanian (switched with the header's language switch, as a user would);
 * - with an office whose literals lack the app's label keys (decision 39), every list shows
 *   readable labels and never a dotted key such as `dossier.type.TRADEMARK`.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { navigateInApp } from "./support/navigation";

/** Every signed-in route, each visited once per language (an unknown path shows not-found in the shell). */
const ROUTES = [
  "/",
  "/correspondence",
  "/correspondence/320",
  "/my-applications",
  "/my-drafts",
  "/payments/shopping-cart",
  "/payments/history",
  "/signatures",
  "/online-services/trademark",
  "/online-services/design/e-services",
  "/my-account/login-details",
  "/my-account/profile-details",
  "/my-account/preferences",
  "/my-account/child-accounts",
  "/child-accounts/create",
  "/no/such/page",
] as const;

/** The lists, each with a text every row's label column must read. */
const LISTS = ["/", "/correspondence", "/my-applications", "/my-drafts", "/payments/shopping-cart", "/payments/history", "/signatures", "/my-account/child-accounts"];

/** Label key families the app shows values through (filter options, statuses, types, roles). */
const LABEL_PREFIXES = [
  "dossier.type.",
  "correspondence.status.",
  "correspondence.date.",
  "app.form.",
  "app.status.",
  "app.type.",
  "app.kind.",
  "ip.right.",
  "payment.method.",
  "payment.status.",
  "role.",
];
const DOTTED_LABEL = new RegExp(`\\b(?:${LABEL_PREFIXES.map((prefix) => prefix.replace(/\./g, "\\.")).join("|")})[A-Za-z0-9_.-]+`);

/** Opens `path` in the app and waits for its screen with the office's answers. */
async function open(page: Page, path: string): Promise<void> {
  await navigateInApp(page, path);
  // A CSS locator: a modal (the expiring-messages alert) hides the heading from the ARIA tree.
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.getByTestId("screen-pending")).toHaveCount(0);
}

test("no serious accessibility violation on any route, in English and in Lithuanian", async ({ page, signIn, expectNoSeriousA11yViolations }) => {
  // 32 scans (16 routes, 2 languages): about 25 s on a busy 2-core machine, over the default
  // 30 s budget's margin; beside a second worker at a load of 15 it steadily took over 60 s.
  test.setTimeout(120_000);
  await signIn(page, "demoparent");
  for (const path of ROUTES) {
    await open(page, path);
    await expectNoSeriousA11yViolations(page);
  }
  await open(page, "/");
  await page.getByRole("group", { name: "Language" }).getByRole("button", { name: "LT" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "lt");
  for (const path of ROUTES) {
    await open(page, path);
    await expect(page.locator("html"), path).toHaveAttribute("lang", "lt");
    await expectNoSeriousA11yViolations(page);
  }
  // Signed in, an unknown path keeps the shell: header, menu and language switch.
  await expect(page.getByRole("heading", { name: "Puslapis nerastas" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Kalba" })).toBeVisible();
  await expect(page.getByTestId("not-found-in-shell")).toBeVisible();
});

test("lists show readable labels when the office's literals lack the app's keys (decision 39)", async ({ page, signIn }) => {
  // The office's literals without any label key: each value must still read as text.
  await page.route("**/api/v1/content/literal/**", async (route) => {
    const response = await route.fetch();
    const literals = (await response.json()) as Record<string, string>;
    const kept = Object.fromEntries(Object.entries(literals).filter(([key]) => !LABEL_PREFIXES.some((prefix) => key.startsWith(prefix))));
    await route.fulfill({ response, json: kept });
  });
  await signIn(page, "demoparent");
  for (const path of LISTS) {
    await open(page, path);
    const main = page.locator("main");
    await expect(main.locator("table, ul, [role=list]").first(), path).toBeVisible();
    expect((await main.innerText()).match(DOTTED_LABEL), `${path} shows a dotted key`).toBeNull();
  }
  // The inbox's categories and statuses read as words.
  await open(page, "/correspondence");
  await expect(page.locator("main")).toContainText(/Trademark|Design/);
  // A row may show several statuses side by side (its replies' too): "ReadDraft".
  await expect(page.locator("main")).toContainText(/\b(New|Read)(?![a-z])/);
});
