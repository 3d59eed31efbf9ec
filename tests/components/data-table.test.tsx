/**
 * The shared list (src/components/data-table): which columns fold first when a table does not
 * fit, folded columns shown in the row details, and the phone cards (below 960 px) built from
 * the same columns with the whole card opening the item.
 */
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DataTable, type DataColumn } from "@/components/data-table/data-table";
import { foldOrder } from "@/components/data-table/use-column-fit";
import { i18n } from "@/lib/i18n";
import { mountPerTest, withAppProviders } from "../support/dom";

interface Row {
  id: number;
  title: string;
  kind: string;
  note: string;
  city: string;
}

const ROWS: Row[] = [
  { id: 1, title: "First", kind: "Trademark", note: "Call back", city: "Vilnius" },
  { id: 2, title: "Second", kind: "Design", note: "", city: "Kaunas" },
];

const COLUMNS: DataColumn<Row>[] = [
  { id: "title", header: "Title", cell: (row) => <a href={`/items/${row.id}`}>{row.title}</a>, card: "title" },
  { id: "kind", header: "Kind", cell: (row) => row.kind, priority: "high", card: "meta" },
  { id: "note", header: "Note", cell: (row) => row.note, priority: "low" },
  { id: "city", header: "City", cell: (row) => row.city, priority: "low" },
  { id: "open", header: "Open", cell: (row) => <button type="button">Open {row.title}</button>, card: "action" },
];

function table(props: Partial<Parameters<typeof DataTable<Row, number>>[0]> = {}) {
  return withAppProviders(
    <DataTable caption="Items" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} rowName={(row) => row.title} cardTarget="title" empty="None" {...props} />,
  );
}

/** A window of the given width for `matchMedia` (jsdom has none). */
function stubWidth(width: number) {
  vi.stubGlobal("matchMedia", (query: string) => {
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    return { matches: width <= max, media: query, addEventListener: () => undefined, removeEventListener: () => undefined };
  });
}

describe("foldOrder", () => {
  it("folds low columns before high ones, rightmost first, and never key columns", () => {
    expect(foldOrder(COLUMNS)).toEqual(["city", "note", "kind"]);
  });
});

describe("DataTable", () => {
  const dom = mountPerTest();
  beforeEach(() => {
    i18n.loadAndActivate({ locale: "en", messages: {} });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows every column and no details button when the table fits", () => {
    act(() => dom.root.render(table()));
    const headers = [...dom.container.querySelectorAll("th")].filter((th) => th.style.display !== "none").map((th) => th.textContent);
    expect(headers).toEqual(["Title", "Kind", "Note", "City", "Open"]);
    expect(dom.container.querySelector("button[aria-expanded]")).toBeNull();
  });

  it("folds low-priority columns while the table is wider than its box, and shows them in the row details", () => {
    // The table is 100 px per shown header less 100 px; the box is 300 px: four headers fit
    // (title, kind, open and the details button), so city and note fold.
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(300);
    let measured = 0;
    vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockImplementation(function (this: HTMLElement) {
      measured += 1;
      const shown = [...this.querySelectorAll("thead th")].filter((th) => getComputedStyle(th).display !== "none");
      return shown.length * 100 - 100;
    });
    // Each header is 100 px wide: the 100 px of overflow and the details column's 40 fold city and
    // note in one step, and the next render finds the table fits (two measures, not three).
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      return { width: this.tagName === "TH" ? 100 : 0 } as DOMRect;
    });
    act(() => dom.root.render(table()));
    expect(measured).toBe(2);
    const hidden = [...dom.container.querySelectorAll("thead th[data-column]")].filter((th) => getComputedStyle(th).display === "none");
    expect(hidden.map((th) => th.getAttribute("data-column"))).toEqual(["note", "city"]);
    expect(dom.container.querySelector("thead th[data-column=title]")?.textContent).toBe("Title");

    const details = dom.container.querySelector<HTMLButtonElement>('button[aria-label="Show details of First"]');
    expect(details?.getAttribute("aria-expanded")).toBe("false");
    act(() => details?.click());
    const list = dom.container.querySelector('[data-testid="row-details"]');
    expect(list?.textContent).toContain("NoteCall back");
    expect(list?.textContent).toContain("CityVilnius");
  });

  it("shows cards below 960 px: the same columns by slot, blank values left off, the title link opening the whole card", () => {
    stubWidth(390);
    act(() => dom.root.render(table()));
    expect(dom.container.querySelector("table")).toBeNull();
    const list = dom.container.querySelector('ul[aria-label="Items"]');
    const cards = list?.querySelectorAll(":scope > li") ?? [];
    expect(cards).toHaveLength(2);
    const [first, second] = [...cards];
    expect(first?.querySelector("[data-column=kind]")?.textContent).toBe("Trademark");
    expect(first?.querySelector("[data-card-target] a")?.getAttribute("href")).toBe("/items/1");
    expect(first?.querySelector("[data-column=note]")?.textContent).toBe("NoteCall back");
    expect(second?.querySelector("[data-column=note]")).toBeNull();
    expect(first?.querySelector("[data-column=open] button")?.textContent).toBe("Open First");
    // One link in the card: the target; the card's other control is a button beside it, not inside it.
    expect(first?.querySelectorAll("a")).toHaveLength(1);
    expect(first?.querySelector("a button, button a")).toBeNull();
  });

  it.each([1280, 390])("at %i px, renders a row again only when its row, its state or `cellsDepend` changed", (width) => {
    stubWidth(width);
    const rendered: number[] = [];
    const counted = (marker: string): DataColumn<Row>[] => [
      ...COLUMNS,
      { id: "marker", header: "Marker", card: "status", cell: (row) => (rendered.push(row.id), `${marker}${row.id}`) },
    ];
    const render = (rows: Row[], marker: string, cellsDepend: readonly unknown[] | undefined, sort: "ASC" | "DESC" = "ASC") =>
      act(() => dom.root.render(table({ rows, columns: counted(marker), cellsDepend, sort: { column: "TITLE", direction: sort }, onSort: () => undefined })));
    const markers = () => [...dom.container.querySelectorAll("td[data-column=marker], li [data-column=marker]")].map((cell) => cell.textContent);

    render(ROWS, "a", ["x"]);
    expect(rendered.sort()).toEqual([1, 2]);
    // The same rows and values, another sort (new renderers, as every render of a list makes them): no row renders.
    rendered.length = 0;
    render(ROWS, "b", ["x"], "DESC");
    expect(rendered).toEqual([]);
    expect(markers()).toEqual(["a1", "a2"]);
    // One row's object is new (the office changed it): that row alone.
    rendered.length = 0;
    const changed = [ROWS[0] as Row, { ...(ROWS[1] as Row), title: "Second, changed" }];
    render(changed, "c", ["x"]);
    expect(rendered).toEqual([2]);
    // A value the cells read changed: every row.
    rendered.length = 0;
    render(changed, "d", ["y"]);
    expect(rendered.sort()).toEqual([1, 2]);
    expect(markers()).toEqual(["d1", "d2"]);
    // Without `cellsDepend`, every render renders every row.
    rendered.length = 0;
    render(changed, "e", undefined);
    render(changed, "f", undefined);
    expect(rendered.sort()).toEqual([1, 1, 2, 2]);
  });

  it("keeps the table below 960 px when cards are turned off", () => {
    stubWidth(390);
    act(() => dom.root.render(table({ cards: false })));
    expect(dom.container.querySelector("table")).not.toBeNull();
  });
});
