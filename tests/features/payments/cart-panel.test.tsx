import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { paymentsQueries } from "@/features/payments/api/payments-queries";
import type { CartRow } from "@/features/payments/api/schemas";
import { CartPanel } from "@/features/payments/components/cart-panel";
import { contentQueries } from "@/lib/content";
import { i18n } from "@/lib/i18n";
import { mountPerTest, withAppProviders } from "../../support/dom";

function row(filingNumber: string, fees: number): CartRow {
  return {
    filingNumber,
    type: "TM",
    status: "WAITING_FOR_PAYMENT",
    denomination: null,
    userReference: null,
    applicationNumber: null,
    registrationNumber: null,
    applicant: null,
    lastSubmitDate: "2999-01-01T00:00:00",
    fees,
  };
}

// Rendering the full design system is slow on the shared 2-core machine.
describe("CartPanel running total", () => {
  const dom = mountPerTest();
  beforeEach(() => {
    i18n.loadAndActivate({ locale: "en", messages: {} });
  });

  it("adds on select, subtracts on deselect, select-all takes every row", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    const rows = [row("EF-1", 10), row("EF-2", 20), ...Array.from({ length: 10 }, (_, i) => row(`EF-X${i}`, 100))];
    queryClient.setQueryData(paymentsQueries.cart().queryKey, rows);
    queryClient.setQueryData(contentQueries.filters().queryKey, {
      applications: { ipRightType: [], formTypes: { trademark: [], design: [] }, status: [], niceClass: { min: 1, max: 45 }, dates: [] },
      correspondence: { categories: [], statuses: [], dates: [] },
      shoppingCart: { types: [{ label: "app.type.TM", key: "TM" }] },
      paymentHistory: { ipRightTypes: [] },
    });
    await act(async () =>
      dom.root.render(
        withAppProviders(
          <QueryClientProvider client={queryClient}>
            <CartPanel readOnly={false} paymentCompleted={false} />
          </QueryClientProvider>,
        ),
      ),
    );
    const total = () => dom.container.querySelector("[data-testid=selected-total]")?.textContent;
    const count = () => dom.container.querySelector("[data-testid=selected-count]")?.textContent;
    const box = (name: string) => dom.container.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`);
    expect(total()).toBe("Total: €0.00");
    await act(async () => box("Select EF-1")?.click());
    expect(total()).toBe("Total: €0.10");
    await act(async () => box("Select EF-2")?.click());
    expect(total()).toBe("Total: €0.30");
    expect(count()).toBe("Selected: 2");
    await act(async () => box("Select EF-1")?.click());
    expect(total()).toBe("Total: €0.20");
    await act(async () => box("Select all rows")?.click());
    // Every row of the cart, also the two on the second page.
    expect(count()).toBe("Selected: 12");
    expect(total()).toBe("Total: €10.30");
    await act(async () => box("Select all rows")?.click());
    expect(total()).toBe("Total: €0.00");
  }, 30_000);
});
