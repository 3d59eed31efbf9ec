import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { act, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { appSystem } from "@/app/theme";
import { PasswordField } from "@/features/my-account/components/password-field";
import { i18n } from "@/lib/i18n";

function Harness() {
  const [value, setValue] = useState("");
  return <PasswordField name="newPassword" label="New password" autoComplete="new-password" value={value} onChange={setValue} />;
}

// React needs this flag to flush updates inside act() outside a testing library.

describe("PasswordField", () => {
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

  it("shows and hides the password, keeping the name and autocomplete for password managers", async () => {
    await act(async () =>
      root.render(
        <ChakraProvider value={appSystem}>
          <I18nProvider i18n={i18n}>
            <Harness />
          </I18nProvider>
        </ChakraProvider>,
      ),
    );
    const input = () => container.querySelector<HTMLInputElement>("input[name=newPassword]");
    expect(input()?.type).toBe("password");
    expect(input()?.autocomplete).toBe("new-password");
    const toggle = container.querySelector<HTMLButtonElement>("button[aria-label='Show New password']");
    expect(toggle?.getAttribute("aria-pressed")).toBe("false");
    await act(async () => toggle?.click());
    expect(input()?.type).toBe("text");
    expect(container.querySelector("button[aria-label='Hide New password']")?.getAttribute("aria-pressed")).toBe("true");
  });
});
