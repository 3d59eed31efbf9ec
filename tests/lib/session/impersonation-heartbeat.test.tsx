import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HEARTBEAT_INTERVAL_MS, sessionQueries, useImpersonationHeartbeat } from "@/lib/session";
import { mountPerTest } from "../../support/dom";
import { errorBody, json, stubFetch, type FetchStub } from "../fetch-stub";
import { sessionUser } from "../fixtures";

const mounted = mountPerTest();
let stub: FetchStub;
let queryClient: QueryClient;

function Beating({ impersonated }: { impersonated: boolean }) {
  useImpersonationHeartbeat(impersonated);
  return null;
}

async function mount(impersonated: boolean) {
  await queryClient.fetchQuery(sessionQueries.me());
  stub.calls.length = 0;
  act(() =>
    mounted.root.render(
      <QueryClientProvider client={queryClient}>
        <Beating impersonated={impersonated} />
      </QueryClientProvider>,
    ),
  );
}

const meCalls = () => stub.calls.filter((call) => call.url.endsWith("/auth/me")).length;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stub = stubFetch(() => json(sessionUser({ impersonatedUser: true })));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("useImpersonationHeartbeat", () => {
  it("asks GET /auth/me every 30 seconds while impersonating", async () => {
    await mount(true);
    await act(() => vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 3));
    expect(meCalls()).toBe(3);
  });

  it("beats again when a hidden tab becomes visible", async () => {
    await mount(true);
    await act(async () => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(meCalls()).toBe(1);
  });

  it("sends nothing in an ordinary session, and stops when unmounted", async () => {
    await mount(false);
    await act(() => vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 3));
    expect(meCalls()).toBe(0);
    await mount(true);
    act(() => mounted.root.render(null));
    await act(() => vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 3));
    expect(meCalls()).toBe(0);
  });

  it("lets the session query see the end of the session (401 makes it null)", async () => {
    await mount(true);
    stub.fetch.mockImplementation(async () => errorBody(401, "unauthorized"));
    await act(() => vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS));
    expect(queryClient.getQueryData(sessionQueries.me().queryKey)).toBeNull();
  });
});
