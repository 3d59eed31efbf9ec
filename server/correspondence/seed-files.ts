/**
 * Small real files for the seeded attachments, made once per process: text PDFs (pdf-lib through
 * renderTextPdf, fixed creation date) and PNG images (RGB, deflated with node:zlib).
 */
import { deflateSync } from "node:zlib";
import { renderTextPdf } from "../lib/text-pdf";

export interface SeedFile {
  name: string;
  bytes: Uint8Array;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG whose pixels come from `pixel(x, y)`. */
export function png(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Uint8Array {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, RGB, deflate, no filter set, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(raw)), chunk("IEND", new Uint8Array())]),
  );
}

const FIXED_DATE = new Date(Date.UTC(2026, 0, 2, 9, 0, 0));

function document(title: string, paragraphs: string[]): Promise<Uint8Array> {
  return renderTextPdf({
    title,
    fields: [["Valstybinis patentų biuras", "Kalvarijų g. 3, LT-09310 Vilnius"]],
    sections: paragraphs.map((text) => ({ heading: null, text })),
    createdAt: FIXED_DATE,
    author: "Valstybinis patentų biuras",
  });
}

async function makeFiles(): Promise<{ office: SeedFile[]; user: SeedFile[] }> {
  const [report, decision, payment, certificate, answer, authorisation] = await Promise.all([
    document("Ekspertizės ataskaita", [
      "Paraiškos ekspertizė atlikta. Nustatyti trūkumai išvardyti žemiau.",
      "1. Prekių ir paslaugų sąrašas per platus.\n2. Trūksta pareiškėjo parašo.",
    ]),
    document("Sprendimas dėl registracijos", ["Biuras nusprendė registruoti žymenį. Sprendimas įsigalioja paskelbus."]),
    document("Mokėjimo pranešimas", ["Mokėtina suma: 150,00 EUR.", "Mokėjimo paskirtis: registracijos mokestis."]),
    document("Registracijos liudijimas", ["Liudijimas išduotas registruotam dizainui. Galioja penkerius metus."]),
    document("Atsakymo priedas", ["Pareiškėjo paaiškinimai dėl ekspertizės pastabų.", "Pridedami patikslinti dokumentai."]),
    document("Įgaliojimas", ["Įgaliojame atstovą veikti mūsų vardu Valstybiniame patentų biure."]),
  ]);
  const logo = png(64, 64, (x, y) => {
    const inside = (x - 32) ** 2 + (y - 32) ** 2 < 26 ** 2;
    return inside ? [20 + x * 2, 90, 160 + y] : [245, 245, 240];
  });
  const drawing = png(120, 80, (x, y) => (Math.abs(y - 40) < 2 || Math.abs(x - 60) < 2 ? [30, 30, 30] : [255, 255, 255]));
  return {
    office: [
      { name: "Ekspertizės ataskaita.pdf", bytes: report },
      { name: "Sprendimas dėl registracijos.pdf", bytes: decision },
      { name: "Mokėjimo pranešimas.pdf", bytes: payment },
      { name: "Registracijos liudijimas.pdf", bytes: certificate },
      { name: "Prekių ženklo vaizdas.png", bytes: logo },
      { name: "Dizaino brėžinys.PNG", bytes: drawing },
    ],
    user: [
      { name: "Atsakymo priedas.pdf", bytes: answer },
      { name: "Įgaliojimas.pdf", bytes: authorisation },
      { name: "Patikslintas vaizdas.png", bytes: logo },
    ],
  };
}

let files: Promise<{ office: SeedFile[]; user: SeedFile[] }> | undefined;

/** The seed's attachment files (office letters' and the user's), built on first use. */
export function seedFiles(): Promise<{ office: SeedFile[]; user: SeedFile[] }> {
  files ??= makeFiles();
  return files;
}
