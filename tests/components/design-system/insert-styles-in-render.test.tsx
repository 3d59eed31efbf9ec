/**
 * Chakra's styles go into the document while an element renders, not in the commit (the alias of
 * `@emotion/use-insertion-effect-with-fallbacks`, src/components/design-system/insert-styles-in-render.ts):
 * a component rendered after a styled element already finds its rule.
 */
import { Box, ChakraProvider } from "@chakra-ui/react";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { getAppSystem } from "@/app/theme";
import { mountPerTest } from "../../support/dom";

const mounted = mountPerTest();

/** Whether a rule of the document's style sheets has `text`. */
function documentHasRule(text: string): boolean {
  return Array.from(document.styleSheets).some((sheet) => Array.from(sheet.cssRules).some((rule) => rule.cssText.replace(/\s+/g, "").includes(text)));
}

function Probe({ onRender }: { onRender: () => void }) {
  onRender();
  return null;
}

describe("the design system's styles", () => {
  it("are in the document while the tree renders, before React commits it", () => {
    let foundDuringRender: boolean | null = null;
    act(() =>
      mounted.root.render(
        <ChakraProvider value={getAppSystem()}>
          <Box paddingInlineStart="123px" />
          <Probe onRender={() => (foundDuringRender ??= documentHasRule("padding-inline-start:123px"))} />
        </ChakraProvider>,
      ),
    );
    expect(foundDuringRender).toBe(true);
  });
});
