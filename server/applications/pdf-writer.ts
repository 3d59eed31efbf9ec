/**
 * A small layout layer over pdf-lib for the server's PDF files (receipts, invoices, list exports):
 * A4 pages, headings, label/value lines and paged tables with repeated headers, wrapped text.
 * Text is set in DejaVu Sans (embedded and subset through fontkit), which covers Lithuanian.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";

const require = createRequire(import.meta.url);
let fontFiles: { regular: Uint8Array; bold: Uint8Array } | undefined;

function fonts(): { regular: Uint8Array; bold: Uint8Array } {
  fontFiles ??= {
    regular: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    bold: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  };
  return fontFiles;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const GREY = rgb(0.42, 0.42, 0.42);
const RULE = rgb(0.8, 0.8, 0.8);
const HEADER_FILL = rgb(0.92, 0.94, 0.97);

export interface PdfMeta {
  title: string;
  subject?: string;
  keywords?: string[];
  landscape?: boolean;
}

/** Splits text into lines no wider than `width`, breaking long words; at most `maxLines` (last one cut with "…"). */
export function wrapText(text: string, font: PDFFont, size: number, width: number, maxLines = Infinity): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let current = "";
  for (const word of text.replace(/\s+/g, " ").trim().split(" ")) {
    const candidate = current === "" ? word : `${current} ${word}`;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current !== "") lines.push(current);
    current = word;
    while (!fits(current) && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && !fits(current.slice(0, cut))) cut--;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current !== "") lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1] ?? ""}…`;
  while (!fits(last) && last.length > 1) last = `${last.slice(0, -2)}…`;
  kept[maxLines - 1] = last;
  return kept;
}

export class PdfWriter {
  private page: PDFPage;
  private y: number;

  private constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly size: [number, number],
  ) {
    this.page = doc.addPage(size);
    this.y = size[1] - MARGIN;
  }

  static async create(meta: PdfMeta, now: Date): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const files = fonts();
    const regular = await doc.embedFont(files.regular, { subset: true });
    const bold = await doc.embedFont(files.bold, { subset: true });
    doc.setTitle(meta.title);
    if (meta.subject) doc.setSubject(meta.subject);
    if (meta.keywords) doc.setKeywords(meta.keywords);
    doc.setProducer("IPO user area reference server (pdf-lib)");
    doc.setCreationDate(now);
    doc.setModificationDate(now);
    return new PdfWriter(doc, regular, bold, meta.landscape ? [A4[1], A4[0]] : A4);
  }

  get contentWidth(): number {
    return this.size[0] - 2 * MARGIN;
  }

  private ensure(height: number): boolean {
    if (this.y - height >= MARGIN) return false;
    this.page = this.doc.addPage(this.size);
    this.y = this.size[1] - MARGIN;
    return true;
  }

  private draw(text: string, x: number, size: number, font: PDFFont, color = rgb(0, 0, 0)): void {
    this.page.drawText(text, { x, y: this.y - size, size, font, color });
  }

  heading(text: string, size = 16): this {
    for (const line of wrapText(text, this.bold, size, this.contentWidth)) {
      this.ensure(size * 1.4);
      this.draw(line, MARGIN, size, this.bold);
      this.y -= size * 1.4;
    }
    this.y -= 4;
    return this;
  }

  note(text: string, size = 9): this {
    for (const line of wrapText(text, this.regular, size, this.contentWidth)) {
      this.ensure(size * 1.4);
      this.draw(line, MARGIN, size, this.regular, GREY);
      this.y -= size * 1.4;
    }
    return this;
  }

  gap(points = 8): this {
    this.y -= points;
    return this;
  }

  /** A label/value line; null or empty values are skipped. */
  field(label: string, value: string | null | undefined, size = 10.5): this {
    if (value === null || value === undefined || value === "") return this;
    const labelWidth = 170;
    const labels = wrapText(label, this.bold, size, labelWidth - 10);
    const lines = wrapText(value, this.regular, size, this.contentWidth - labelWidth);
    const leading = size * 1.45;
    this.ensure(Math.max(labels.length, lines.length) * leading);
    const top = this.y;
    labels.forEach((text, i) => this.page.drawText(text, { x: MARGIN, y: top - size - i * leading, size, font: this.bold }));
    lines.forEach((text, i) => this.page.drawText(text, { x: MARGIN + labelWidth, y: top - size - i * leading, size, font: this.regular }));
    this.y = top - Math.max(labels.length, lines.length) * leading;
    return this;
  }

  /** A table with equal column widths, wrapped cells (3 lines at most) and the header repeated on each page. */
  table(headers: string[], rows: string[][], size = 8): this {
    if (headers.length === 0) return this;
    const width = this.contentWidth / headers.length;
    const lineHeight = size * 1.3;
    const pad = 3;
    const drawRow = (cells: string[], font: PDFFont, fill: boolean) => {
      const wrapped = cells.map((cell) => wrapText(cell, font, size, width - 2 * pad, 3));
      const height = Math.max(1, ...wrapped.map((l) => l.length)) * lineHeight + 2 * pad;
      if (this.ensure(height) && !fill) drawRow(headers, this.bold, true);
      const top = this.y;
      if (fill) this.page.drawRectangle({ x: MARGIN, y: top - height, width: this.contentWidth, height, color: HEADER_FILL });
      wrapped.forEach((lines, column) => {
        lines.forEach((line, i) => {
          this.page.drawText(line, { x: MARGIN + column * width + pad, y: top - pad - (i + 1) * lineHeight + 2, size, font });
        });
      });
      this.y = top - height;
      this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + this.contentWidth, y: this.y }, thickness: 0.5, color: RULE });
    };
    drawRow(headers, this.bold, true);
    for (const row of rows) drawRow(row, this.regular, false);
    return this;
  }

  async save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
