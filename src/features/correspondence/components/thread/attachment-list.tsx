/**
 * Attachments of a message, a reply or a draft: name, size, page count and, for files this page
 * saw the office store unchanged, the checked mark (./file-facts.tsx); download under the
 * server's file name, and for drafts delete after confirmation. A file opened once is
 * kept on the device (per account), so it opens again offline.
 */
import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { DownloadProgress, useFileDownload } from "@/components/download";
import { deviceFileCopy, offlineAccountOf } from "@/lib/offline";
import { verifiedFilesAtom } from "@/lib/outbox";
import type { Attachment } from "../../api/schemas";
import { PaperclipIcon } from "../icons";
import { FileFacts } from "./file-facts";

interface AttachmentListProps {
  attachments: Attachment[];
  /** Office message files, or files of a draft or sent reply (decision 57). */
  source: "message" | "draft";
  /** Present for editable drafts. */
  onDelete?: (attachment: Attachment) => Promise<unknown>;
}

export function AttachmentList({ attachments, source, onDelete }: AttachmentListProps) {
  const { t } = useLingui();
  const { download, active, isDownloading } = useFileDownload();
  const userId = offlineAccountOf(useQueryClient());
  const receipts = useAtomValue(verifiedFilesAtom);
  const [toDelete, setToDelete] = useState<Attachment | null>(null);
  const [deleting, setDeleting] = useState(false);
  if (attachments.length === 0) return null;
  const path = (id: number) => (source === "message" ? `/correspondences/attachments/${id}` : `/correspondences/attachments/draft/${id}`);
  const doomed = toDelete?.name ?? "";
  /** The office's hash is the one this device computed when the file was attached. */
  const isVerified = (attachment: Attachment) => {
    const receipt = source === "draft" ? receipts.get(attachment.id) : undefined;
    return receipt !== undefined && typeof attachment.sha256 === "string" && receipt.sha256 === attachment.sha256;
  };

  return (
    <Stack gap="1">
      <Text fontWeight="semibold" fontSize="sm">
        {t`Attachments`}
      </Text>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label={t`Attachments`}>
        {attachments.map((attachment) => {
          const name = attachment.name;
          return (
            <HStack as="li" key={attachment.id} gap="2" wrap="wrap">
              <PaperclipIcon color="fg.muted" />
              <Button
                variant="plain"
                colorPalette="brand"
                size="sm"
                px="0"
                textDecoration="underline"
                aria-label={t`Download ${name}`}
                loading={isDownloading({ path: path(attachment.id), fallbackName: name })}
                onClick={() => {
                  const filePath = path(attachment.id);
                  const deviceCopy = userId === null ? undefined : deviceFileCopy(userId, filePath);
                  void download({ path: filePath, fallbackName: attachment.name, deviceCopy }, attachment.name);
                }}
              >
                {attachment.name}
              </Button>
              <FileFacts size={attachment.size} pageCount={attachment.pageCount} verified={isVerified(attachment)} />
              {onDelete ? (
                <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`Delete ${name}`} onClick={() => setToDelete(attachment)}>
                  {t`Delete`}
                </Button>
              ) : null}
            </HStack>
          );
        })}
      </Stack>
      <ConfirmDialog
        open={toDelete !== null}
        title={t`Delete attachment?`}
        destructive
        loading={deleting}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete || !onDelete) return;
          setDeleting(true);
          void onDelete(toDelete).finally(() => {
            setDeleting(false);
            setToDelete(null);
          });
        }}
      >
        {t`The file ${doomed} will be removed from the draft.`}
      </ConfirmDialog>
      <DownloadProgress download={active} />
    </Stack>
  );
}
