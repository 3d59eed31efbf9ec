/**
 * The internal-note form: a next note typed while the outbox is still taking the last one is
 * kept, and a note the outbox refused comes back into the box (unless something new was typed).
 */
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NoteForm } from "@/features/correspondence/components/shared/note-form";
import { i18n } from "@/lib/i18n";
import { mountPerTest, withAppProviders } from "../../support/dom";

const taken: { text: string; settle: (error?: Error) => void }[] = [];

vi.mock("@/features/correspondence/api/shared-inbox", () => ({
  addNote: (_messageId: number, text: string) =>
    new Promise<void>((resolve, reject) => taken.push({ text, settle: (error) => (error ? reject(error) : resolve()) })),
}));

function type(box: HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(box, value);
  box.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("NoteForm", () => {
  const dom = mountPerTest();
  const box = () => dom.container.querySelector("textarea") as HTMLTextAreaElement;
  const submit = () => dom.container.querySelector("form")?.requestSubmit();

  beforeEach(() => {
    i18n.loadAndActivate({ locale: "en", messages: {} });
    taken.length = 0;
  });

  async function render(onAdded = vi.fn()) {
    await act(async () => dom.root.render(withAppProviders(<NoteForm messageId={7} onAdded={onAdded} />)));
    return onAdded;
  }

  it("keeps the next note typed while the outbox takes the last one", async () => {
    const onAdded = await render();
    act(() => type(box(), "Draft the answer by Friday."));
    act(() => submit());
    expect(box().value).toBe("");
    act(() => type(box(), "Wrong letter"));
    await act(async () => taken[0]?.settle());
    expect(taken.map((note) => note.text)).toEqual(["Draft the answer by Friday."]);
    expect(onAdded).toHaveBeenCalledTimes(1);
    expect(box().value).toBe("Wrong letter");
  });

  it("puts a refused note back, unless the box holds something new", async () => {
    await render();
    act(() => type(box(), "  First  "));
    act(() => submit());
    await act(async () => taken[0]?.settle(new Error("quota")));
    expect(box().value).toBe("  First  ");

    act(() => submit());
    act(() => type(box(), "Second"));
    await act(async () => taken[1]?.settle(new Error("quota")));
    expect(box().value).toBe("Second");
  });
});
