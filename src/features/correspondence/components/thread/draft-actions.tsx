/** The buttons of a draft: delete draft, attach files, send. Compact in the panel header on small screens. */
import { Button, HStack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

export interface DraftActionHandlers {
  onAttach: () => void;
  onDelete: () => void;
  onSend: () => void;
}

interface DraftActionsProps extends DraftActionHandlers {
  readOnly: boolean;
  canSend: boolean;
  busy: { uploading: boolean; sending: boolean };
  compact?: boolean;
}

export function DraftActions({ readOnly, canSend, busy, compact, onAttach, onDelete, onSend }: DraftActionsProps) {
  const { t } = useLingui();
  const size = compact ? "xs" : "sm";
  return (
    // Delete draft first and Send last, Attach between them: the two that end the
    // draft are never side by side, and 12 px apart from anything (44 px targets below 960 px).
    <HStack gap="3" wrap="wrap" justify="flex-end">
      <Button size={size} variant="outline" colorPalette="red" disabled={readOnly} onClick={onDelete}>
        {t`Delete draft`}
      </Button>
      <Button size={size} variant="outline" disabled={readOnly} loading={busy.uploading} onClick={onAttach}>
        {t`Attach files`}
      </Button>
      <Button size={size} colorPalette="brand" disabled={readOnly || !canSend} loading={busy.sending} onClick={onSend}>
        {t`Send`}
      </Button>
    </HStack>
  );
}
