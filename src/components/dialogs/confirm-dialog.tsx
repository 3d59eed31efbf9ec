/** Yes/no confirmation (delete draft, delete attachment, reply again, …) with a title. */
import { Button } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { DialogFrame } from "./dialog-frame";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  destructive?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, children, confirmLabel, cancelLabel, destructive, loading, onConfirm, onCancel } = props;
  const { t } = useLingui();
  return (
    <DialogFrame
      open={open}
      title={title}
      onClose={onCancel}
      role="alertdialog"
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {cancelLabel ?? t`No`}
          </Button>
          <Button colorPalette={destructive ? "red" : "brand"} loading={loading} onClick={onConfirm}>
            {confirmLabel ?? t`Yes`}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
