/**
 * The one text-search rule of decision 82, shared by the reference server (its index and its
 * queries) and the app (offline search): a query matches when its folded form is a substring of
 * the folded text. Folding lower-cases, removes accents (every combining mark after Unicode
 * canonical decomposition, so the Lithuanian ą č ę ė į š ų ū ž become a c e e i s u u z) and
 * folds every run of white space to one space. Queries shorter than 3 characters once folded
 * search nothing. Pure and import-free: the server imports it from `src/`.
 */

export const SEARCH_MIN_LENGTH = 3;

const COMBINING_MARKS = /\p{M}+/gu;
const WHITE_SPACE = /\s+/gu;

export function foldForSearch(text: string): string {
  return text.normalize("NFD").replace(COMBINING_MARKS, "").toLowerCase().normalize("NFC").replace(WHITE_SPACE, " ").trim();
}

/** The folded query to look for, or null when it is shorter than the rule's minimum. */
export function searchNeedle(query: string | null | undefined): string | null {
  const needle = foldForSearch(query ?? "");
  return needle.length >= SEARCH_MIN_LENGTH ? needle : null;
}

/** Whether the folded text holds the folded query (both from this module). */
export function foldedMatch(foldedText: string, needle: string): boolean {
  return foldedText.includes(needle);
}
