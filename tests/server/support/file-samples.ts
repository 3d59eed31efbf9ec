/**
 * Small genuine files of every upload type (their magic numbers and, for the zip-based office
 * formats, real containers), and an executable, for the upload content checks.
 */
import { crc32 } from "node:zlib";
import ExcelJS from "exceljs";

const encoder = new TextEncoder();

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

function le(bytes: number, value: number): Uint8Array {
  const out = new Uint8Array(bytes);
  for (let i = 0; i < bytes; i++) out[i] = (value >>> (8 * i)) & 0xff;
  return out;
}

/** A zip archive of stored (uncompressed) entries, in order. */
export function zip(entries: [name: string, content: string][]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const nameBytes = encoder.encode(name);
    const data = encoder.encode(content);
    const crc = crc32(data);
    const common = [le(2, 20), le(2, 0), le(2, 0), le(2, 0), le(2, 0), le(4, crc), le(4, data.length), le(4, data.length), le(2, nameBytes.length), le(2, 0)];
    const local = concat([le(4, 0x04034b50), ...common, nameBytes, data]);
    centrals.push(concat([le(4, 0x02014b50), le(2, 20), ...common, le(2, 0), le(2, 0), le(2, 0), le(4, 0), le(4, offset), nameBytes]));
    locals.push(local);
    offset += local.byteLength;
  }
  const directory = concat(centrals);
  const end = concat([le(4, 0x06054b50), le(2, 0), le(2, 0), le(2, entries.length), le(2, entries.length), le(4, directory.byteLength), le(4, offset), le(2, 0)]);
  return concat([...locals, directory, end]);
}

function openXml(main: string, part: string): Uint8Array {
  const types = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${part}" ContentType="${main}"/></Types>`;
  return zip([
    ["[Content_Types].xml", types],
    [part, `<?xml version="1.0" encoding="UTF-8"?><document/>`],
  ]);
}

const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, "base64"));

export const SAMPLES = {
  pdf: encoder.encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n"),
  png: fromBase64("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  jpg: concat([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), encoder.encode("JFIF\0"), new Uint8Array(32), new Uint8Array([0xff, 0xd9])]),
  /** OLE compound file: the container of .doc, .xls and .ppt. */
  cfb: concat([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), new Uint8Array(504)]),
  mp3: concat([encoder.encode("ID3"), new Uint8Array([3, 0, 0, 0, 0, 0, 0]), new Uint8Array([0xff, 0xfb, 0x90, 0x64]), new Uint8Array(64)]),
  docx: openXml("application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml", "word/document.xml"),
  pptx: openXml("application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml", "ppt/presentation.xml"),
  /** ADOC (Lithuanian signed document): a zip container with its own mimetype entry. */
  adoc: zip([
    ["mimetype", "application/vnd.lt.archyvai.adoc-2008"],
    ["META-INF/manifest.xml", "<manifest/>"],
  ]),
  /** A Windows executable (MZ header and PE signature). */
  exe: concat([encoder.encode("MZ"), new Uint8Array(58), le(4, 64), encoder.encode("PE\0\0"), new Uint8Array(128)]),
} as const;

/** A genuine .xlsx, as the office's own exports write them. */
export async function xlsxSample(): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet("Sheet").addRow(["genuine", 1]);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** Genuine content for a file of the given extension (any case). */
export async function sampleFor(extension: string): Promise<Uint8Array> {
  const ext = extension.toLowerCase();
  if (ext === "xlsx") return xlsxSample();
  if (ext === "doc" || ext === "xls" || ext === "ppt") return SAMPLES.cfb;
  if (ext === "jpeg" || ext === "pjpeg") return SAMPLES.jpg;
  if (ext === "mpeg") return SAMPLES.mp3;
  const sample = (SAMPLES as Record<string, Uint8Array>)[ext];
  if (!sample) throw new Error(`No sample for .${ext}`);
  return sample;
}
