/**
 * The app's Chakra system (src/app/theme.ts) leaves out the colour palettes the app never uses
 * and the dark mode it does not have (fewer tokens for createSystem on every start):
 * the palettes in use keep their tokens, semantic tokens keep their light value, and no source
 * file asks for a palette that was left out.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buttonRecipe, dialogSlotRecipe } from "@chakra-ui/react/theme";
import { getAppSystem } from "@/app/theme";

const LEFT_OUT = ["teal", "cyan", "pink", "yellow"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the app's design system", () => {
  it("has the palettes in use, with their semantic tokens, and none of those left out", () => {
    const system = getAppSystem();
    for (const palette of ["brand", "gray", "red", "orange", "green", "blue", "purple"]) {
      expect(system.token(`colors.${palette}.600`, "missing")).not.toBe("missing");
      expect(system.token(`colors.${palette}.solid`, "missing")).not.toBe("missing");
    }
    for (const palette of LEFT_OUT) expect(system.token(`colors.${palette}.500`, "missing")).toBe("missing");
  });

  it("keeps the light value of a semantic token, with no dark variant", () => {
    const bg = getAppSystem().tokens.getByName("colors.bg");
    expect(bg?.value).toBe("var(--chakra-colors-white)");
    expect(Object.keys(bg?.extensions.conditions ?? {})).toEqual(["base"]);
  });

  it("is never asked for a palette it left out", () => {
    const theme = join(process.cwd(), "src", "app", "theme.ts");
    const asked = sourceFiles(join(process.cwd(), "src")).filter((file) =>
      file !== theme &&
      LEFT_OUT.some((palette) => new RegExp(`["'\`]${palette}["'\`.]`).test(readFileSync(file, "utf8"))),
    );
    expect(asked).toEqual([]);
  });

  it("gives no element variables of its own, and never uses the utilities those were for", () => {
    const globalCss = getAppSystem()._config.globalCss as Record<string, Record<string, unknown>>;
    expect(Object.keys(globalCss["*"] ?? {}).filter((name) => name.startsWith("--"))).toEqual([]);
    // What the reset reads is inherited from the root.
    expect(Object.keys(globalCss.html ?? {})).toEqual(expect.arrayContaining(["--global-font-mono", "--global-font-body", "--global-color-border"]));
    const composed = /\b(filter|backdropFilter)=["{]*["'`]auto|\bring(Color|Offset|OffsetColor|Inset)?[=:]/;
    const users = sourceFiles(join(process.cwd(), "src")).filter((file) => composed.test(readFileSync(file, "utf8")));
    expect(users).toEqual([]);
  });

  it("finds its recipes, which join it after createSystem, and styles with them", () => {
    const system = getAppSystem();
    expect(system.isRecipe("button")).toBe(true);
    expect(system.getRecipe("button")).toBe(buttonRecipe);
    expect(system.isSlotRecipe("dialog")).toBe(true);
    expect(system.getSlotRecipe("dialog")).toBe(dialogSlotRecipe);
    // Resolved through the system's tokens, in the recipes' layer.
    const button = system.getRecipeFn("button")({ size: "sm" }) as Record<string, Record<string, unknown>>;
    expect(button["@layer recipes"]).toMatchObject({ display: "inline-flex", background: "var(--chakra-colors-color-palette-solid)" });
    const dialog = system.getSlotRecipeFn("dialog")({ size: "md" }) as Record<string, Record<string, Record<string, unknown>>>;
    expect(dialog.content?.["@layer recipes"]).toMatchObject({ maxWidth: "var(--chakra-sizes-lg)" });
  });
});
