/**
 * A titled information dialog with one button (OK by default): notices, success messages,
 * help. `alert` makes it an alertdialog for messages the user must acknowledge.
 */
import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";

export interface NoticeDialogProps {
  open: boolean;
  title: string;
  /** A string becomes a paragraph. */
  children: ReactNode;
  onClose: () => void;
  buttonLabel?: string;
  alert?: boolean;
}

export function NoticeDialog({ open, title, children, onClose, buttonLabel, alert = false }: NoticeDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} role={alert ? "alertdialog" : "dialog"}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{typeof children === "string" ? <Text>{children}</Text> : children}</Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                {buttonLabel ?? t`OK`}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
