/**
 * The client's one HTML-to-text function (the server's is server/correspondence/html.ts).
 * Pure string work, no DOM: it runs in the page, in unit tests and in the service worker.
 * Used for the text of queued replies (logout dialog, "needs attention"), the offline search
 * texts, and the outbox's check that a sent reply is ours.
 *
 * Scripts and styles are dropped with their content; block ends and `<br>` become line
 * breaks, other tags nothing; entities are decoded; spaces are folded within each line and
 * blank lines kept to one.
 */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const SKIPPED = /<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const LINE_BREAKS = /<(br|\/?(p|div|li|ol|ul|h[1-6]|blockquote|pre|table|tr|td|th|section|article|header|footer))\b[^>]*>/gi;

function decodeEntity(match: string, entity: string): string {
  if (entity.startsWith("#")) {
    const hex = entity[1] === "x" || entity[1] === "X";
    const code = hex ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  }
  return ENTITIES[entity.toLowerCase()] ?? match;
}

export function htmlToText(html: string): string {
  return html
    .replace(SKIPPED, " ")
    .replace(LINE_BREAKS, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, decodeEntity)
    .replace(/\u00a0/g, " ")
    .split("\n")
    .map((line) => line.replace(/[ \t\r\f\v]+/g, " ").trim())
    .join("\n")
    .replace(/\n{2,}/g, "\n")
    .trim();
}
