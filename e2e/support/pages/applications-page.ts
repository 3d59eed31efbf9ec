/** My applications (`/my-applications`): tabs, toolbar, filters, table or grid, row actions. */
import { expect } from "@playwright/test";
import type { Locator, Page, Request } from "@playwright/test";
import { chooseMenuItem } from "../menus";

export interface ListRequestBody {
  paginationData: { page: number; size: number };
  sortingData: { sortColumn: string; sortType: string };
  filteringData?: {
    ipRightType?: string;
    formTypes?: string[];
    status?: string[];
    niceClass?: number[];
    dates?: { date: string; dateFrom: string; dateTo: string };
  };
  searchingData?: { search: string };
  columns?: { field: string; header: string }[];
  userId: number;
}

export class ApplicationsPage {
  readonly heading: Locator;
  readonly tabs: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly cards: Locator;
  readonly searchBox: Locator;
  readonly filtersButton: Locator;
  readonly filters: Locator;
  readonly exportButton: Locator;
  readonly eserviceButton: Locator;
  readonly pager: Locator;
  readonly selectAll: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "My applications" });
    this.tabs = page.getByRole("tablist");
    this.table = page.getByRole("table", { name: "My applications" });
    this.rows = this.table.locator("tbody tr[data-id]");
    this.cards = page.getByTestId("application-card");
    this.searchBox = page.getByRole("searchbox", { name: "Search applications" });
    this.filtersButton = page.getByRole("button", { name: /^Filters/ });
    this.filters = page.getByRole("form", { name: "Filters" });
    this.exportButton = page.getByRole("button", { name: "Export" });
    this.eserviceButton = page.getByRole("button", { name: /^Start an e-service/ });
    this.pager = page.getByRole("navigation", { name: "Pages" });
    this.selectAll = page.getByRole("checkbox", { name: "Select all rows" });
  }

  async goto(query = ""): Promise<void> {
    await this.page.goto(`/my-applications${query}`);
    await expect(this.heading).toBeVisible();
  }

  tab(name: string): Locator {
    return this.tabs.getByRole("tab", { name, exact: true });
  }

  viewButton(name: "Table" | "Grid"): Locator {
    return this.page.getByRole("group", { name: "View" }).getByRole("button", { name });
  }

  row(number: string): Locator {
    return this.rows.filter({ has: this.page.getByRole("cell", { name: number, exact: true }) });
  }

  sortButton(name: string): Locator {
    return this.table.getByRole("columnheader").getByRole("button", { name });
  }

  /** Opens the actions menu of an application and picks an item. */
  async rowAction(number: string, item: string): Promise<void> {
    await this.page.getByRole("button", { name: `Actions for ${number}` }).click();
    await chooseMenuItem(this.page, item);
  }

  /** Clicks a (visually hidden) checkbox through its label, as a user does. */
  async toggle(checkbox: Locator): Promise<void> {
    await checkbox.locator("xpath=ancestor::label[1]").click();
  }

  rowCheckbox(number: string): Locator {
    return this.page.getByRole("checkbox", { name: `Select ${number}`, exact: true });
  }

  /** Waits for the next list request (POST /applications/{tab}) and returns its body. */
  async nextListRequest(action: () => Promise<void>, tab?: string): Promise<ListRequestBody> {
    const pattern = new RegExp(`/api/v1/applications/${tab ?? "(all|trademark|design|eservice)"}$`);
    const [request] = await Promise.all([
      this.page.waitForRequest((r: Request) => r.method() === "POST" && pattern.test(new URL(r.url()).pathname)),
      action(),
    ]);
    return request.postDataJSON() as ListRequestBody;
  }

  /** The filing numbers of the table rows, in order. */
  async rowNumbers(): Promise<string[]> {
    await expect(this.rows.first()).toBeVisible();
    return this.rows.locator("td:nth-child(2)").allInnerTexts();
  }
}
