import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useOverlaysClosed } from "@/components/dialogs/use-overlays-closed";
import { mountPerTest } from "../../support/dom";

/** Renders the hook and hands each answer to `onValue`. */
function Probe({ watch, onValue }: { watch: boolean; onValue: (closed: boolean) => void }) {
  onValue(useOverlaysClosed(watch));
  return null;
}

function overlay(role: string, state: "open" | "closed"): HTMLElement {
  const element = document.createElement("div");
  element.setAttribute("role", role);
  element.setAttribute("data-state", state);
  document.body.appendChild(element);
  return element;
}

describe("useOverlaysClosed", () => {
  const dom = mountPerTest();
  let seen: boolean[] = [];
  const last = () => seen.at(-1);
  const render = (watch: boolean) => act(() => dom.root.render(<Probe watch={watch} onValue={(value) => seen.push(value)} />));

  // Frames run when the test says (happy-dom runs them at once): a browser's next frame comes
  // after the tasks that open a dialog from a menu item.
  let frames = new Map<number, FrameRequestCallback>();
  let nextId = 0;
  beforeEach(() => {
    seen = [];
    frames = new Map();
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frames.set(++nextId, callback);
      return nextId;
    });
    vi.spyOn(window, "cancelAnimationFrame").mockImplementation((id) => void frames.delete(id));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  /** A frame, then a task after it. */
  const frame = () =>
    act(async () => {
      const due = [...frames.values()];
      frames.clear();
      due.forEach((callback) => callback(performance.now()));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

  it("is true a frame after watching starts when nothing is open, and false while not watching", async () => {
    await render(false);
    await frame();
    expect(last()).toBe(false);
    await render(true);
    expect(last()).toBe(false);
    await frame();
    expect(last()).toBe(true);
  });

  it("waits while a dialog, menu or list box is open, and turns true once it closes", async () => {
    overlay("dialog", "closed");
    const menu = overlay("menu", "open");
    await render(true);
    await frame();
    expect(last()).toBe(false);
    await act(async () => menu.setAttribute("data-state", "closed"));
    await frame();
    expect(last()).toBe(true);
    // Open again while still watching: false at once.
    await act(async () => menu.setAttribute("data-state", "open"));
    expect(last()).toBe(false);
  });

  it("takes a menu that closes and opens a dialog before the next frame for no pause", async () => {
    const menu = overlay("menu", "open");
    await render(true);
    await frame();
    // The menu closes; the dialog its item opens mounts in React's next renders (microtasks and
    // a task). Two acts: React renders whatever the hook says in between.
    await act(async () => {
      menu.setAttribute("data-state", "closed");
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await act(async () => overlay("listbox", "open"));
    await frame();
    await frame();
    expect(seen).not.toContain(true);
  });
});
