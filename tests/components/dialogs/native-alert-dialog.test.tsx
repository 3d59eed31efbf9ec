import { act, useRef, useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NativeAlertDialog } from "@/components/dialogs/native-alert-dialog";
import { i18n } from "@/lib/i18n";
import { mountPerTest, withAppProviders } from "../../support/dom";

describe("NativeAlertDialog", () => {
  const dom = mountPerTest();
  beforeEach(() => {
    i18n.loadAndActivate({ locale: "en", messages: {} });
  });

  /** An alert the test opens and closes; its Cancel and Escape go through `onClose`. */
  function Harness({ onClose, onShown }: { onClose: () => void; onShown?: () => void }) {
    const [open, setOpen] = useState(false);
    const cancelRef = useRef<HTMLButtonElement>(null);
    const close = () => {
      onClose();
      setOpen(false);
    };
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Show
        </button>
        <NativeAlertDialog
          open={open}
          title="Replies due soon"
          onClose={close}
          initialFocusRef={cancelRef}
          onShown={onShown}
          data-testid="alert"
          footer={
            <>
              <button ref={cancelRef} type="button" onClick={close}>
                Cancel
              </button>
              <button type="button">Review</button>
            </>
          }
        >
          Three letters need your reply.
        </NativeAlertDialog>
      </>
    );
  }

  const dialog = () => document.querySelector<HTMLDialogElement>("dialog");
  /** The dialog shows once the page has painted: after the next frame and a task. */
  const afterPaint = () => act(async () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10))));

  it("renders nothing until it first opens, then is a modal alert dialog named by its title, starting on Cancel", async () => {
    await act(async () => dom.root.render(withAppProviders(<Harness onClose={vi.fn()} />)));
    expect(dialog()).toBeNull();

    const show = [...document.querySelectorAll("button")].find((b) => b.textContent === "Show");
    await act(async () => show?.click());
    const opened = dialog();
    expect(opened?.open).toBe(false);
    await afterPaint();
    expect(opened?.open).toBe(true);
    expect(opened?.getAttribute("role")).toBe("alertdialog");
    expect(opened?.dataset.testid).toBe("alert");
    const labelledBy = opened?.getAttribute("aria-labelledby");
    expect(labelledBy && document.getElementById(labelledBy)?.textContent).toBe("Replies due soon");
    expect(opened?.textContent).toContain("Three letters need your reply.");
    expect(document.activeElement?.textContent).toBe("Cancel");
    // The page behind does not scroll.
    expect(document.documentElement.classList.contains("ipo-native-dialog-open")).toBe(true);
  });

  it("Escape (the dialog's cancel event) asks the parent to close; it closes and stays in the page", async () => {
    const onClose = vi.fn();
    await act(async () => dom.root.render(withAppProviders(<Harness onClose={onClose} />)));
    const show = [...document.querySelectorAll("button")].find((b) => b.textContent === "Show");
    await act(async () => show?.click());
    await afterPaint();

    const cancel = new Event("cancel", { cancelable: true });
    await act(async () => dialog()?.dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog()?.open).toBe(false);
    expect(document.documentElement.classList.contains("ipo-native-dialog-open")).toBe(false);
    // Kept, closed, so a later opening is the same element.
    await act(async () => show?.click());
    await afterPaint();
    expect(dialog()?.open).toBe(true);
  });

  it("does not show over a dialog the user opened since it was asked for, and says when it is shown", async () => {
    const onShown = vi.fn();
    await act(async () => dom.root.render(withAppProviders(<Harness onClose={vi.fn()} onShown={onShown} />)));
    const show = [...document.querySelectorAll("button")].find((b) => b.textContent === "Show");
    await act(async () => show?.click());
    // The user opens a dialog before the alert's frame comes.
    const theirs = document.createElement("div");
    theirs.setAttribute("role", "dialog");
    theirs.dataset.state = "open";
    document.body.append(theirs);
    await afterPaint();
    expect(dialog()?.open).toBe(false);
    expect(onShown).not.toHaveBeenCalled();
    // Its own open state is not taken for one the user opened.
    expect(dialog()?.hasAttribute("data-opens-by-itself")).toBe(true);

    theirs.remove();
    // The parent asks again (here: closes and opens it); now it shows.
    const hide = new Event("cancel", { cancelable: true });
    await act(async () => dialog()?.dispatchEvent(hide));
    await act(async () => show?.click());
    await afterPaint();
    expect(dialog()?.open).toBe(true);
    expect(onShown).toHaveBeenCalledTimes(1);
  });
});
