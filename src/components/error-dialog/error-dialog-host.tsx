/**
 * Mounts the error dialog only while an error is shown: the dialog machinery (focus trap,
 * dismissal layers) is then loaded on demand instead of on every page's first load.
 */
import { useAtomValue } from "jotai";
import { lazy, Suspense } from "react";
import { shownErrorAtom } from "./error-state";

const ErrorDialog = lazy(() => import("./error-dialog").then((module) => ({ default: module.ErrorDialog })));

export function ErrorDialogHost() {
  const error = useAtomValue(shownErrorAtom);
  if (error === null) return null;
  return (
    <Suspense fallback={null}>
      <ErrorDialog />
    </Suspense>
  );
}
