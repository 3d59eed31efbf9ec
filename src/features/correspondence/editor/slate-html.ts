/**
 * Reply bodies between the server's HTML and the editor's document (./slate-types.ts).
 *
 * Serialising writes only `p ol ul li strong em u br`; deserialising reads those plus `b`, `i`,
 * `div` and ignores any other tag (its text is kept, `script`/`style`-like contents are not).
 * The rules keep every character across a round trip:
 * - a soft line break (Shift+Enter) is `<br>`; a block that is empty or ends in a line break
 *   gets one more trailing `<br>`, which reading drops again (browsers need it to show the line);
 * - HTML collapses spaces, so each second space of a run, and a space at either edge of a
 *   block, is written as `&nbsp;` (reading keeps it as a no-break space);
 * - the document is never empty: at least one empty paragraph.
 */
import type { Descendant } from "slate";
import type { FormattedText, ListItemElement, ListType, Mark, ReplyBlock } from "./slate-types";

const LIST_TAGS: Record<string, ListType> = { OL: "numbered-list", UL: "bulleted-list" };
const MARK_TAGS: Record<string, Mark> = { B: "bold", STRONG: "bold", I: "italic", EM: "italic", U: "underline" };
const SKIPPED = new Set(["SCRIPT", "STYLE", "TEMPLATE", "IFRAME", "OBJECT", "EMBED", "NOSCRIPT", "SVG", "MATH", "HEAD", "TITLE", "TEXTAREA", "SELECT", "BUTTON"]);
const BLOCKS = new Set(["P", "DIV", "LI", "OL", "UL", "H1", "H2", "H3", "H4", "H5", "H6", "BLOCKQUOTE", "PRE", "TABLE", "TR"]);

export function emptyDocument(): ReplyBlock[] {
  return [{ type: "paragraph", children: [{ text: "" }] }];
}

// ---------------------------------------------------------------- serialise

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/\u00a0/g, "&nbsp;")
    .replace(/ {2}/g, " &nbsp;");
}

function serializeLeaf(leaf: FormattedText): string {
  let html = leaf.text.split("\n").map(escapeHtml).join("<br>");
  if (html === "") return "";
  if (leaf.underline) html = `<u>${html}</u>`;
  if (leaf.italic) html = `<em>${html}</em>`;
  if (leaf.bold) html = `<strong>${html}</strong>`;
  return html;
}

/** Spaces at the edges of a block would vanish in HTML: they become no-break spaces. */
function keepEdgeSpaces(children: readonly FormattedText[]): FormattedText[] {
  const leaves = children.filter((leaf) => leaf.text !== "").map((leaf) => ({ ...leaf }));
  const first = leaves[0];
  const last = leaves[leaves.length - 1];
  if (first) first.text = first.text.replace(/^ /, "\u00a0");
  if (last) last.text = last.text.replace(/ $/, "\u00a0");
  return leaves;
}

function serializeInline(children: readonly FormattedText[]): string {
  const html = keepEdgeSpaces(children).map(serializeLeaf).join("");
  const text = children.map((leaf) => leaf.text).join("");
  return text === "" || text.endsWith("\n") ? `${html}<br>` : html;
}

export function serializeReply(nodes: readonly Descendant[]): string {
  return nodes
    .map((node) => {
      if (!("type" in node)) return `<p>${serializeInline([node])}</p>`;
      if (node.type === "paragraph" || node.type === "list-item") {
        const tag = node.type === "paragraph" ? "p" : "li";
        return `<${tag}>${serializeInline(node.children)}</${tag}>`;
      }
      const tag = node.type === "numbered-list" ? "ol" : "ul";
      return `<${tag}>${node.children.map((item) => `<li>${serializeInline(item.children)}</li>`).join("")}</${tag}>`;
    })
    .join("");
}

// -------------------------------------------------------------- deserialise

type Marks = Omit<FormattedText, "text">;

/** Inline content of an element: text leaves with their marks; nested blocks become line breaks. */
function inlineOf(element: Element, marks: Marks, out: FormattedText[]): void {
  const children = [...element.childNodes];
  children.forEach((child, index) => {
    if (child.nodeType === Node.TEXT_NODE) {
      const text = (child.textContent ?? "").replace(/[\t\n\r ]+/g, " ");
      if (text !== "") out.push({ text, ...marks });
      return;
    }
    if (!(child instanceof Element) || SKIPPED.has(child.nodeName)) return;
    if (child.nodeName === "BR") {
      // The last <br> of a block only makes its (empty or final) line visible.
      if (index < children.length - 1) out.push({ text: "\n", ...marks });
      return;
    }
    const mark = MARK_TAGS[child.nodeName];
    const before = out.length;
    if (BLOCKS.has(child.nodeName) && before > 0) out.push({ text: "\n", ...marks });
    inlineOf(child, mark ? { ...marks, [mark]: true } : marks, out);
  });
}

function leaves(element: Element): FormattedText[] {
  const out: FormattedText[] = [];
  inlineOf(element, {}, out);
  // Collapsible spaces at the edges of a block are not shown by HTML: drop them as well.
  const first = out[0];
  const last = out[out.length - 1];
  if (first) first.text = first.text.replace(/^ +/, "");
  if (last) last.text = last.text.replace(/ +$/, "");
  const kept = out.filter((leaf) => leaf.text !== "");
  return kept.length > 0 ? kept : [{ text: "" }];
}

function listItems(list: Element): ListItemElement[] {
  const items = [...list.children]
    .filter((child) => child.nodeName === "LI")
    .map((li): ListItemElement => ({ type: "list-item", children: leaves(li) }));
  return items.length > 0 ? items : [{ type: "list-item", children: [{ text: "" }] }];
}

export function deserializeReply(html: string): ReplyBlock[] {
  const body = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html").body;
  const blocks: ReplyBlock[] = [];
  let loose: Element | null = null;
  const flushLoose = () => {
    if (loose) blocks.push({ type: "paragraph", children: leaves(loose) });
    loose = null;
  };
  for (const child of [...body.childNodes]) {
    const name = child.nodeName;
    if (child instanceof Element && SKIPPED.has(name)) continue;
    const list = LIST_TAGS[name];
    if (child instanceof Element && list) {
      flushLoose();
      blocks.push({ type: list, children: listItems(child) });
    } else if (child instanceof Element && BLOCKS.has(name)) {
      flushLoose();
      blocks.push({ type: "paragraph", children: leaves(child) });
    } else if (child.nodeType !== Node.TEXT_NODE || (child.textContent ?? "").trim() !== "" || loose) {
      // Text and inline tags outside any block gather into one paragraph.
      loose ??= body.ownerDocument.createElement("p");
      loose.appendChild(child.cloneNode(true));
    }
  }
  flushLoose();
  return blocks.length > 0 ? blocks : emptyDocument();
}

/** Plain text of a document, e.g. to tell whether it is empty (spec 2 §5: send needs text). */
export function plainText(nodes: readonly Descendant[]): string {
  return nodes
    .map((node) => ("type" in node ? plainText(node.children) : node.text))
    .join("\n");
}

export function isBlankReply(nodes: readonly Descendant[]): boolean {
  return plainText(nodes).trim() === "";
}
