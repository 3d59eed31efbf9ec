/**
 * Chakra with the app's system; loaded on demand through ./chakra-root.tsx, which makes the
 * system (src/app/theme.ts) in a task of its own before it renders this provider. In a build,
 * its global CSS comes prebuilt (./global-css.ts) and the system carries none
 * (scripts/design-system-css.ts).
 */
import { ChakraProvider } from "@chakra-ui/react";
import { CacheProvider } from "@emotion/react";
import type { ReactNode } from "react";
import { getAppSystem } from "@/app/theme";
import { createAppEmotionCache } from "./emotion-cache";
import { useGlobalCss } from "./global-css";

/** One cache for every Chakra root of the page, as emotion's default cache is. */
const emotionCache = createAppEmotionCache();

export function AppChakraProvider({ children }: { children: ReactNode }) {
  useGlobalCss();
  return (
    <CacheProvider value={emotionCache}>
      <ChakraProvider value={getAppSystem()}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
