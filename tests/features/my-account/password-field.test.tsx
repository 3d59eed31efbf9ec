import { act, useState } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { PasswordField } from "@/features/my-account/components/password-field";
import { i18n } from "@/lib/i18n";
import { mountPerTest, withAppProviders } from "../../support/dom";

function Harness() {
  const [value, setValue] = useState("");
  return <PasswordField name="newPassword" label="New password" autoComplete="new-password" value={value} onChange={setValue} />;
}

describe("PasswordField", () => {
  const dom = mountPerTest();
  beforeEach(() => {
    i18n.loadAndActivate({ locale: "en", messages: {} });
  });

  it("shows and hides the password, keeping the name and autocomplete for password managers", async () => {
    await act(async () => dom.root.render(withAppProviders(<Harness />)));
    const input = () => dom.container.querySelector<HTMLInputElement>("input[name=newPassword]");
    expect(input()?.type).toBe("password");
    expect(input()?.autocomplete).toBe("new-password");
    const toggle = dom.container.querySelector<HTMLButtonElement>("button[aria-label='Show New password']");
    expect(toggle?.getAttribute("aria-pressed")).toBe("false");
    await act(async () => toggle?.click());
    expect(input()?.type).toBe("text");
    expect(dom.container.querySelector("button[aria-label='Hide New password']")?.getAttribute("aria-pressed")).toBe("true");
  });
});
