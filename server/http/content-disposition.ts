/**
 * `Content-Disposition` of file downloads (contract header): `attachment; filename="<ascii>";
 * filename*=UTF-8''<percent-encoded>` (RFC 6266 / RFC 8187), `inline; …` for a file asked for
 * inline (decision 87). The ASCII fallback drops diacritics
 * and replaces anything else outside printable ASCII, quotes and backslashes with `_`.
 */

/** The name without diacritics, printable ASCII only, safe inside a quoted string. */
export function asciiFileName(name: string): string {
  const folded = name.normalize("NFKD").replace(/\p{M}/gu, "");
  const ascii = folded.replace(/[^\x20-\x7e]|["\\]/g, "_").trim();
  return ascii === "" ? "download" : ascii;
}

/** RFC 8187 value-chars: encodeURIComponent leaves `'()*!` alone, which attr-char does not allow (except `!`). */
function encodeExtValue(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function contentDisposition(fileName: string, disposition: "attachment" | "inline" = "attachment"): string {
  const clean = fileName.replace(/[\r\n]/g, " ");
  return `${disposition}; filename="${asciiFileName(clean)}"; filename*=UTF-8''${encodeExtValue(clean)}`;
}
