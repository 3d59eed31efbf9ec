/**
 * The row "Actions" menu (src/components/lists/row-actions-menu.tsx): a list's rows carry only
 * their trigger buttons until one is used; the first click makes that row's menu, open at once,
 * and choosing an item acts on the row.
 */
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { RowActionsMenu } from "@/components/lists/row-actions-menu";
import { i18n } from "@/lib/i18n";
import { mountPerTest, withAppProviders } from "../../support/dom";

describe("RowActionsMenu", () => {
  const dom = mountPerTest();
  beforeEach(() => {
    i18n.loadAndActivate({ locale: "en", messages: {} });
  });

  async function renderRows(onAction: (action: "pdf" | "unread") => void) {
    await act(async () =>
      dom.root.render(
        withAppProviders(
          <ul>
            {["First letter", "Second letter"].map((name) => (
              <li key={name}>
                <RowActionsMenu rowName={name} compact actions={[{ value: "unread", label: "Mark as unread" }, { value: "pdf", label: "Download PDF" }]} onAction={onAction} />
              </li>
            ))}
          </ul>,
        ),
      ),
    );
  }
  const trigger = (name: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="Actions for ${name}"]`);
  const menus = () => document.querySelectorAll("[role=menu]");

  it("makes no menu until a trigger is used; the first click opens that row's menu", async () => {
    const onAction = vi.fn();
    await renderRows(onAction);
    expect(menus()).toHaveLength(0);
    // No menu is bound to the buttons yet (a menu's parts carry data-scope="menu").
    expect(document.querySelectorAll("button[data-scope=menu]")).toHaveLength(0);
    expect(trigger("First letter")?.getAttribute("aria-haspopup")).toBe("menu");
    expect(trigger("First letter")?.getAttribute("aria-expanded")).toBe("false");

    await act(async () => trigger("Second letter")?.click());
    await vi.waitFor(() => expect(trigger("Second letter")?.getAttribute("aria-expanded")).toBe("true"));
    expect(menus()).toHaveLength(1);
    const items = [...document.querySelectorAll<HTMLElement>("[role=menuitem]")];
    expect(items.map((item) => item.textContent)).toEqual(["Mark as unread", "Download PDF"]);
    // The other row still has only its button.
    expect(trigger("First letter")?.getAttribute("aria-expanded")).toBe("false");
    expect(trigger("First letter")?.dataset.scope).toBeUndefined();
    expect(trigger("Second letter")?.dataset.scope).toBe("menu");

    // As a pointer does: down, over the item (zag highlights it), then the click.
    const pointer = (type: string) => items[1]?.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: "mouse", button: 0 }));
    await act(async () => pointer("pointerdown"));
    await act(async () => pointer("pointermove"));
    await act(async () => items[1]?.click());
    expect(onAction).toHaveBeenCalledExactlyOnceWith("pdf");
  });

  it("opens from the keyboard too (ArrowDown on the trigger)", async () => {
    await renderRows(vi.fn());
    await act(async () => trigger("First letter")?.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true })));
    await vi.waitFor(() => expect(trigger("First letter")?.getAttribute("aria-expanded")).toBe("true"));
    expect(menus()).toHaveLength(1);
  });
});
