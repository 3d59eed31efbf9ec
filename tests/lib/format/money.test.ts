import { describe, expect, it } from "vitest";
import { centsToEuroText, formatEuros, parseEurosToCents, sumCents } from "@/lib/format/money";

/** Intl separates with no-break spaces; compare them as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatEuros", () => {
  it("shows cents as euros with two decimals and a euro sign, in English", () => {
    expect(formatEuros(0, "en")).toBe("€0.00");
    expect(formatEuros(5, "en")).toBe("€0.05");
    expect(formatEuros(120, "en")).toBe("€1.20");
    expect(formatEuros(12345, "en")).toBe("€123.45");
    expect(formatEuros(100000000, "en")).toBe("€1,000,000.00");
  });

  it("shows them the Lithuanian way: decimal comma, grouped thousands, sign after the amount", () => {
    expect(plain(formatEuros(4500, "lt"))).toBe("45,00 €");
    expect(plain(formatEuros(123456, "lt"))).toBe("1 234,56 €");
  });

  it("keeps the sign of negative amounts", () => {
    expect(formatEuros(-5, "en")).toBe("-€0.05");
    expect(plain(formatEuros(-5, "lt"))).toBe("−0,05 €");
  });

  it("gives the input text without the sign or grouping", () => {
    expect(centsToEuroText(30, "en")).toBe("0.30");
    expect(centsToEuroText(123456, "en")).toBe("1234.56");
    expect(centsToEuroText(123456, "lt")).toBe("1234,56");
  });
});

describe("parseEurosToCents", () => {
  it("reads whole euros and one or two decimals", () => {
    expect(parseEurosToCents("12", "en")).toBe(1200);
    expect(parseEurosToCents("12.5", "en")).toBe(1250);
    expect(parseEurosToCents("12.05", "lt")).toBe(1205);
    expect(parseEurosToCents("0.30", "lt")).toBe(30);
  });

  it("accepts a decimal comma as well as a dot", () => {
    expect(parseEurosToCents("12,34", "en")).toBe(1234);
    expect(parseEurosToCents("0,3", "lt")).toBe(30);
  });

  it("reads amounts grouped the way the language shows them", () => {
    expect(parseEurosToCents("1,234.50", "en")).toBe(123450);
    expect(parseEurosToCents("€1,000,000.00", "en")).toBe(100000000);
    expect(parseEurosToCents("1\u00a0234,50 €", "lt")).toBe(123450);
    expect(parseEurosToCents("1 234,50", "lt")).toBe(123450);
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
    for (const language of ["en", "lt"]) {
      for (const text of ["", " ", "abc", "12.345", "-1", "1e3", "12.", ".5", "1,2,3", "12.3.4", "0x10", "1,234,56"]) {
        expect(parseEurosToCents(text, language), `${language}: ${text}`).toBeNull();
      }
    }
  });

  it("round-trips with the display in both languages", () => {
    for (const language of ["en", "lt"]) {
      for (const cents of [0, 1, 10, 99, 100, 123456]) {
        expect(parseEurosToCents(centsToEuroText(cents, language), language)).toBe(cents);
        expect(parseEurosToCents(formatEuros(cents, language), language)).toBe(cents);
      }
    }
  });
});
