/**
 * Filters of a list (src/components/lists/collapsible-filters.tsx): on a phone they start
 * closed behind a button that counts the active ones, and the list's toolbar (the inbox search)
 * shares that button's row; from 960 px the toolbar and the filters are simply shown.
 */
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CollapsibleFilters } from "@/components/lists/collapsible-filters";
import { i18n } from "@/lib/i18n";
import { mountPerTest, withAppProviders } from "../support/dom";

/** A window of the given width for `matchMedia`. */
function stubWidth(width: number) {
  vi.stubGlobal("matchMedia", (query: string) => {
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    return { matches: width <= max, media: query, addEventListener: () => undefined, removeEventListener: () => undefined };
  });
}

function filters(activeCount: number) {
  return withAppProviders(
    <CollapsibleFilters id="filters" activeCount={activeCount} toolbar={<form role="search" aria-label="Search" />}>
      <label>
        Category <select />
      </label>
    </CollapsibleFilters>,
  );
}

describe("CollapsibleFilters", () => {
  const dom = mountPerTest();
  beforeEach(() => {
    i18n.loadAndActivate({ locale: "en", messages: {} });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("on a phone: closed behind a counting button that shares its row with the toolbar", () => {
    stubWidth(390);
    act(() => dom.root.render(filters(2)));
    const toggle = dom.container.querySelector<HTMLButtonElement>("[data-testid=filters-toggle]");
    const search = dom.container.querySelector("form[role=search]");
    expect(toggle?.textContent).toBe("Filters (2)");
    expect(toggle?.getAttribute("aria-expanded")).toBe("false");
    expect(search?.parentElement).toBe(toggle?.parentElement);
    expect(dom.container.querySelector("select")).toBeNull();
    act(() => toggle?.click());
    expect(toggle?.getAttribute("aria-expanded")).toBe("true");
    expect(dom.container.querySelector("#filters select")).not.toBeNull();
  });

  it("from 960 px: the toolbar above the filters, no button", () => {
    stubWidth(1280);
    act(() => dom.root.render(filters(0)));
    expect(dom.container.querySelector("[data-testid=filters-toggle]")).toBeNull();
    const search = dom.container.querySelector("form[role=search]");
    const select = dom.container.querySelector("select");
    expect(search).not.toBeNull();
    expect(select).not.toBeNull();
    expect(search!.compareDocumentPosition(select!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
