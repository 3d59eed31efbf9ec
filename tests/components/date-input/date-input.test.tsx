import { act, useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DateInput } from "@/components/date-input";
import { i18n } from "@/lib/i18n";
import { mountPerTest, withAppProviders } from "../../support/dom";

/** Sets an input's value the way React notices (the native setter, then an input event). */
function type(input: HTMLInputElement | null, value: string) {
  if (!input) throw new Error("input missing");
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("DateInput", () => {
  const dom = mountPerTest();
  const changes = vi.fn();
  beforeEach(() => {
    changes.mockReset();
    i18n.loadAndActivate({ locale: "en", messages: {} });
  });

  function Field({ initial }: { initial?: string }) {
    const [value, setValue] = useState<string | undefined>(initial);
    return (
      <DateInput
        aria-label="Date"
        value={value}
        onChange={(next) => {
          changes(next);
          setValue(next);
        }}
      />
    );
  }

  const input = () => dom.container.querySelector<HTMLInputElement>("input");

  it("shows and reads English dates day first, and gives the contract's day", async () => {
    await act(async () => dom.root.render(withAppProviders(<Field initial="2026-03-07" />)));
    expect(input()?.value).toBe("07/03/2026");
    expect(input()?.placeholder).toBe("DD/MM/YYYY");
    await act(async () => type(input(), "25/11/202"));
    expect(changes).toHaveBeenLastCalledWith(undefined);
    expect(input()?.getAttribute("aria-invalid")).toBe("true");
    await act(async () => type(input(), "25/11/2026"));
    expect(changes).toHaveBeenLastCalledWith("2026-11-25");
    expect(input()?.value).toBe("25/11/2026");
    expect(input()?.hasAttribute("aria-invalid")).toBe(false);
  });

  it("follows a language switch: Lithuanian dates are year first", async () => {
    await act(async () => dom.root.render(withAppProviders(<Field initial="2026-03-07" />)));
    await act(async () => i18n.loadAndActivate({ locale: "lt", messages: {} }));
    expect(input()?.value).toBe("2026-03-07");
    await act(async () => type(input(), "2026-12-31"));
    expect(changes).toHaveBeenLastCalledWith("2026-12-31");
    // Day-first text is not a Lithuanian date.
    await act(async () => type(input(), "31/12/2026"));
    expect(changes).toHaveBeenLastCalledWith(undefined);
  });
});
