import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { act } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { childQueries, DEFAULT_CHILD_SORT } from "@/features/child-accounts/api/child-queries";
import type { ChildAccount } from "@/features/child-accounts/api/schemas";
import { ChildAccountsPanel } from "@/features/child-accounts/components/child-accounts-panel";
import type { Authority, SessionUser } from "@/lib/api";
import { i18n, loadLiterals } from "@/lib/i18n";
import { sessionUser } from "../my-account/fixtures";
import { mountPerTest, withAppProviders } from "../../support/dom";

const AUTHORITIES: Authority[] = [{ key: "role.trademarks", authorityRole: "ROLE_TRADEMARKS", dependency: [], description: "role.trademarks.description" }];

const child: ChildAccount = {
  firstName: "Ona",
  lastName: "Kazlauskienė",
  email: "demo.child@example.lt",
  roles: "ROLE_TRADEMARKS",
  status: "Active",
  lastLoginDateTime: "2026-11-20T09:15:00",
  parentUserName: "demoparent",
};

describe("ChildAccountsPanel", () => {
  const dom = mountPerTest();
  beforeEach(async () => {
    i18n.loadAndActivate({ locale: "en", messages: {} });
    // Literals that read as their keys, so the test sees which key is shown.
    const keys = ["role.trademarks", "child.account.not.associated", "account.profile.not.completed"];
    await loadLiterals("en", Object.fromEntries(keys.map((key) => [key, key])));
  });

  async function render(user: SessionUser, rows: ChildAccount[]) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    queryClient.setQueryData(childQueries.page({ page: 0, sort: DEFAULT_CHILD_SORT }).queryKey, {
      content: rows,
      totalResults: rows.length,
      pageSize: 10,
      pageNumber: 0,
      numberOfElements: rows.length,
    });
    const rootRoute = createRootRoute({ component: () => <ChildAccountsPanel user={user} authorities={AUTHORITIES} /> });
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ["/"] }) });
    await act(async () =>
      dom.root.render(
        withAppProviders(
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>,
        ),
      ),
    );
    await act(async () => router.load());
  }

  const button = (name: string) =>
    [...document.querySelectorAll<HTMLButtonElement>("button")].find(
      (candidate) => candidate.getAttribute("aria-label") === name || candidate.textContent?.trim() === name,
    );

  it("lists a child with its translated roles and last login, and a row actions menu", async () => {
    await render(sessionUser(), [child]);
    const row = dom.container.querySelector("tbody tr");
    expect(row?.textContent).toContain("Ona Kazlauskienė");
    expect(row?.textContent).toContain("role.trademarks");
    expect(row?.textContent).toContain("20 Nov 2026, 09:15");
    expect(button("Actions for Ona Kazlauskienė")).toBeDefined();
    const header = dom.container.querySelector("th[aria-sort='ascending']");
    expect(header?.textContent).toContain("Name");
  });

  it("shows child.account.not.associated when there are no children", async () => {
    await render(sessionUser(), []);
    expect(dom.container.querySelector("tbody")?.textContent).toContain("child.account.not.associated");
  });

  it("asks to complete the profile before adding a child", async () => {
    await render(sessionUser({ accountProfileCompleted: false }), [child]);
    await act(async () => button("Add child account")?.click());
    const dialog = document.querySelector("[role=alertdialog]");
    expect(dialog?.textContent).toContain("Complete your profile first");
    expect(dialog?.textContent).toContain("account.profile.not.completed");
  });

  it("hides the row actions and disables adding in a read-only session", async () => {
    await render(sessionUser({ impersonatedUser: true }), [child]);
    expect(button("Actions for Ona Kazlauskienė")).toBeUndefined();
    expect(button("Add child account")?.disabled).toBe(true);
  });
});
