import { describe, expect, it } from "vitest";
import { centsToEuroText, formatEuros, parseEurosToCents, sumCents } from "@/lib/format/money";

describe("formatEuros", () => {
  it("shows cents as euros with two decimals and a euro sign", () => {
    expect(formatEuros(0)).toBe("€0.00");
    expect(formatEuros(5)).toBe("€0.05");
    expect(formatEuros(120)).toBe("€1.20");
    expect(formatEuros(12345)).toBe("€123.45");
    expect(formatEuros(100000000)).toBe("€1000000.00");
  });

  it("keeps the sign of negative amounts", () => {
    expect(formatEuros(-5)).toBe("-€0.05");
  });

  it("gives the input text without the sign", () => {
    expect(centsToEuroText(30)).toBe("0.30");
  });
});

describe("parseEurosToCents", () => {
  it("reads whole euros and one or two decimals", () => {
    expect(parseEurosToCents("12")).toBe(1200);
    expect(parseEurosToCents("12.5")).toBe(1250);
    expect(parseEurosToCents("12.05")).toBe(1205);
    expect(parseEurosToCents("0.30")).toBe(30);
  });

  it("accepts a decimal comma as well as a dot", () => {
    expect(parseEurosToCents("12,34")).toBe(1234);
    expect(parseEurosToCents("0,3")).toBe(30);
  });

  it("loses no cent where floating point would (0.1 + 0.2 style inputs)", () => {
    // 0.1 + 0.2 !== 0.3 in floating point; in cents the sum is exact.
    expect(sumCents([parseEurosToCents("0.1") ?? NaN, parseEurosToCents("0.2") ?? NaN])).toBe(parseEurosToCents("0.3"));
    expect(parseEurosToCents("1.15")).toBe(115); // 1.15 * 100 = 114.99999999999999
    expect(parseEurosToCents("4.35")).toBe(435); // 4.35 * 100 = 434.99999999999994
    expect(parseEurosToCents("1005.99")).toBe(100599);
  });

  it("ignores spaces and a euro sign", () => {
    expect(parseEurosToCents(" 12.50 ")).toBe(1250);
    expect(parseEurosToCents("€ 12.50")).toBe(1250);
    expect(parseEurosToCents("12.50 €")).toBe(1250);
  });

  it("refuses invalid input", () => {
    for (const text of ["", " ", "abc", "12.345", "-1", "1e3", "12.", ".5", "1,2,3", "12.3.4", "0x10"]) {
      expect(parseEurosToCents(text), text).toBeNull();
    }
  });

  it("round-trips with the display", () => {
    for (const cents of [0, 1, 10, 99, 100, 123456]) expect(parseEurosToCents(centsToEuroText(cents))).toBe(cents);
  });
});
