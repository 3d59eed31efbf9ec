/**
 * HTML of correspondence bodies (decision 56). Reply bodies written in the user area are sanitised
 * to `b strong i em u ol ul li p br` with sanitize-html; office bodies are stored and served as
 * received. `htmlToText` turns any body into plain text for PDFs and the empty-body check.
 */
import { Parser } from "htmlparser2";
import sanitizeHtml from "sanitize-html";

export const REPLY_TAGS = ["b", "strong", "i", "em", "u", "ol", "ul", "li", "p", "br"];

/** Keeps only the reply tags, without attributes; scripts, styles and their text are dropped. */
export function sanitizeReplyBody(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: REPLY_TAGS,
    allowedAttributes: {},
    allowedSchemes: [],
    disallowedTagsMode: "discard",
  });
}

const SKIPPED = new Set(["script", "style", "noscript", "template", "head", "title", "iframe", "object", "svg", "math"]);
const BLOCKS = new Set([
  "p", "div", "section", "article", "header", "footer", "blockquote", "pre", "table", "tr",
  "h1", "h2", "h3", "h4", "h5", "h6", "hr",
]);

/** Plain text of an HTML body: paragraphs apart, list items numbered or bulleted, link targets shown. */
export function htmlToText(html: string): string {
  const out: string[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  const links: (string | null)[] = [];
  let skipped = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (SKIPPED.has(name)) skipped++;
        if (skipped > 0) return;
        if (name === "br") out.push("\n");
        else if (name === "ol" || name === "ul") {
          lists.push({ ordered: name === "ol", count: 0 });
          out.push("\n");
        } else if (name === "li") {
          const list = lists[lists.length - 1];
          out.push(`\n${list?.ordered ? `${++list.count}.` : "•"} `);
        } else if (name === "a") {
          const href = attributes.href ?? "";
          links.push(/^(https?:|mailto:)/i.test(href) ? href.replace(/^mailto:/i, "") : null);
        } else if (BLOCKS.has(name)) out.push("\n\n");
      },
      ontext(text) {
        if (skipped === 0) out.push(text.replace(/\s+/g, " "));
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) {
          skipped = Math.max(0, skipped - 1);
          return;
        }
        if (skipped > 0) return;
        if (name === "ol" || name === "ul") {
          lists.pop();
          out.push("\n");
        } else if (name === "a") {
          const href = links.pop();
          if (href) out.push(` (${href})`);
        } else if (BLOCKS.has(name)) out.push("\n\n");
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return out
    .join("")
    .replace(/\u00a0/g, " ")
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Whether a body has no visible text (an empty editor counts as empty). */
export function isBlankHtml(html: string): boolean {
  return htmlToText(html) === "";
}
