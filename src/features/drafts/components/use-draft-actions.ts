/**
 * What the draft actions do (spec 2 §4 "Drafts", §8): resume opens the returned URL in a new
 * window only when there is one; delete (after the screen's confirmation), lock and unlock
 * reload the list. A failed delete shows `delete.application.failed` (or the lock refusal
 * with who holds it); other refusals show their own key.
 */
import { useLingui } from "@lingui/react/macro";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { useNotify } from "@/components/notifications/use-notify";
import { isApiError } from "@/lib/api";
import { openInNewWindow } from "@/lib/navigation/history-state";
import { useDraftActionMutation, useResumeDraftMutation, type DraftAction, type DraftTab } from "../api/drafts-queries";
import type { DraftItem } from "../api/schemas";

export function useDraftActions(tab: DraftTab) {
  const { t } = useLingui();
  const showError = useShowError();
  const notify = useNotify();
  const action = useDraftActionMutation();
  const resume = useResumeDraftMutation();

  const run = (kind: DraftAction, draft: DraftItem, onDone?: () => void) =>
    action.mutate(
      { action: kind, target: { tab, draft } },
      {
        onSuccess: () => {
          const message = kind === "delete" ? t`The draft was deleted.` : kind === "lock" ? t`The draft was locked.` : t`The draft was unlocked.`;
          notify({ message, type: "success" });
        },
        onError: (error) => {
          const lockRefusal = isApiError(error) && error.isLocked;
          showError(kind === "delete" && !lockRefusal ? "delete.application.failed" : error);
        },
        onSettled: onDone,
      },
    );

  const onResume = (draft: DraftItem) =>
    resume.mutate(
      { tab, draft },
      {
        onSuccess: ({ url }) => {
          if (url) openInNewWindow(url);
          else notify({ message: t`There is nothing to open for this draft.`, type: "info" });
        },
        onError: (error) => showError(error),
      },
    );

  return { run, onResume, busy: action.isPending || resume.isPending, deleting: action.isPending && action.variables?.action === "delete" };
}
