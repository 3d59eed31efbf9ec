/**
 * Every server-literal key the app's code names (dotted keys such as `no.correspondence`
 * or `something.went.wrong`) exists in both literal files of the reference server, so no
 * user ever sees a bare key. Keys built at run time (e.g. `app.status.${status}`) are
 * covered by the server's own literal tests against the contract.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../server/content/literals/en.json";
import lt from "../../server/content/literals/lt.json";

const ROOT = join(__dirname, "../..");
const DOTTED = String.raw`([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9-]+)+)`;
/** Keys passed to the translators, the error dialog or notifications. */
const CALL = new RegExp(String.raw`\b(?:tk|translateKey|translateKeys|showError|toShownError)\(\s*["'\`]` + DOTTED + `["'\`]`, "g");
const MESSAGE = new RegExp(String.raw`\bmessage:\s*["'\`]` + DOTTED + `["'\`]`, "g");
/** Client validation modules name their error keys as plain strings. */
const RULE_VALUE = new RegExp(String.raw`["']` + DOTTED + `["']`, "g");
/** Nested form field paths (`legalAddress.city`) in rules modules are not keys: camelCase heads. */
const isFieldPath = (value: string) => /^[a-z]+[A-Z]/.test(value);
const isRulesModule = (file: string) => /(rules|validation)[^/]*\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "locales" ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith(".gen.ts") ? [path] : [];
  });
}

describe("server literal coverage", () => {
  const used = new Map<string, string>();
  for (const file of sourceFiles(join(ROOT, "src"))) {
    const text = readFileSync(file, "utf8");
    const patterns = isRulesModule(file) ? [CALL, MESSAGE, RULE_VALUE] : [CALL, MESSAGE];
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        const key = match[1] as string;
        if (pattern === RULE_VALUE && isFieldPath(key)) continue;
        used.set(key, relative(ROOT, file));
      }
    }
  }

  it("finds keys in the code (the scan works)", () => {
    expect(used.has("something.went.wrong")).toBe(true);
    expect(used.has("required.field")).toBe(true);
  });

  it.each([
    ["en", en as Record<string, string>],
    ["lt", lt as Record<string, string>],
  ])("every key the code names is in %s.json", (_lang, literals) => {
    const missing = [...used].filter(([key]) => !(key in literals)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});
