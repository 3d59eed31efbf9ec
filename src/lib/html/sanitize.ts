/**
 * HTML from the server rendered safely (DECISIONS decision 56: clients sanitise every message
 * and reply body before rendering, as defence in depth; the CSP forbids inline scripts too).
 *
 * - `sanitizeMessageHtml`: office letters. Structure and formatting tags only; no scripts,
 *   frames, forms, SVG/MathML, styles, classes, ids or event handlers.
 * - `sanitizeReplyHtml`: reply bodies, limited to the reply tags `b strong i em u ol ul li p br`
 *   without any attribute.
 *
 * Links keep only `http:`, `https:`, `mailto:` and `tel:` targets (others, `javascript:`
 * included, lose their href) and always open in a new tab with `rel="noopener noreferrer"`.
 * A private DOMPurify instance carries these hooks, so other users of DOMPurify are unaffected.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from "dompurify";

export const REPLY_TAGS = ["b", "strong", "i", "em", "u", "ol", "ul", "li", "p", "br"] as const;

const MESSAGE_TAGS = [
  ...REPLY_TAGS,
  "a", "abbr", "blockquote", "caption", "code", "dd", "del", "div", "dl", "dt", "h1", "h2", "h3", "h4",
  "h5", "h6", "hr", "img", "ins", "mark", "pre", "s", "small", "span", "sub", "sup", "table", "tbody",
  "td", "tfoot", "th", "thead", "tr",
];

const MESSAGE_ATTRIBUTES = ["href", "title", "alt", "src", "colspan", "rowspan", "scope", "lang", "dir"];

const SAFE_LINK = /^(?:https?:|mailto:|tel:)/i;

const messageConfig: Config = {
  ALLOWED_TAGS: MESSAGE_TAGS,
  ALLOWED_ATTR: MESSAGE_ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Contents of these are dropped entirely, not kept as text.
  FORBID_CONTENTS: ["script", "style", "template", "iframe", "object", "embed", "noscript", "form", "svg", "math", "textarea", "select", "button"],
};

const replyConfig: Config = {
  ALLOWED_TAGS: [...REPLY_TAGS],
  ALLOWED_ATTR: [],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  FORBID_CONTENTS: messageConfig.FORBID_CONTENTS,
};

let instance: Purifier | null = null;

function purifier(): Purifier {
  if (instance) return instance;
  const created = DOMPurify(window);
  created.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName !== "A" || !(node instanceof Element)) return;
    const href = node.getAttribute("href")?.trim() ?? "";
    if (!SAFE_LINK.test(href)) node.removeAttribute("href");
    node.setAttribute("target", "_blank");
    node.setAttribute("rel", "noopener noreferrer");
  });
  instance = created;
  return created;
}

/** Sanitised HTML of an office message body (safe for `dangerouslySetInnerHTML`). */
export function sanitizeMessageHtml(html: string): string {
  return purifier().sanitize(html, { ...messageConfig, RETURN_TRUSTED_TYPE: false });
}

/** Sanitised HTML limited to the reply tags (`b strong i em u ol ul li p br`). */
export function sanitizeReplyHtml(html: string): string {
  return purifier().sanitize(html, { ...replyConfig, RETURN_TRUSTED_TYPE: false });
}
