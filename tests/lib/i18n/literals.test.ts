import { describe, expect, it } from "vitest";
import { hasLiteral, i18n, loadLiterals, readableKey, registerOptionLabels, resetLiterals, translateKey, translateKeys } from "@/lib/i18n";

describe("server literals", () => {
  it("translate keys of the active language and fill placeholders", async () => {
    await loadLiterals("en", { "something.went.wrong": "Something went wrong.", "hello.user": "Hello {name}!" });
    i18n.activate("en");
    expect(translateKey("something.went.wrong")).toBe("Something went wrong.");
    expect(translateKey("hello.user", { name: "Ona" })).toBe("Hello Ona!");
    expect(hasLiteral("hello.user")).toBe(true);
  });

  it("fall back to readable text, never a dotted key (decision 39)", async () => {
    i18n.activate("en");
    expect(translateKey("no.such.key")).toBe("No such key");
    expect(translateKey("dossier.type.TRADEMARK")).toBe("Trademark");
    expect(translateKey("correspondence.status.NEW")).toBe("New");
    expect(translateKey("app.form.Word")).toBe("Word");
    expect(translateKey("app.status.WAITING_FOR_PAYMENT")).toBe("Waiting for payment");
    expect(translateKey("app.form.TM_NATIONAL")).toBe("TM national");
    expect(translateKey("Renewal of a trademark")).toBe("Renewal of a trademark");
    expect(readableKey("  ")).toBe("");
  });

  it("use the filter option's label for a value the office does not translate", async () => {
    resetLiterals();
    await loadLiterals("lt", { "category.trademark": "Prekių ženklai" });
    i18n.activate("lt");
    registerOptionLabels("dossier.type.", [
      { key: "TRADEMARK", label: "category.trademark" },
      { key: "DESIGN", label: "Dizainai" },
      { key: "PATENT", label: "dossier.type.PATENT" },
    ]);
    // The option's label is a key the office translates, plain text, or the same untranslated key.
    expect(translateKey("dossier.type.TRADEMARK")).toBe("Prekių ženklai");
    expect(translateKey("dossier.type.DESIGN")).toBe("Dizainai");
    expect(translateKey("dossier.type.PATENT")).toBe("Patent");
    resetLiterals();
  });

  it("do not collide with app message ids", async () => {
    i18n.load("en", { Dashboard: "App dashboard" });
    await loadLiterals("en", { Dashboard: "Server dashboard" });
    i18n.activate("en");
    expect(i18n._("Dashboard")).toBe("App dashboard");
    expect(translateKey("Dashboard")).toBe("Server dashboard");
  });

  it("translate comma-separated descriptions key by key", async () => {
    await loadLiterals("lt", { "required.field": "Privalomas laukas.", "invalid.email.format": "Neteisingas el. paštas." });
    i18n.activate("lt");
    expect(translateKeys("required.field, invalid.email.format,unknown.key")).toEqual([
      "Privalomas laukas.",
      "Neteisingas el. paštas.",
      "Unknown key",
    ]);
  });
});
