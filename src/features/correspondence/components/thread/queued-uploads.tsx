/**
 * Files waiting on this device for a reply, as a mail client shows its outbox: each with its
 * name, size and pages (counted on the device), marked as not uploaded yet, and removable after
 * a confirmation (the file is only on this device, so removing it loses it). A file the office
 * refused (e.g. its bytes differ from the device's SHA-256, decision 86) says why and offers
 * "Send again". `QueuedUploadList` sits in a draft panel;
 * `QueuedReply` stands where the draft will be when the letter has none yet (files shared
 * offline: the outbox creates the draft once the connection is back).
 */
import { Badge, Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { useTranslateKey } from "@/lib/i18n";
import type { CorrespondenceMessage } from "../../api/schemas";
import { draftTitle } from "../../rules";
import { PaperclipIcon } from "../icons";
import { FileFacts } from "./file-facts";
import type { QueuedUpload } from "./use-queued-uploads";

interface QueuedUploadListProps {
  files: readonly QueuedUpload[];
  onWithdraw: (file: QueuedUpload) => Promise<unknown>;
  /** "Send again" of a file the office refused. */
  onSendAgain: (file: QueuedUpload) => Promise<unknown>;
}

export function QueuedUploadList({ files, onWithdraw, onSendAgain }: QueuedUploadListProps) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const [toRemove, setToRemove] = useState<QueuedUpload | null>(null);
  const [removing, setRemoving] = useState(false);
  if (files.length === 0) return null;
  const doomed = toRemove?.name ?? "";
  return (
    <Stack gap="1" data-testid="queued-uploads">
      <Text fontSize="sm" fontWeight="semibold" color="orange.fg">
        {t`Waiting to upload: kept on this device, not sent to the office yet`}
      </Text>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label={t`Files waiting to upload`}>
        {files.map((file) => {
          const name = file.name;
          return (
            <HStack as="li" key={`${file.key}:${file.index}`} gap="2" wrap="wrap" data-queued-file={name} data-refused={file.refusal !== null}>
              <PaperclipIcon color="fg.muted" />
              <Text as="span" fontSize="sm">
                {name}
              </Text>
              <FileFacts size={file.size} pageCount={file.pageCount} />
              {file.refusal === null ? (
                <Badge colorPalette="orange" variant="subtle" size="sm">
                  {t`Queued`}
                </Badge>
              ) : (
                <>
                  <Text as="span" fontSize="sm" color="red.fg" role="alert" data-testid="file-refusal">
                    {t`Not stored at the office:`} {tk(file.refusal)}
                  </Text>
                  <Button size="xs" variant="outline" aria-label={t`Send ${name} again`} onClick={() => void onSendAgain(file)}>
                    {t`Send again`}
                  </Button>
                </>
              )}
              <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`Remove ${name} from the queue`} onClick={() => setToRemove(file)}>
                {t`Remove`}
              </Button>
            </HStack>
          );
        })}
      </Stack>
      <ConfirmDialog
        open={toRemove !== null}
        title={t`Remove the file from the queue?`}
        destructive
        loading={removing}
        confirmLabel={t`Remove`}
        cancelLabel={t`Cancel`}
        onCancel={() => setToRemove(null)}
        onConfirm={() => {
          if (!toRemove) return;
          setRemoving(true);
          void onWithdraw(toRemove).finally(() => {
            setRemoving(false);
            setToRemove(null);
          });
        }}
      >
        {t`The file ${doomed} has not been uploaded. It is removed from this device and will not be sent.`}
      </ConfirmDialog>
    </Stack>
  );
}

/** The reply a letter will get once the connection is back: its queued files, nothing sent yet. */
export function QueuedReply({ message, files, onWithdraw, onSendAgain }: QueuedUploadListProps & { message: CorrespondenceMessage }) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  if (files.length === 0) return null;
  const category = message.dossierType ? tk(`dossier.type.${message.dossierType}`) : "";
  return (
    <Box as="section" aria-label={t`Reply waiting to be sent`} borderWidth="1px" borderStyle="dashed" borderRadius="md" mb="3" px="4" py="3" data-testid="queued-reply">
      <Stack gap="3">
        <Stack gap="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">{draftTitle(t`Reply`, category, message.applicationNumber)}</Text>
            <Badge colorPalette="orange" variant="subtle">
              {t`Queued on this device`}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="orange.fg" role="status">
            {t`Waiting for the connection: not sent yet. The reply draft is created and these files are uploaded when the connection is back.`}
          </Text>
        </Stack>
        <QueuedUploadList files={files} onWithdraw={onWithdraw} onSendAgain={onSendAgain} />
      </Stack>
    </Box>
  );
}
