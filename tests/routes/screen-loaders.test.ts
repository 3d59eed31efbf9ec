/**
 * Route loaders of the screens that used to fetch in their component: payment
 * history, profile details and child accounts. Their loaders ask for the very query the screen
 * renders first, so the route waits for a device copy or the office (at most
 * FIRST_ANSWER_WAIT_MS, then "needs a connection") like every other route, instead of opening
 * a screen that waits on its own.
 */
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { childQueries, DEFAULT_CHILD_SORT } from "@/features/child-accounts/api/child-queries";
import { accountQueries } from "@/features/my-account/api/account-queries";
import { DEFAULT_HISTORY_SORT, HISTORY_PAGE_SIZE, paymentsQueries } from "@/features/payments/api/payments-queries";
import { historyRequest } from "@/features/payments/components/history-panel";
import { createQueryClient } from "@/lib/query";
import { Route as MyAccountRoute } from "@/routes/_authenticated/my-account/$tab";
import { Route as PaymentsRoute } from "@/routes/_authenticated/payments/$tab";
import { sessionUser } from "../lib/fixtures";
import { stubFetch, type Call } from "../lib/fetch-stub";

type Loader = (args: unknown) => unknown;

/** A silent office: every request stays unanswered. */
function silentOffice(): Call[] {
  return stubFetch(() => new Promise<Response>(() => undefined)).calls;
}

/** Runs a route's loader (not awaited: the office never answers) and returns its query client. */
function startLoader(loader: unknown, params: Record<string, string>): QueryClient {
  const queryClient = createQueryClient();
  const loading = (loader as Loader)({ context: { queryClient, user: sessionUser() }, params, deps: {} });
  // It settles with "needs a connection" long after the test.
  void Promise.resolve(loading).catch(() => undefined);
  return queryClient;
}

function asked(client: QueryClient, queryKey: QueryKey): boolean {
  return client.getQueryCache().find({ queryKey, exact: true }) !== undefined;
}

describe("screen loaders", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("payment history: the loader asks for the first page the history tab shows", async () => {
    const calls = silentOffice();
    const client = startLoader(PaymentsRoute.options.loader, { tab: "history" });
    const firstPage = paymentsQueries.history(historyRequest(0, HISTORY_PAGE_SIZE, DEFAULT_HISTORY_SORT, { ipRightTypes: [], search: "" }));
    expect(asked(client, firstPage.queryKey)).toBe(true);
    await vi.waitFor(() => expect(calls.some((call) => call.url.includes("/payments/history/search"))).toBe(true));
  });

  it("profile details: the loader asks for the account's details", async () => {
    const calls = silentOffice();
    const client = startLoader(MyAccountRoute.options.loader, { tab: "profile-details" });
    expect(asked(client, accountQueries.details(sessionUser().userName).queryKey)).toBe(true);
    await vi.waitFor(() => expect(calls.some((call) => call.url.includes("/account/details"))).toBe(true));
  });

  it("child accounts: the loader asks for the first page of children", async () => {
    const calls = silentOffice();
    const client = startLoader(MyAccountRoute.options.loader, { tab: "child-accounts" });
    expect(asked(client, childQueries.page({ page: 0, sort: DEFAULT_CHILD_SORT }).queryKey)).toBe(true);
    await vi.waitFor(() => expect(calls.some((call) => call.url.includes("/child/details"))).toBe(true));
  });

  it("the other my-account tabs load nothing of their own", () => {
    const calls = silentOffice();
    const client = startLoader(MyAccountRoute.options.loader, { tab: "login-details" });
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });
});
