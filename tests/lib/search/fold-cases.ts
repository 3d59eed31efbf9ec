/**
 * Decision 82's search rule as one table of cases, read by the server's tests (over HTTP, against
 * letters whose subject, body or numbers hold `text`) and by the app's (offline search). A case
 * says whether `query` finds a letter holding `text`.
 */
export interface SearchCase {
  /** Where the letter holds the text. */
  field: "subject" | "body" | "number";
  text: string;
  query: string;
  found: boolean;
}

export const SEARCH_CASES: readonly SearchCase[] = [
  { field: "subject", text: "Prekių ženklo ŽALGIRIS registracija", query: "zenkl", found: true },
  { field: "subject", text: "Prekių ženklo ŽALGIRIS registracija", query: "žalgiris", found: true },
  { field: "subject", text: "Prekių ženklo ŽALGIRIS registracija", query: "ZALGIRIS", found: true },
  { field: "subject", text: "Prekių ženklo ŽALGIRIS registracija", query: "prekiu zenklo", found: true },
  { field: "body", text: "<p>Prašome sumokėti <b>įrašymo</b> mokestį iki termino pabaigos.</p>", query: "irasymo", found: true },
  { field: "body", text: "<p>Prašome sumokėti <b>įrašymo</b> mokestį iki termino pabaigos.</p>", query: "SUMOKETI", found: true },
  { field: "body", text: "<p>Dizaino užsakymas grąžintas: trūksta vaizdų.</p>", query: "grazint", found: true },
  { field: "body", text: "<p>Dizaino užsakymas grąžintas: trūksta vaizdų.</p>", query: "truksta vaizdu", found: true },
  { field: "body", text: "<p>Ūkininkų ąžuolas, šešėlis, čiužinys, ėjimas, įėjimas, ųžė.</p>", query: "ukininku azuolas", found: true },
  { field: "body", text: "<p>Ūkininkų ąžuolas, šešėlis, čiužinys, ėjimas, įėjimas, ųžė.</p>", query: "seselis, ciuzinys", found: true },
  { field: "body", text: "<p>Ūkininkų ąžuolas, šešėlis, čiužinys, ėjimas, įėjimas, ųžė.</p>", query: "iejimas, uze", found: true },
  { field: "body", text: "<p>Notice of refusal of the mark.</p>", query: "Refusal", found: true },
  { field: "body", text: "<p>Notice of refusal of the mark.</p>", query: "refusals", found: false },
  { field: "number", text: "VPB-2026-004711", query: "2026-0047", found: true },
  { field: "number", text: "VPB-2026-004711", query: "vpb-2026", found: true },
  { field: "number", text: "VPB-2026-004711", query: "004712", found: false },
  { field: "subject", text: "Prekių ženklo ŽALGIRIS registracija", query: "zalgiriai", found: false },
];
