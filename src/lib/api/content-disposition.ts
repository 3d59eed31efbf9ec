/**
 * File name of a download from its `Content-Disposition` header (RFC 6266):
 * `filename*=UTF-8''<percent-encoded>` (RFC 5987) wins over `filename="..."`.
 * Path parts are removed so the name is safe to offer in a save dialog.
 */

function decodeExtValue(value: string): string | null {
  // charset'language'percent-encoded-value
  const match = /^([^']*)'[^']*'(.*)$/.exec(value);
  if (!match) return null;
  const charset = (match[1] ?? "").toLowerCase();
  const encoded = match[2] ?? "";
  try {
    if (charset === "utf-8" || charset === "") return decodeURIComponent(encoded);
    // ISO-8859-1: every %XX is one code point.
    return unescapeLatin1(encoded);
  } catch {
    return null;
  }
}

function unescapeLatin1(encoded: string): string {
  return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, "$1");
  }
  return trimmed;
}

/** Splits `a=1; b="x; y"` into parameters, keeping quoted semicolons. */
function parameters(header: string): Map<string, string> {
  const result = new Map<string, string>();
  const re = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const match of header.matchAll(re)) {
    const name = match[1]?.toLowerCase();
    if (name && !result.has(name)) result.set(name, match[2] ?? "");
  }
  return result;
}

function baseName(name: string): string {
  const parts = name.split(/[/\\]/);
  return (parts[parts.length - 1] ?? "").trim();
}

export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const params = parameters(`;${header}`);
  const extended = params.get("filename*");
  if (extended !== undefined) {
    const decoded = decodeExtValue(unquote(extended));
    if (decoded) return baseName(decoded) || null;
  }
  const plain = params.get("filename");
  if (plain !== undefined) return baseName(unquote(plain)) || null;
  return null;
}
