/**
 * Attachments of a message, a reply or a draft: name, size, page count and, for files this page
 * saw the office store unchanged, the checked mark (./file-facts.tsx); PDFs and images open in
 * the viewer (decision 87) with Download beside them, other files download under the server's
 * file name; for drafts delete after confirmation. A file opened or downloaded once is kept on
 * the device (per account), so it opens again offline.
 */
import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { DownloadProgress, FileViewerDialog, useFileDownload } from "@/components/download";
import { mayPreview, type DownloadRequest } from "@/lib/download";
import { deviceFileCopy, offlineAccountOf } from "@/lib/offline";
import { verifiedFilesAtom } from "../../outbox/receipts";
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

/** One request per file for the download and the viewer, so either keeps the same device copy. */
function attachmentRequest(source: AttachmentListProps["source"], userId: number | null, attachment: Attachment): DownloadRequest {
  const path = source === "message" ? `/correspondences/attachments/${attachment.id}` : `/correspondences/attachments/draft/${attachment.id}`;
  return { path, fallbackName: attachment.name, deviceCopy: userId === null ? undefined : deviceFileCopy(userId, path) };
}

export function AttachmentList({ attachments, source, onDelete }: AttachmentListProps) {
  const { t } = useLingui();
  const { download, active, isDownloading } = useFileDownload();
  const userId = offlineAccountOf(useQueryClient());
  const receipts = useAtomValue(verifiedFilesAtom);
  const [toDelete, setToDelete] = useState<Attachment | null>(null);
  // The file in the viewer and its request, made once per opening (the viewer loads again when it changes).
  const [viewing, setViewing] = useState<{ name: string; request: DownloadRequest } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const requestOf = (attachment: Attachment) => attachmentRequest(source, userId, attachment);
  if (attachments.length === 0) return null;
  const preview = (attachment: Attachment) => mayPreview(attachment.name);
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
                aria-label={preview(attachment) ? t`Open ${name}` : t`Download ${name}`}
                loading={!preview(attachment) && isDownloading(requestOf(attachment))}
                onClick={() => (preview(attachment) ? setViewing({ name, request: { ...requestOf(attachment), query: { inline: true } } }) : void download(requestOf(attachment), name))}
              >
                {name}
              </Button>
              <FileFacts size={attachment.size} pageCount={attachment.pageCount} verified={isVerified(attachment)} />
              {preview(attachment) ? (
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="brand"
                  aria-label={t`Download ${name}`}
                  loading={isDownloading(requestOf(attachment))}
                  onClick={() => void download(requestOf(attachment), name)}
                >
                  {t`Download`}
                </Button>
              ) : null}
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
      <FileViewerDialog
        request={viewing?.request ?? null}
        title={viewing?.name ?? ""}
        onClose={() => setViewing(null)}
      />
      <DownloadProgress download={active} />
    </Stack>
  );
}
