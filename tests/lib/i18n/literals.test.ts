import { describe, expect, it } from "vitest";
import { hasLiteral, i18n, loadLiterals, translateKey, translateKeys } from "@/lib/i18n";

describe("server literals", () => {
  it("translate keys of the active language and fill placeholders", async () => {
    await loadLiterals("en", { "something.went.wrong": "Something went wrong.", "hello.user": "Hello {name}!" });
    i18n.activate("en");
    expect(translateKey("something.went.wrong")).toBe("Something went wrong.");
    expect(translateKey("hello.user", { name: "Ona" })).toBe("Hello Ona!");
    expect(hasLiteral("hello.user")).toBe(true);
  });

  it("fall back to the key itself", async () => {
    i18n.activate("en");
    expect(translateKey("no.such.key")).toBe("no.such.key");
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
      "unknown.key",
    ]);
  });
});
