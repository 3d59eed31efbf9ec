/** Online services: the catalogue of a service and its e-services page. */
import type { Locator, Page } from "@playwright/test";

export class OnlineServicesPage {
  readonly heading: Locator;
  readonly breadcrumb: Locator;
  readonly categoryTabs: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    this.categoryTabs = page.getByRole("tablist");
  }

  card(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  eserviceCards(): Locator {
    return this.page.locator('[data-testid^="card-eservice-"]');
  }
}
