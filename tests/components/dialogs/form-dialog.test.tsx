import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FormDialog } from "@/components/dialogs/form-dialog";
import { i18n } from "@/lib/i18n";
import { mountPerTest, withAppProviders } from "../../support/dom";

describe("FormDialog", () => {
  const dom = mountPerTest();
  beforeEach(() => {
    i18n.loadAndActivate({ locale: "en", messages: {} });
  });

  async function show(props: { pending?: boolean; submitDisabled?: boolean }) {
    const onClose = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await act(async () =>
      dom.root.render(
        withAppProviders(
          <FormDialog open title="Change e-mail" onClose={onClose} onSubmit={onSubmit} submitLabel="Save" {...props}>
            <label>
              New e-mail <input name="newUsername" type="email" />
            </label>
          </FormDialog>,
        ),
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
