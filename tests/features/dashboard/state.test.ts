import { afterEach, describe, expect, it } from "vitest";
import { clearRegistersFlag, readRegistersFlag, REGISTERS_FLAG_KEY, registersMessageKey, storeRegistersFlag } from "@/features/dashboard/state";

describe("registers-update flag", () => {
  afterEach(() => localStorage.clear());

  it("is read from localStorage and names the literal", () => {
    expect(readRegistersFlag()).toBeNull();
    storeRegistersFlag("true");
    expect(localStorage.getItem(REGISTERS_FLAG_KEY)).toBe("true");
    expect(readRegistersFlag()).toBe("true");
    expect(registersMessageKey("true")).toBe("user.data.updated.from.registers.true");
    clearRegistersFlag();
    expect(readRegistersFlag()).toBeNull();
  });

  it("ignores a blank value", () => {
    localStorage.setItem(REGISTERS_FLAG_KEY, "  ");
    expect(readRegistersFlag()).toBeNull();
  });
});
