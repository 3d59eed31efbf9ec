/** Chakra with the app's system; loaded on demand through ./chakra-root.tsx. */
import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { appSystem } from "@/app/theme";

export function AppChakraProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={appSystem}>{children}</ChakraProvider>;
}
