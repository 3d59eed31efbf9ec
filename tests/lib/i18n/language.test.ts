import { describe, expect, it } from "vitest";
import { LANGUAGE_STORAGE_KEY, chooseLanguage, readStoredLanguage, storeLanguage } from "@/lib/i18n";

describe("chooseLanguage", () => {
  it("takes the stored language when it is supported", () => {
    expect(chooseLanguage({ stored: "en", supported: ["lt", "en"] })).toBe("en");
  });

  it("takes the first supported language when the stored one is not supported or missing", () => {
    expect(chooseLanguage({ stored: "de", supported: ["lt", "en"] })).toBe("lt");
    expect(chooseLanguage({ stored: null, supported: ["lt", "en"] })).toBe("lt");
  });

  it("falls back to en without supported languages", () => {
    expect(chooseLanguage({ stored: null, supported: [] })).toBe("en");
    expect(chooseLanguage({ stored: "de", supported: undefined })).toBe("en");
  });

  it("trusts a stored app language while the globals are unknown", () => {
    expect(chooseLanguage({ stored: "lt", supported: undefined })).toBe("lt");
  });
});

describe("stored language", () => {
  it("lives in localStorage under ipo.language", () => {
    expect(readStoredLanguage()).toBeNull();
    storeLanguage("en");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
    expect(LANGUAGE_STORAGE_KEY).toBe("ipo.language");
    expect(readStoredLanguage()).toBe("en");
  });
});
