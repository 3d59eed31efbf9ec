/**
 * Component tests: a React root in a fresh container for each test of the calling `describe`
 * (unmounted, and the body emptied, after it), and the app's providers (Chakra with the app's system,
 * lingui) around a tree.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach } from "vitest";
import { getAppSystem } from "@/app/theme";
import { i18n } from "@/lib/i18n";

export interface TestRoot {
  readonly container: HTMLDivElement;
  readonly root: Root;
}

export function mountPerTest(): TestRoot {
  let container: HTMLDivElement | null = null;
  let root: Root | null = null;
  beforeEach(() => {
    container = document.createElement("div");
    document.body.appendChild(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
    // Whatever a portal or a library left in the body goes too.
    document.body.innerHTML = "";
  });
  return {
    get container() {
      if (!container) throw new Error("mountPerTest: no test is running");
      return container;
    },
    get root() {
      if (!root) throw new Error("mountPerTest: no test is running");
      return root;
    },
  };
}

/** The tree inside Chakra (the app's system) and lingui. */
export function withAppProviders(ui: ReactNode) {
  return (
    <ChakraProvider value={getAppSystem()}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </ChakraProvider>
  );
}
