/**
 * The app's catalogs are compiled by `lingui compile`, so the build leaves lingui's ICU
 * compiler out of the entry (vite.config.ts, linguiCoreWithoutCompiler): no message of a
 * compiled catalog may need it, and a message with values renders in Lithuanian through an
 * i18n instance that has no compiler, as in production.
 */
import { setupI18n, type Messages } from "@lingui/core";
import { describe, expect, it, vi } from "vitest";
import { loadAppCatalog } from "@/lib/i18n";

describe("compiled app catalogs", () => {
  it.each(["en", "lt"])("%s: every message is precompiled (no text left for a run-time compiler)", async (locale) => {
    const catalog = await loadAppCatalog(locale);
    const entries = Object.entries(catalog);
    expect(entries.length).toBeGreaterThan(100);
    expect(entries.filter(([, message]) => typeof message === "string")).toEqual([]);
  });

  it("renders a message with values in Lithuanian without a compiler", async () => {
    const catalog: Messages = await loadAppCatalog("lt");
    const i18n = setupI18n();
    // As in production, where lingui's core sets no compiler.
    i18n.setMessagesCompiler(undefined as never);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      i18n.loadAndActivate({ locale: "lt", messages: catalog });
      // "{from}–{to} of {totalText}" (the data table's range).
      expect(i18n._("+lzqoF", { from: "1", to: "20", totalText: "135" })).toBe("1–20 iš 135");
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
