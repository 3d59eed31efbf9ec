/**
 * The screen boundary: a screen that needed a connection is replaced by the next
 * screen once that has loaded, however long its loader took (the inbox's device copy read
 * after a dashboard without one still said "no copy of this page").
 */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { act } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { ScreenBoundary } from "@/components/offline/screen-boundary";
import { i18n } from "@/lib/i18n";
import { NeedsConnectionError } from "@/lib/query/screen-data";
import { mountPerTest, withAppProviders } from "../../support/dom";

describe("ScreenBoundary", () => {
  const dom = mountPerTest();
  beforeEach(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

  function makeRouter(inboxLoader: () => Promise<void>) {
    const root = createRootRoute({
      component: () => (
        <ScreenBoundary>
          <Outlet />
        </ScreenBoundary>
      ),
    });
    const dashboard = createRoute({
      getParentRoute: () => root,
      path: "/",
      loader: () => Promise.reject(new NeedsConnectionError()),
      component: () => <h1>Dashboard</h1>,
    });
    const inbox = createRoute({ getParentRoute: () => root, path: "/correspondence", loader: inboxLoader, component: () => <h1>Correspondence</h1> });
    return createRouter({ routeTree: root.addChildren([dashboard, inbox]), history: createMemoryHistory({ initialEntries: ["/"] }) });
  }

  const heading = () => dom.container.querySelector("h1")?.textContent;

  it("shows the next screen once its loader is done, also a loader slower than a frame", async () => {
    let answer: () => void = () => undefined;
    const router = makeRouter(() => new Promise<void>((resolve) => (answer = resolve)));
    await act(async () => dom.root.render(withAppProviders(<RouterProvider router={router} />)));
    await act(async () => router.load());
    expect(heading()).toBe("This page needs a connection");

    // The menu's link: the address changes at once, the inbox's copy is read meanwhile.
    let navigated: Promise<void> = Promise.resolve();
    await act(async () => {
      navigated = router.navigate({ to: "/correspondence" });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(router.state.location.pathname).toBe("/correspondence");
    await act(async () => {
      answer();
      await navigated;
    });
    expect(heading()).toBe("Correspondence");
  });

  it("a next screen that needs a connection too says so", async () => {
    const router = makeRouter(() => Promise.reject(new NeedsConnectionError()));
    await act(async () => dom.root.render(withAppProviders(<RouterProvider router={router} />)));
    await act(async () => router.load());
    await act(async () => router.navigate({ to: "/correspondence" }));
    expect(heading()).toBe("This page needs a connection");
    expect(router.state.location.pathname).toBe("/correspondence");
  });
});
