/**
 * The prebuilt global CSS of the design system in the document (src/components/design-system/
 * global-css.ts): one `<style>` however many Chakra roots are mounted, before emotion's sheets,
 * gone when the last root unmounts; nothing without prebuilt CSS (development and tests).
 */
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { useGlobalCss } from "@/components/design-system/global-css";

function Probe({ css }: { css: string | null }) {
  useGlobalCss(css);
  return null;
}

const styles = () => [...document.head.querySelectorAll<HTMLStyleElement>("style[data-design-system=global]")];

describe("useGlobalCss", () => {
  it("keeps one style element while any root is mounted, before emotion's sheets", () => {
    const emotion = document.createElement("style");
    emotion.dataset.emotion = "css";
    document.head.appendChild(emotion);
    const containers = [document.createElement("div"), document.createElement("div")];
    const roots = containers.map((container) => createRoot(container));
    try {
      act(() => roots[0]?.render(<Probe css="body{color:red}" />));
      act(() => roots[1]?.render(<Probe css="body{color:red}" />));
      expect(styles().map((style) => style.textContent)).toEqual(["body{color:red}"]);
      // Before every emotion sheet (test files share one document: earlier ones may be there).
      const firstEmotion = document.head.querySelector("style[data-emotion]");
      expect(firstEmotion && styles()[0]?.compareDocumentPosition(firstEmotion)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
      act(() => roots[0]?.unmount());
      expect(styles()).toHaveLength(1);
      act(() => roots[1]?.unmount());
      expect(styles()).toHaveLength(0);
    } finally {
      // Unmounted however the test ended: a mounted root would keep the element for the next test.
      act(() => roots.forEach((root) => root.unmount()));
      emotion.remove();
    }
  });

  it("adds nothing without prebuilt CSS (Chakra inserts its own)", () => {
    const root = createRoot(document.createElement("div"));
    act(() => root.render(<Probe css={null} />));
    expect(styles()).toHaveLength(0);
    act(() => root.unmount());
  });
});
