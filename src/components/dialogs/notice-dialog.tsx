/**
 * A titled information dialog with one button (OK by default): notices, success messages,
 * help. `alert` makes it an alertdialog for messages the user must acknowledge.
 */
import { Button } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { DialogFrame } from "./dialog-frame";

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
    <DialogFrame
      open={open}
      title={title}
      onClose={onClose}
      role={alert ? "alertdialog" : "dialog"}
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          {buttonLabel ?? t`OK`}
        </Button>
      }
    >
      {children}
    </DialogFrame>
  );
}
