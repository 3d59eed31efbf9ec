/**
 * Small real files for the seeded attachments: PDFs and PNGs committed in `fixtures/` (made by
 * fixtures/make-fixtures.ts), read once per process, under the names the demo inbox shows.
 */
import { readFileSync } from "node:fs";

export interface SeedFile {
  name: string;
  bytes: Uint8Array;
}

export interface SeedFiles {
  /** Files of office letters. */
  office: SeedFile[];
  /** Files of the user's letters, replies and drafts. */
  user: SeedFile[];
}

function fixture(name: string, file: string): SeedFile {
  return { name, bytes: new Uint8Array(readFileSync(new URL(`fixtures/${file}`, import.meta.url))) };
}

let files: SeedFiles | undefined;

export function seedFiles(): SeedFiles {
  files ??= {
    office: [
      fixture("Ekspertizės ataskaita.pdf", "ekspertizes-ataskaita.pdf"),
      fixture("Sprendimas dėl registracijos.pdf", "sprendimas.pdf"),
      fixture("Mokėjimo pranešimas.pdf", "mokejimo-pranesimas.pdf"),
      fixture("Registracijos liudijimas.pdf", "registracijos-liudijimas.pdf"),
      fixture("Prekių ženklo vaizdas.png", "logo.png"),
      fixture("Dizaino brėžinys.PNG", "drawing.png"),
    ],
    user: [
      fixture("Atsakymo priedas.pdf", "atsakymo-priedas.pdf"),
      fixture("Įgaliojimas.pdf", "igaliojimas.pdf"),
      fixture("Patikslintas vaizdas.png", "logo.png"),
    ],
  };
  return files;
}
