/** Where a toast goes: never over the header or a control. */
import { describe, expect, it } from "vitest";
import { chooseToastPlace } from "@/components/notifications/toast-place";

const base = { toast: { width: 300, height: 48 }, viewport: { width: 1280, height: 800 }, headerBottom: 64, margin: 16 };

describe("chooseToastPlace", () => {
  it("goes to the bottom end corner when nothing is there, never over the header", () => {
    expect(chooseToastPlace({ ...base, controls: [] })).toEqual({ x: 964, y: 736, width: 300, height: 48 });
  });

  it("moves to the other bottom corner, then below the header, away from controls", () => {
    const saveButton = { x: 1100, y: 740, width: 120, height: 40 };
    expect(chooseToastPlace({ ...base, controls: [saveButton] })).toMatchObject({ x: 16, y: 736 });
    const bottomRow = { x: 0, y: 730, width: 1280, height: 50 };
    expect(chooseToastPlace({ ...base, controls: [bottomRow] })).toMatchObject({ x: 964, y: 80 });
  });

  it("covers the fewest controls when every place covers some, and the header never", () => {
    const everywhere = [
      { x: 0, y: 740, width: 1280, height: 40 },
      { x: 1000, y: 90, width: 40, height: 40 },
      { x: 1100, y: 90, width: 40, height: 40 },
      { x: 100, y: 90, width: 40, height: 40 },
    ];
    expect(chooseToastPlace({ ...base, controls: everywhere })).toMatchObject({ x: 964, y: 736 });
  });

  it("on a phone, the full-width toast sits at the bottom, below the header when the bottom has a control", () => {
    const phone = { ...base, toast: { width: 358, height: 72 }, viewport: { width: 390, height: 844 }, headerBottom: 56 };
    expect(chooseToastPlace({ ...phone, controls: [] })).toEqual({ x: 16, y: 756, width: 358, height: 72 });
    expect(chooseToastPlace({ ...phone, controls: [{ x: 16, y: 780, width: 100, height: 44 }] })).toMatchObject({ x: 16, y: 72 });
  });
});
