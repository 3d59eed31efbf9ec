/**
 * Mounts the error dialog only while an error is shown: the dialog machinery (focus trap,
 * dismissal layers, Chakra itself) is then loaded on demand instead of on every page's
 * first load.
 */
import { useAtomValue } from "jotai";
import { lazyInChakraRoot } from "@/components/design-system/chakra-root";
import { shownErrorAtom } from "./error-state";

const ErrorDialog = lazyInChakraRoot(() => import("./error-dialog").then((module) => module.ErrorDialog));

export function ErrorDialogHost() {
  const error = useAtomValue(shownErrorAtom);
  if (error === null) return null;
  return <ErrorDialog />;
}
