/**
 * Plain-text PDF documents with pdf-lib: A4, a title, label/value fields and text sections,
 * wrapped and paginated, with "page / pages" footers. Text is set in DejaVu Sans (embedded and
 * subset through fontkit), which covers Lithuanian. Output is deterministic for a fixed `createdAt`.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";

export interface TextPdfSection {
  heading: string | null;
  text: string;
}

export interface TextPdf {
  title: string;
  fields: [label: string, value: string][];
  sections: TextPdfSection[];
  createdAt: Date;
  /** Document author and producer metadata. */
  author?: string;
}

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = PAGE[0] - 2 * MARGIN;
const LABEL_WIDTH = 150;
const SIZE = 10.5;
const LEADING = 14.5;
const GREY = rgb(0.35, 0.35, 0.35);

const require = createRequire(import.meta.url);
let fontFiles: { regular: Uint8Array; bold: Uint8Array } | undefined;

function fonts(): { regular: Uint8Array; bold: Uint8Array } {
  fontFiles ??= {
    regular: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    bold: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  };
  return fontFiles;
}

/** Tabs as spaces, other control characters dropped (the font has no glyphs for them). */
function printable(text: string): string {
  return Array.from(text.replace(/\t/g, " "))
    .filter((ch) => ch === "\n" || ch >= " ")
    .filter((ch) => ch !== "\u007f")
    .join("");
}

/** Lines of at most `width` points: words wrapped, words longer than a line broken. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(" ").filter((w) => w !== "")) {
      const candidate = line === "" ? word : `${line} ${word}`;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line !== "") lines.push(line);
      line = "";
      let rest = word;
      while (!fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

export async function renderTextPdf(doc: TextPdf): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(fonts().regular, { subset: true });
  const bold = await pdf.embedFont(fonts().bold, { subset: true });
  pdf.setTitle(printable(doc.title));
  pdf.setAuthor(doc.author ?? "");
  pdf.setProducer("ipo-user-area");
  pdf.setCreator("ipo-user-area");
  pdf.setCreationDate(doc.createdAt);
  pdf.setModificationDate(doc.createdAt);

  let page: PDFPage = pdf.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const room = (height: number) => {
    if (y - height >= MARGIN + 20) return;
    page = pdf.addPage(PAGE);
    y = PAGE[1] - MARGIN;
  };
  const write = (lines: string[], x: number, font: PDFFont, size: number, leading: number) => {
    for (const line of lines) {
      room(leading);
      y -= leading;
      if (line !== "") page.drawText(line, { x, y, size, font });
    }
  };

  write(wrapText(printable(doc.title), bold, 16, WIDTH), MARGIN, bold, 16, 21);
  y -= 10;
  for (const [label, value] of doc.fields) {
    const values = wrapText(printable(value), regular, SIZE, WIDTH - LABEL_WIDTH);
    room(LEADING);
    page.drawText(printable(label), { x: MARGIN, y: y - LEADING, size: SIZE, font: bold });
    write(values, MARGIN + LABEL_WIDTH, regular, SIZE, LEADING);
  }
  for (const section of doc.sections) {
    y -= 12;
    if (section.heading) write([printable(section.heading)], MARGIN, bold, 12, 18);
    write(wrapText(printable(section.text), regular, SIZE, WIDTH), MARGIN, regular, SIZE, LEADING);
  }

  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const text = `${i + 1} / ${pages.length}`;
    p.drawText(text, { x: PAGE[0] - MARGIN - regular.widthOfTextAtSize(text, 8), y: MARGIN / 2, size: 8, font: regular, color: GREY });
  });
  return pdf.save();
}
