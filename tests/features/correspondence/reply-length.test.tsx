/**
 * The reply's length against the office's limit (src/features/correspondence/components/thread/reply-length.tsx):
 * the limit shown from the start, the count once near it, past it by how much; the polite live
 * region changes only when the count enters a new stretch, never on every keystroke.
 */
import { act } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { ReplyLength } from "@/features/correspondence/components/thread/reply-length";
import { countStretch, REPLY_BODY_MAX } from "@/features/correspondence/editor/reply-limit";
import { i18n } from "@/lib/i18n";
import { mountPerTest, withAppProviders } from "../../support/dom";

const dom = mountPerTest();

beforeEach(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});

function render(length: number, refused = false): void {
  act(() => dom.root.render(withAppProviders(<ReplyLength id="length" length={length} refused={refused} />)));
}
const shown = () => dom.container.querySelector("[data-testid=reply-length]");
const announced = () => dom.container.querySelector("[data-testid=reply-length-announcement]");

describe("ReplyLength", () => {
  it("shows the office's limit from the start and announces nothing far from it", () => {
    render(12);
    expect(shown()?.textContent).toBe("At most 20,000 characters, formatting included.");
    expect(announced()?.getAttribute("aria-live")).toBe("polite");
    expect(announced()?.textContent).toBe("");
    render(17_000);
    expect(announced()?.textContent).toBe("");
  });

  it("counts down near the limit, announcing each new stretch once, not each keystroke", () => {
    render(REPLY_BODY_MAX - 1_990);
    expect(shown()?.textContent).toBe("1,990 of 20,000 characters left");
    expect(announced()?.textContent).toBe("1,990 of 20,000 characters left");
    render(REPLY_BODY_MAX - 1_989);
    render(REPLY_BODY_MAX - 1_500);
    expect(shown()?.textContent).toBe("1,500 of 20,000 characters left");
    expect(announced()?.textContent).toBe("1,990 of 20,000 characters left");
    render(REPLY_BODY_MAX - 998);
    expect(announced()?.textContent).toBe("998 of 20,000 characters left");
    render(REPLY_BODY_MAX);
    expect(shown()?.textContent).toBe("0 of 20,000 characters left");
    expect(announced()?.textContent).toBe("0 of 20,000 characters left");
  });

  it("past the limit says by how much and what to do; Send refused makes it an alert", () => {
    render(REPLY_BODY_MAX + 5);
    const over = "The reply is 5 characters too long: the office accepts at most 20,000 characters, formatting included. Shorten it to save and send it.";
    expect(shown()?.textContent).toBe(over);
    expect(announced()?.textContent).toBe(over);
    expect(shown()?.getAttribute("role")).toBeNull();
    render(REPLY_BODY_MAX + 5, true);
    expect(shown()?.getAttribute("role")).toBe("alert");
    render(40);
    expect(announced()?.textContent).toBe("");
  });

  it("stretches: far, the steps down to 0, over", () => {
    expect([2_001, 2_000, 1_001, 1_000, 11, 10, 1, 0, -1].map(countStretch)).toEqual(["far", 2_000, 2_000, 1_000, 20, 10, 10, 0, "over"]);
  });
});
