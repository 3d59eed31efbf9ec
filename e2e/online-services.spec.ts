/**
 * Online services (spec 2 §2, §6): the catalogue per service from globals, redirects to the
 * first permitted service, the e-services page with breadcrumb and category tabs, internal vs
 * external cards, the complete-profile notice and the read-only (impersonated) block.
 */
import { expect, test } from "./support/fixtures";
import { SHELL_READ_ONLY_BADGE, withoutExpiringAlert } from "./support/applications";
import { OnlineServicesPage } from "./support/pages/online-services-page";

test.beforeEach(async ({ context }) => {
  await withoutExpiringAlert(context);
});

test.describe("online services", () => {
  test("the parent opens the trademark and design catalogues and their e-services", async ({ page, signIn, expectNoSeriousA11yViolations }) => {
    await signIn(page, "demoparent", { open: false });
    const services = new OnlineServicesPage(page);
    await page.goto("/online-services");
    await expect(page).toHaveURL(/\/online-services\/trademark$/);
    await expect(services.heading).toHaveText("Trademark online services");
    const efiling = services.card("card-efiling").getByRole("link", { name: /Open e-filing/ });
    await expect(efiling).toHaveAttribute("href", "https://efiling.office.example.lt/trademark");
    await expect(efiling).toHaveAttribute("target", "_blank");
    await expect(efiling).toHaveAttribute("rel", "noopener noreferrer");
    for (const key of ["national", "eu", "international"]) {
      await expect(services.card(`card-search-${key}`).getByRole("link")).toHaveAttribute("target", "_blank");
    }
    const internal = services.card("card-eservices").getByRole("link", { name: "Browse e-services" });
    await expect(internal).not.toHaveAttribute("target", "_blank");
    await expectNoSeriousA11yViolations(page);

    await internal.click();
    await expect(page).toHaveURL(/\/online-services\/trademark\/e-services$/);
    await expect(services.heading).toHaveText("Trademark e-services");
    const tabs = await services.categoryTabs.getByRole("tab").allInnerTexts();
    expect(tabs).toEqual(["All", "Extend", "Protect", "Cancel", "Change", "Transfer", "Other"]);
    const all = await services.eserviceCards().count();
    expect(all).toBeGreaterThan(1);
    for (const link of await services.eserviceCards().getByRole("link").all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await services.categoryTabs.getByRole("tab", { name: "Extend" }).click();
    await expect(page).toHaveURL(/category=extend/);
    await expect(services.card("card-eservice-TM_RENEWAL")).toBeVisible();
    // The address changes first; the filtered cards follow on the next render.
    await expect.poll(() => services.eserviceCards().count()).toBeLessThan(all);
    await expectNoSeriousA11yViolations(page);

    await services.breadcrumb.getByRole("link", { name: "Trademark online services" }).click();
    await expect(page).toHaveURL(/\/online-services\/trademark$/);

    await page.goto("/online-services/design/e-services");
    await expect(services.heading).toHaveText("Design e-services");
    await expect(services.categoryTabs.getByRole("tab", { name: "Protect" })).toHaveCount(0);
    // Decision 40: spec 1's plural menu paths redirect; any other segment is not found.
    await page.goto("/online-services/designs");
    await expect(page).toHaveURL(/\/online-services\/design$/);
    await expect(services.heading).toHaveText("Design online services");
    await page.goto("/online-services/trademarks/e-services");
    await expect(page).toHaveURL(/\/online-services\/trademark\/e-services$/);
    await page.goto("/online-services/patents");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page).toHaveURL(/\/online-services\/patents$/);
  });

  test("the child is sent from the design catalogue to the trademark one", async ({ page, signIn }) => {
    await signIn(page, "demochild", { open: false });
    await page.goto("/online-services/design");
    await expect(page).toHaveURL(/\/online-services\/trademark$/);
    await page.goto("/online-services/design/e-services");
    await expect(page).toHaveURL(/\/online-services\/trademark\/e-services$/);
  });

  test("an incomplete profile blocks cards that need it and leads to the profile details", async ({ page, signIn }) => {
    await page.route("**/api/v1/auth/me", async (route) => {
      try {
        const response = await route.fetch();
        if (!response.ok()) return await route.fulfill({ response });
        const user = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...user, accountProfileCompleted: false } });
      } catch {
        // The page navigated away while this answer was read: the request is gone with it.
      }
    });
    await signIn(page, "demoparent", { open: false });
    const services = new OnlineServicesPage(page);
    await page.goto("/online-services/trademark");
    const efiling = services.card("card-efiling");
    await expect(efiling).toContainText("Complete your profile to use this service.");
    await expect(efiling.getByRole("link", { name: /Open e-filing/ })).toHaveCount(0);
    await expect(services.card("card-search-national").getByRole("link")).toHaveAttribute("target", "_blank");
    await expect(efiling.getByRole("link", { name: "Complete your profile" })).toHaveAttribute("href", "/my-account/profile-details");
    await page.goto("/online-services/trademark/e-services");
    await expect(services.card("card-eservice-TM_RENEWAL")).toContainText("Complete your profile to use this service.");
    await services.card("card-eservice-TM_RENEWAL").getByRole("link", { name: "Complete your profile" }).click();
    await expect(page).toHaveURL(/\/my-account\/profile-details$/);
  });

  test("an impersonated session blocks external cards but not the internal e-services page", async ({ page, expectNoSeriousA11yViolations }) => {
    await page.goto("/sandbox/impersonate?username=demoparent");
    await expect(page.getByText("Read-only session")).toBeVisible();
    const services = new OnlineServicesPage(page);
    await page.goto("/online-services/trademark");
    await expect(services.card("card-efiling")).toContainText("External services cannot be opened in a read-only session.");
    await expect(services.card("card-search-eu").getByRole("link")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, { exclude: [SHELL_READ_ONLY_BADGE] });
    await services.card("card-eservices").getByRole("link", { name: "Browse e-services" }).click();
    await expect(services.heading).toHaveText("Trademark e-services");
    await expect(services.eserviceCards().getByRole("link")).toHaveCount(0);
    await expect(services.eserviceCards().first()).toHaveAttribute("data-blocked", "impersonated");
  });
});
