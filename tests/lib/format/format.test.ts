import { describe, expect, it } from "vitest";
import {
  formatDateTime,
  formatDay,
  formatDayInput,
  formatFileSize,
  formatInstant,
  formatList,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  parseDayInput,
} from "@/lib/format";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("dates", () => {
  it("show a day in each language's style", () => {
    expect(formatDay("2026-11-25", "en")).toBe("25 Nov 2026");
    expect(formatDay("2026-11-25T14:30:00", "en")).toBe("25 Nov 2026");
    expect(formatDay("2026-11-25", "lt")).toBe("2026-11-25");
    expect(formatDay(null, "lt")).toBe("");
  });

  it("show date-times with 24-hour time, and only the day at midnight", () => {
    expect(formatDateTime("2026-11-25T09:05:00", "en")).toBe("25 Nov 2026, 09:05");
    expect(formatDateTime("2026-11-25T09:05:00", "lt")).toBe("2026-11-25 09:05");
    expect(formatDateTime("2026-11-25T00:00:00", "en")).toBe("25 Nov 2026");
    expect(formatDateTime("2026-11-25T00:00:00", "lt")).toBe("2026-11-25");
  });

  it("keep the office's wall time whatever the browser's zone (no shift across midnight)", () => {
    expect(formatDateTime("2026-03-29T23:59:00", "lt")).toBe("2026-03-29 23:59");
    expect(formatDay("2026-01-01T00:30:00", "en")).toBe("1 Jan 2026");
  });

  it("show device instants in office time", () => {
    // 09:27 UTC is 11:27 in Vilnius in November.
    expect(formatInstant(Date.UTC(2026, 10, 25, 9, 27), "en")).toBe("25 Nov 2026, 11:27");
    expect(formatInstant(Date.UTC(2026, 10, 25, 9, 27), "lt")).toBe("2026-11-25 11:27");
  });

  it("say how long ago in each language", () => {
    expect(formatRelativeTime(-3, "minute", "en")).toBe("3 minutes ago");
    expect(formatRelativeTime(-3, "minute", "lt")).toBe("prieš 3 minutes");
    expect(formatRelativeTime(-1, "day", "en")).toBe("yesterday");
    expect(formatRelativeTime(-1, "day", "lt")).toBe("vakar");
  });

  it("leave text that is not a date as it is", () => {
    expect(formatDay("soon", "en")).toBe("soon");
  });
});

describe("typed dates", () => {
  it("follow the language's order and give the contract's day", () => {
    expect(formatDayInput("2026-03-07", "en")).toBe("07/03/2026");
    expect(formatDayInput("2026-03-07", "lt")).toBe("2026-03-07");
    expect(parseDayInput("07/03/2026", "en")).toBe("2026-03-07");
    expect(parseDayInput("7.3.2026", "en")).toBe("2026-03-07");
    expect(parseDayInput("2026-03-07", "lt")).toBe("2026-03-07");
  });

  it("accept an ISO day in either language and refuse unreal or partial ones", () => {
    expect(parseDayInput("2026-12-3", "lt")).toBeNull();
    for (const language of ["en", "lt"]) {
      for (const text of ["", "2026-02-30", "31/04/2026x", "2026-13-01", "12/2026", "abc"]) {
        expect(parseDayInput(text, language), `${language}: ${text}`).toBeNull();
      }
    }
    expect(parseDayInput("07/03/2026", "lt")).toBeNull();
  });
});

describe("numbers and sizes", () => {
  it("group and separate decimals per language", () => {
    expect(formatNumber(1234.5, "en")).toBe("1,234.5");
    expect(plain(formatNumber(1234.5, "lt"))).toBe("1 234,5");
  });

  it("show sizes with one decimal: kB below 1000 kB, then MB, then GB", () => {
    expect(formatFileSize(0, "en")).toBe("0 bytes");
    // A 45-byte file is not "0.0 kB".
    expect(formatFileSize(45, "en")).toBe("45 bytes");
    expect(formatFileSize(45, "lt")).toBe("45 baitai");
    expect(formatFileSize(1024, "en")).toBe("1.0 kB");
    expect(formatFileSize(4.4 * 1024, "en")).toBe("4.4 kB");
    expect(plain(formatFileSize(4.4 * 1024, "lt"))).toBe("4,4 kB");
    expect(formatFileSize(999.9 * 1024, "en")).toBe("999.9 kB");
    expect(formatFileSize(1_023_950, "en")).toBe("1.0 MB");
    expect(formatFileSize(5.25 * 1024 * 1024, "en")).toBe("5.3 MB");
    expect(plain(formatFileSize(3.3 * 1024 * 1024, "lt"))).toBe("3,3 MB");
    expect(plain(formatFileSize(10243.3 * 1024 * 1024, "lt"))).toBe("10,0 GB");
    expect(formatFileSize(10243.3 * 1024 * 1024, "en")).toBe("10.0 GB");
  });

  it("join lists per language", () => {
    expect(formatList(["PDF", "JPG", "PNG"], "en")).toBe("PDF, JPG and PNG");
    expect(formatList(["PDF", "JPG", "PNG"], "lt")).toBe("PDF, JPG ir PNG");
  });

  it("show percentages per language", () => {
    expect(formatPercent(0.53, "en")).toBe("53%");
    expect(plain(formatPercent(0.53, "lt"))).toBe("53 %");
  });
});
