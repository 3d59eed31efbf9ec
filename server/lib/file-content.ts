/**
 * Uploaded files checked by what they are, not by what they are called: the name must be a plain
 * file name (no control characters such as `evil.exe\0.pdf`, no path separators), and the type
 * detected from the bytes (file-type, magic numbers and container contents) must be one that the
 * name's extension stands for. Office formats: DOC/XLS/PPT are OLE compound files (`cfb`),
 * DOCX/XLSX/PPTX zip containers recognised by their parts; ADOC (the Lithuanian signed document)
 * is a zip container. An extension without a rule here is refused.
 */
import { fileTypeFromBuffer } from "file-type";

/** Extension (lower case) → the types file-type may detect for it. */
export const CONTENT_TYPES: Readonly<Record<string, readonly string[]>> = {
  pdf: ["pdf"],
  doc: ["cfb"],
  xls: ["cfb"],
  ppt: ["cfb"],
  docx: ["docx"],
  xlsx: ["xlsx"],
  pptx: ["pptx"],
  jpg: ["jpg"],
  jpeg: ["jpg"],
  pjpeg: ["jpg"],
  png: ["png"],
  mp3: ["mp3"],
  mpeg: ["mp3", "mp2", "mpg"],
  adoc: ["zip"],
};

/** C0 and C1 control characters and DEL. */
function isControl(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

/** A name a file may be stored and offered for download under: no control characters, no path separators. */
export function isPlainFileName(name: string): boolean {
  if (name.trim() === "") return false;
  for (const char of name) {
    if (isControl(char.codePointAt(0) ?? 0) || char === "/" || char === "\\") return false;
  }
  return true;
}

/** The lower-case extension after the last dot, or "" when there is none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : "";
}

/**
 * Whether `name` is a plain file name whose extension is in `allowed` (lower case) and whose
 * bytes are of a type that extension stands for.
 */
export async function isAllowedFile(name: string, bytes: Uint8Array, allowed: ReadonlySet<string>): Promise<boolean> {
  const extension = extensionOf(name);
  if (!isPlainFileName(name) || !allowed.has(extension)) return false;
  const expected = CONTENT_TYPES[extension];
  if (!expected) return false;
  const detected = await fileTypeFromBuffer(bytes);
  return detected !== undefined && expected.includes(detected.ext);
}
