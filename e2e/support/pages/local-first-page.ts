/**
 * Local-first checks: the freshness status of the signed-in layout, the route states
 * ("needs a connection", the pending line) and the reference server's fault hooks that make the
 * office slow or silent (server/sandbox/faults.ts).
 */
import { expect, type Locator, type Page } from "@playwright/test";

export interface OfficeFault {
  mode: "delay" | "hang";
  ms: number;
}

export class LocalFirstPage {
  readonly freshness: Locator;
  readonly needsConnection: Locator;
  readonly pending: Locator;

  constructor(readonly page: Page) {
    this.freshness = page.getByTestId("freshness-status");
    this.needsConnection = page.getByTestId("needs-connection");
    this.pending = page.getByTestId("screen-pending");
  }

  /** Every /api/v1 call from now on meets the fault. */
  async officeFault(fault: OfficeFault): Promise<void> {
    const response = await this.page.request.post("/sandbox/faults", { data: { ...fault, count: 100_000 } });
    expect(response.status()).toBe(201);
  }

  async officeBack(): Promise<void> {
    expect((await this.page.request.delete("/sandbox/faults")).status()).toBe(204);
  }

  /** A defined state: the screen's heading or "needs a connection", and no busy line left. */
  async expectDefinedState(timeout: number): Promise<"screen" | "needs-connection"> {
    const screen = this.page.locator("main h1, [role=main] h1").first();
    await expect(screen.or(this.needsConnection).first()).toBeVisible({ timeout });
    await expect(this.pending).toHaveCount(0, { timeout });
    return (await this.needsConnection.isVisible()) ? "needs-connection" : "screen";
  }
}
