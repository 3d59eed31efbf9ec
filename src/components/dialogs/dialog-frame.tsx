/**
 * The frame every app dialog shares: backdrop, a title that names the dialog, the body and
 * a row of buttons. Escape and the backdrop call `onClose`. With `onSubmit` the whole
 * content is one form, so Enter in a field submits it.
 */
import { Dialog, Portal, Text } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";
import { useOpenedOnce } from "./use-opened-once";

export interface DialogFrameProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The buttons, in reading order (the main action last). */
  footer: ReactNode;
  /** A string becomes a paragraph. */
  children: ReactNode;
  role?: "dialog" | "alertdialog";
  /** Larger dialogs scroll their body, keeping title and buttons in view ("xl": a file viewer). */
  size?: "md" | "lg" | "xl";
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

export function DialogFrame({ open, title, onClose, footer, children, role = "dialog", size = "md", onSubmit }: DialogFrameProps) {
  const dialog = useOpenedOnce(open);
  if (!dialog.mounted) return null;
  const inner = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{typeof children === "string" ? <Text>{children}</Text> : children}</Dialog.Body>
      <Dialog.Footer>{footer}</Dialog.Footer>
    </>
  );
  return (
    <Dialog.Root
      open={dialog.open}
      onOpenChange={(details) => !details.open && onClose()}
      role={role}
      size={size}
      scrollBehavior={size === "md" ? "outside" : "inside"}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {onSubmit ? (
            <Dialog.Content asChild>
              {/* Validation is the app's own (translated messages), not the browser's. */}
              <form onSubmit={onSubmit} noValidate>
                {inner}
              </form>
            </Dialog.Content>
          ) : (
            <Dialog.Content>{inner}</Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
