import { Button } from "@chakra-ui/react";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { ChakraRoot, loadDesignSystem } from "@/components/design-system/chakra-root";
import { mountPerTest } from "../../support/dom";

describe("ChakraRoot", () => {
  const dom = mountPerTest();

  it("shows the fallback until the design system has loaded, then Chakra-styled children", async () => {
    await act(async () => {
      dom.root.render(
        <ChakraRoot fallback={<p data-testid="fallback">Loading</p>}>
          <Button colorPalette="brand">Save</Button>
        </ChakraRoot>,
      );
    });
    await act(() => loadDesignSystem());
    const button = dom.container.querySelector("button");
    expect(dom.container.querySelector("[data-testid=fallback]")).toBeNull();
    expect(button?.textContent).toBe("Save");
    // Chakra's recipe classes are there: the provider (and the theme) wrapped the children.
    expect(button?.className).toMatch(/chakra-button/);
  });

  it("renders at once, without the fallback, once loaded", async () => {
    await loadDesignSystem();
    act(() => {
      dom.root.render(
        <ChakraRoot fallback={<p data-testid="fallback">Loading</p>}>
          <Button>Again</Button>
        </ChakraRoot>,
      );
    });
    expect(dom.container.querySelector("[data-testid=fallback]")).toBeNull();
    expect(dom.container.querySelector("button")?.textContent).toBe("Again");
  });

  it("loads the design system once, however often it is asked for", () => {
    expect(loadDesignSystem()).toBe(loadDesignSystem());
  });
});
