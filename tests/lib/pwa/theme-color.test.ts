import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { THEME_COLOR, webManifest } from "@/lib/pwa/manifest";

const read = (path: string) => readFileSync(join(__dirname, "../../..", path), "utf8");

describe("one theme colour", () => {
  it("is the brand colour in the manifest, the page's meta tag, the plain CSS and the theme", () => {
    expect(webManifest.theme_color).toBe(THEME_COLOR);
    expect(read("index.html")).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
    expect(read("src/app/plain.css")).toContain(`--ipo-brand-solid: ${THEME_COLOR};`);
    expect(read("src/app/theme.ts")).toContain(`600: { value: "${THEME_COLOR}" }`);
  });
});
