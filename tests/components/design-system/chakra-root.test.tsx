import { Button } from "@chakra-ui/react";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ChakraRoot, loadDesignSystem } from "@/components/design-system/chakra-root";

describe("ChakraRoot", () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement("div");
    document.body.appendChild(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it("shows the fallback until the design system has loaded, then Chakra-styled children", async () => {
    await act(async () => {
      root.render(
        <ChakraRoot fallback={<p data-testid="fallback">Loading</p>}>
          <Button colorPalette="brand">Save</Button>
        </ChakraRoot>,
      );
    });
    await act(() => loadDesignSystem());
    const button = container.querySelector("button");
    expect(container.querySelector("[data-testid=fallback]")).toBeNull();
    expect(button?.textContent).toBe("Save");
    // Chakra's recipe classes are there: the provider (and the theme) wrapped the children.
    expect(button?.className).toMatch(/chakra-button/);
  });

  it("renders at once, without the fallback, once loaded", async () => {
    await loadDesignSystem();
    act(() => {
      root.render(
        <ChakraRoot fallback={<p data-testid="fallback">Loading</p>}>
          <Button>Again</Button>
        </ChakraRoot>,
      );
    });
    expect(container.querySelector("[data-testid=fallback]")).toBeNull();
    expect(container.querySelector("button")?.textContent).toBe("Again");
  });

  it("loads the design system once, however often it is asked for", () => {
    expect(loadDesignSystem()).toBe(loadDesignSystem());
  });
});
