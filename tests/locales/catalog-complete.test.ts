/**
 * The Lithuanian lingui catalog translates every message of the English one, with the same
 * placeholders, so no Lithuanian user sees English text or a broken sentence. (The build
 * extracts before compiling, so a new message without a translation fails here first.)
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const LOCALES = join(__dirname, "../../src/locales");

/** msgid → msgstr of a PO file (single-line entries, as lingui writes them). */
function readCatalog(language: string): Map<string, string> {
  const entries = new Map<string, string>();
  let msgid: string | null = null;
  for (const line of readFileSync(join(LOCALES, language, "messages.po"), "utf8").split("\n")) {
    const id = /^msgid (".*")$/.exec(line)?.[1];
    if (id !== undefined) msgid = JSON.parse(id) as string;
    const str = /^msgstr (".*")$/.exec(line)?.[1];
    if (str !== undefined && msgid) {
      entries.set(msgid, JSON.parse(str) as string);
      msgid = null;
    }
  }
  return entries;
}

// The names (`{name}`, `{0, plural, …}`), each once: a plural repeats them in each of its forms,
// and Lithuanian has four (one, few, many, other) where English has two.
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\s*[},]/g)].map((m) => m[1]))].sort();

describe("lingui catalogs", () => {
  const en = readCatalog("en");
  const lt = readCatalog("lt");

  it("has messages to check", () => {
    expect(en.size).toBeGreaterThan(100);
  });

  it("translates every message into Lithuanian", () => {
    const missing = [...en.keys()].filter((id) => !lt.get(id));
    expect(missing).toEqual([]);
  });

  it("keeps the placeholders of every message", () => {
    const broken = [...lt].filter(([id, text]) => text && placeholders(id).join() !== placeholders(text).join()).map(([id]) => id);
    expect(broken).toEqual([]);
  });
});
