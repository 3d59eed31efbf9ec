/**
 * Plain-text PDF documents with pdf-lib: A4, Helvetica, a title, label/value fields and text
 * sections, wrapped and paginated, with "page / pages" footers. The standard PDF fonts encode
 * WinAnsi only, so letters outside it lose their diacritics (ą → a, ė → e; š and ž stay) and any
 * other character prints as "?". Output is deterministic for a fixed `createdAt`.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

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

/** Replaces what the font cannot encode: first without diacritics, else "?". */
function folder(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  const ok = (ch: string) => supported.has(ch.codePointAt(0) ?? 0);
  return (text) =>
    Array.from(text.replace(/\t/g, " ").replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ""))
      .map((ch) => {
        if (ok(ch)) return ch;
        const plain = ch.normalize("NFKD").replace(/\p{M}/gu, "");
        return plain !== "" && Array.from(plain).every(ok) ? plain : "?";
      })
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
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const fold = folder(regular);
  pdf.setTitle(fold(doc.title));
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

  write(wrapText(fold(doc.title), bold, 16, WIDTH), MARGIN, bold, 16, 21);
  y -= 10;
  for (const [label, value] of doc.fields) {
    const values = wrapText(fold(value), regular, SIZE, WIDTH - LABEL_WIDTH);
    room(LEADING);
    page.drawText(fold(label), { x: MARGIN, y: y - LEADING, size: SIZE, font: bold });
    write(values, MARGIN + LABEL_WIDTH, regular, SIZE, LEADING);
  }
  for (const section of doc.sections) {
    y -= 12;
    if (section.heading) write([fold(section.heading)], MARGIN, bold, 12, 18);
    write(wrapText(fold(section.text), regular, SIZE, WIDTH), MARGIN, regular, SIZE, LEADING);
  }

  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const text = `${i + 1} / ${pages.length}`;
    p.drawText(text, { x: PAGE[0] - MARGIN - regular.widthOfTextAtSize(text, 8), y: MARGIN / 2, size: 8, font: regular, color: GREY });
  });
  return pdf.save();
}
