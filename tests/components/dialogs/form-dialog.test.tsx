import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appSystem } from "@/app/theme";
import { FormDialog } from "@/components/dialogs/form-dialog";
import { i18n } from "@/lib/i18n";

describe("FormDialog", () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    i18n.loadAndActivate({ locale: "en", messages: {} });
    container = document.createElement("div");
    document.body.appendChild(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  async function show(props: { pending?: boolean; submitDisabled?: boolean }) {
    const onClose = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await act(async () =>
      root.render(
        <ChakraProvider value={appSystem}>
          <I18nProvider i18n={i18n}>
            <FormDialog open title="Change e-mail" onClose={onClose} onSubmit={onSubmit} submitLabel="Save" {...props}>
              <label>
                New e-mail <input name="newUsername" type="email" />
              </label>
            </FormDialog>
          </I18nProvider>
        </ChakraProvider>,
      ),
    );
    const dialog = document.querySelector<HTMLElement>("[role=dialog]");
    const button = (name: string) => [...(dialog?.querySelectorAll("button") ?? [])].find((b) => b.textContent?.trim() === name);
    return { dialog, button, onClose, onSubmit };
  }

  it("is a dialog named by its title around one form; Cancel closes, Save submits", async () => {
    const { dialog, button, onClose, onSubmit } = await show({});
    expect(dialog).not.toBeNull();
    const labelledBy = dialog?.getAttribute("aria-labelledby");
    expect(labelledBy && document.getElementById(labelledBy)?.textContent).toBe("Change e-mail");
    const form = dialog?.closest("form") ?? dialog?.querySelector("form");
    expect(form?.querySelector("input[name=newUsername]")).not.toBeNull();
    expect(form?.noValidate).toBe(true);
    await act(async () => button("Save")?.click());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => button("Cancel")?.click());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("disables the submit button while it cannot be sent or is pending", async () => {
    const blocked = await show({ submitDisabled: true });
    expect(blocked.button("Save")?.disabled).toBe(true);
    const pending = await show({ pending: true });
    const save = [...(pending.dialog?.querySelectorAll("button[type=submit]") ?? [])][0] as HTMLButtonElement | undefined;
    expect(save?.disabled).toBe(true);
    expect(save?.hasAttribute("data-loading")).toBe(true);
  });
});
