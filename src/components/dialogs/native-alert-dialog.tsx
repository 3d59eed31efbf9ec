/**
 * An alert dialog on the platform's own modal `<dialog>` (`showModal()`): the browser makes the
 * rest of the page inert, keeps the focus inside, puts the dialog in the top layer, closes it on
 * Escape and gives the focus back when it closes. It looks like the app's other dialogs (Chakra's
 * dialog recipe, default size and placement).
 *
 * For an alert that opens with a start-up screen (the expiring-messages alert, issue 12): a
 * Chakra dialog's focus trap, scroll lock, layer stack and "hide the others" measured the whole
 * page being built, inside the commit that built it; the browser does that work here, and the
 * dialog opens once the page behind it has painted. As an alert dialog, a click outside it does
 * not close it (as Chakra does for `role="alertdialog"`); its buttons and Escape do.
 */
import { chakra, useSlotRecipe, type SystemStyleObject } from "@chakra-ui/react";
import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { useOpenedOnce } from "./use-opened-once";
import { anyOverlayOpen, OPENS_BY_ITSELF } from "./use-overlays-closed";

export interface NativeAlertDialogProps {
  open: boolean;
  title: string;
  /** Escape, or a button that closes it. */
  onClose: () => void;
  /** The buttons, in reading order (the main action last). */
  footer: ReactNode;
  children: ReactNode;
  /** Where the focus starts: an alert starts on its least destructive action. */
  initialFocusRef: RefObject<HTMLElement | null>;
  /** Called once the browser shows it (the parent may have asked for it some frames before). */
  onShown?: () => void;
  "data-testid"?: string;
}

/** On `<html>` while it is open (./native-alert-dialog.css). */
const SCROLL_LOCK_CLASS = "ipo-native-dialog-open";

/**
 * What differs from the recipe's content, whose positioner and backdrop are elements of their
 * own: in the top layer, from the top like the app's other dialogs.
 */
const NATIVE: SystemStyleObject = {
  position: "fixed",
  insetInline: "0",
  top: "0",
  height: "fit-content",
  maxHeight: "calc(100dvh - 2 * var(--dialog-base-margin))",
  overflowY: "auto",
  overscrollBehavior: "contain",
  // The recipe's `display: flex` would show it closed.
  "&:not([open])": { display: "none" },
  "&::backdrop": { bg: "blackAlpha.500" },
};

export function NativeAlertDialog({ open, title, onClose, footer, children, initialFocusRef, onShown, ...rest }: NativeAlertDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Rendered from its first opening on (never built closed at start-up); kept afterwards, so
  // closing it returns the focus to where it was. Its own opening waits for the paint (below).
  const { mounted } = useOpenedOnce(open);
  const styles = useSlotRecipe({ key: "dialog" })();
  // The latest callback, without asking for the dialog again whenever the parent renders.
  const shownRef = useRef(onShown);
  useEffect(() => {
    shownRef.current = onShown;
  }, [onShown]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const page = document.documentElement;
    if (!open) {
      if (dialog.open) dialog.close();
      page.classList.remove(SCROLL_LOCK_CLASS);
      return;
    }
    if (dialog.open) return;
    // Shown once the page behind it has painted: opened in the commit that built the page, the
    // modal's first layout and inert restyle were that whole page's, added to the commit's task.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        if (dialog.open || !dialog.isConnected) return;
        // A dialog or menu the user opened since the parent asked goes first: the parent, which
        // watches them (useOverlaysClosed), asks again once it is closed.
        if (anyOverlayOpen()) return;
        dialog.showModal();
        // The page behind does not scroll while it is open (./native-alert-dialog.css).
        page.classList.add(SCROLL_LOCK_CLASS);
        initialFocusRef.current?.focus();
        shownRef.current?.();
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [open, mounted, initialFocusRef]);

  // Gone from the page (the user signed out), it leaves the page scrollable.
  useEffect(() => () => document.documentElement.classList.remove(SCROLL_LOCK_CLASS), []);

  if (!mounted) return null;
  return (
    <chakra.dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      // It opens by itself: the wait for what the user opened never waits for it.
      {...{ [OPENS_BY_ITSELF]: "" }}
      css={[styles.content, NATIVE]}
      data-state={open ? "open" : "closed"}
      // Escape: the parent decides (it closes it through `open`).
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      {...rest}
    >
      <chakra.header css={styles.header}>
        <chakra.h2 id={titleId} css={styles.title}>
          {title}
        </chakra.h2>
      </chakra.header>
      <chakra.div css={styles.body}>{children}</chakra.div>
      <chakra.footer css={styles.footer}>{footer}</chakra.footer>
    </chakra.dialog>
  );
}
