import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { webManifest } from "@/lib/pwa/manifest";

const PUBLIC = join(process.cwd(), "public");

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const buf = readFileSync(file);
  expect(buf.subarray(0, 8).toString("hex"), `${file} is a PNG`).toBe("89504e470d0a1a0a");
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

describe("web app manifest", () => {
  it("has the installability basics", () => {
    expect(webManifest).toMatchObject({
      name: "IP Office User Area",
      short_name: "IPO Area",
      lang: "lt",
      start_url: "/",
      scope: "/",
      display: "standalone",
    });
    expect(webManifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(webManifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("lists 192 and 512 icons for any purpose and a 512 maskable one", () => {
    const icons = (webManifest.icons ?? []).map((i) => `${i.sizes} ${i.purpose}`);
    expect(icons).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  });

  it("has inbox and cart shortcuts with 96 px icons", () => {
    const shortcuts = webManifest.shortcuts ?? [];
    expect(shortcuts.map((s) => s.url)).toEqual(["/correspondence", "/payments/shopping-cart"]);
    for (const s of shortcuts) expect(s.icons?.map((i) => i.sizes)).toEqual(["96x96"]);
  });

  it("every icon exists in public/ with the declared size", () => {
    const all = [...(webManifest.icons ?? []), ...(webManifest.shortcuts ?? []).flatMap((s) => s.icons ?? [])];
    expect(all.length).toBeGreaterThan(0);
    for (const icon of all) {
      const [w, h] = icon.sizes!.split("x").map(Number);
      expect(pngSize(join(PUBLIC, icon.src))).toEqual({ width: w, height: h });
    }
  });

  it("ships a favicon and robots.txt", () => {
    expect(readFileSync(join(PUBLIC, "favicon.svg"), "utf8")).toContain("<svg");
    expect(readFileSync(join(PUBLIC, "robots.txt"), "utf8")).toMatch(/User-agent:/);
  });
});
