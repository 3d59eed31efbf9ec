/**
 * A dialog whose content is one form: title, fields, Cancel and a submit button. Escape,
 * the backdrop and Cancel all call `onClose`; Enter in a field submits.
 */
import { Button, Dialog, Portal } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { FormEvent, ReactNode } from "react";

interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** The request is under way: the submit button shows a spinner. */
  pending?: boolean;
  /** The form cannot be sent yet (the submit button is disabled). */
  submitDisabled?: boolean;
  /** Larger dialogs scroll their body, keeping title and buttons in view. */
  size?: "md" | "lg";
  children: ReactNode;
}

export function FormDialog({ open, title, onClose, onSubmit, submitLabel, pending = false, submitDisabled = false, size = "md", children }: FormDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} size={size} scrollBehavior={size === "lg" ? "inside" : "outside"}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            {/* Validation is the app's own (translated messages), not the browser's. */}
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t`Cancel`}
                </Button>
                <Button type="submit" colorPalette="brand" loading={pending} disabled={submitDisabled}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
