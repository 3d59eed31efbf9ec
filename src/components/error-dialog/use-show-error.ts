import { useSetAtom } from "jotai";
import { useCallback } from "react";
import { shownErrorAtom, toShownError } from "./error-state";

/** `showError(apiErrorOrKey, onClose?)` opens the global error dialog. */
export function useShowError() {
  const set = useSetAtom(shownErrorAtom);
  return useCallback(
    (error: unknown, onClose?: () => void) => set(toShownError(error, onClose)),
    [set],
  );
}
