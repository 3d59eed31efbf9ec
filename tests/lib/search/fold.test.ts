/** Decision 82's rule in the app: the shared table of cases against the shared fold module. */
import { describe, expect, it } from "vitest";
import { htmlToText } from "@/lib/html/text";
import { foldedMatch, foldForSearch, searchNeedle } from "@/lib/search/fold";
import { SEARCH_CASES } from "./fold-cases";

describe("search fold rule", () => {
  it.each(SEARCH_CASES.map((c) => [c.query, c.text, c.found] as const))("%s in %s: found %s", (query, text, found) => {
    const needle = searchNeedle(query);
    expect(needle).not.toBeNull();
    expect(foldedMatch(foldForSearch(htmlToText(text)), needle as string)).toBe(found);
  });

  it("folds every Lithuanian letter to its base letter, both cases", () => {
    expect(foldForSearch("ĄČĘĖĮŠŲŪŽ ąčęėįšųūž")).toBe("aceeisuuz aceeisuuz");
  });

  it("searches nothing below 3 characters and folds white space", () => {
    expect(searchNeedle("  Že ")).toBeNull();
    expect(searchNeedle(" Prekių\n\tženklas ")).toBe("prekiu zenklas");
  });
});
