import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { PlainAlert, PlainButton, PlainField } from "@/features/auth/components/plain-controls";
import { mountPerTest } from "../../support/dom";

describe("plain sign-in controls", () => {
  const dom = mountPerTest();

  it("a field's label names its input; an error marks it invalid and describes it", () => {
    act(() => dom.root.render(<PlainField label="Your email" name="username" autoComplete="username" error="This field is required." />));
    const input = dom.container.querySelector("input") as HTMLInputElement;
    const label = dom.container.querySelector("label") as HTMLLabelElement;
    expect(label.htmlFor).toBe(input.id);
    expect(input.name).toBe("username");
    expect(input.autocomplete).toBe("username");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe("This field is required.");

    act(() => dom.root.render(<PlainField label="Your email" name="username" />));
    expect(dom.container.querySelector("input")?.hasAttribute("aria-invalid")).toBe(false);
    expect(dom.container.querySelector("input")?.hasAttribute("aria-describedby")).toBe(false);
  });

  it("a busy button keeps its name, is disabled and ignores clicks", () => {
    const onClick = vi.fn();
    act(() =>
      dom.root.render(
        <PlainButton variant="solid" busy onClick={onClick}>
          Log in
        </PlainButton>,
      ),
    );
    const button = dom.container.querySelector("button") as HTMLButtonElement;
    expect(button.textContent).toBe("Log in");
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    button.click();
    expect(onClick).not.toHaveBeenCalled();
  });

  it("errors are alerts, warnings are status messages", () => {
    act(() =>
      dom.root.render(
        <>
          <PlainAlert status="error">Wrong password</PlainAlert>
          <PlainAlert status="warning">Offline</PlainAlert>
        </>,
      ),
    );
    expect(dom.container.querySelector("[role=alert]")?.textContent).toBe("Wrong password");
    expect(dom.container.querySelector("[role=status]")?.textContent).toBe("Offline");
  });
});
