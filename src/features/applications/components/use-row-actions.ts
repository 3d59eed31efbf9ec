/**
 * What the row actions do: the receipt download (Content-Disposition name, progress), the
 * duplicate (opens the returned URL in a new window only when there is one), and view
 * correspondence (/correspondence with the application number as its search).
 */
import { useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { useFileDownload } from "@/components/download";
import { useNotify } from "@/components/notifications/use-notify";
import { displayNumber, receiptRequest } from "@/lib/applications";
import { openInNewWindow } from "@/lib/navigation/history-state";
import { useDuplicateMutation } from "../api/use-application-mutations";
import type { ApplicationListItem } from "../api/schemas";

export function useRowActions() {
  const { t } = useLingui();
  const router = useRouter();
  const showError = useShowError();
  const notify = useNotify();
  const files = useFileDownload();
  const duplicate = useDuplicateMutation();

  const onReceipt = (item: ApplicationListItem) => {
    const number = item.number;
    void files.download(receiptRequest(item), t`receipt ${number}`, "application.receipt.fetch.failed");
  };

  const onDuplicate = (item: ApplicationListItem) => {
    duplicate.mutate(item, {
      onSuccess: ({ url }) => {
        if (url) openInNewWindow(url);
        else notify({ message: t`There is nothing to open for this application.`, type: "info" });
      },
      onError: (error) => showError(error),
    });
  };

  const onViewCorrespondence = (item: ApplicationListItem) => {
    void router.navigate({ href: "/correspondence", state: { correspondenceSearch: displayNumber(item) } });
  };

  return { onReceipt, onDuplicate, onViewCorrespondence, download: files.download, activeDownload: files.active };
}
