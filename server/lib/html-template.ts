/**
 * A very small logic-less HTML template (a subset of Mustache) for markup the build wrote with
 * slots (src/app/prerender/inbox-rows-template.tsx): `{{name}}` is the value HTML-escaped,
 * `{{#name}}…{{/name}}` renders its inside once per item of an array (each item the new
 * context, falling back to the outer one) or once when the value is truthy, `{{^name}}…{{/name}}`
 * when it is falsy or an empty array. There is no unescaped output: every value is text.
 */

export type TemplateValue = string | number | boolean | null | undefined | TemplateContext[];
export interface TemplateContext {
  [name: string]: TemplateValue;
}

type Node = string | { name: string } | { section: string; inverted: boolean; children: Node[] };

const TAG = /\{\{([#^/]?)\s*([A-Za-z][\w-]*)\s*\}\}/g;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text safe in HTML content and in quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Parses a template; throws on unbalanced sections (a build that wrote a broken template). */
export function parseTemplate(source: string): Node[] {
  const root: Node[] = [];
  const stack: { name: string; children: Node[] }[] = [{ name: "", children: root }];
  let last = 0;
  for (const match of source.matchAll(TAG)) {
    const [whole, kind, name = ""] = match;
    const current = stack[stack.length - 1] as { name: string; children: Node[] };
    if (match.index > last) current.children.push(source.slice(last, match.index));
    last = match.index + whole.length;
    if (kind === "#" || kind === "^") {
      const children: Node[] = [];
      current.children.push({ section: name, inverted: kind === "^", children });
      stack.push({ name, children });
    } else if (kind === "/") {
      if (stack.length === 1 || current.name !== name) throw new Error(`template: unexpected {{/${name}}}`);
      stack.pop();
    } else {
      current.children.push({ name });
    }
  }
  if (stack.length !== 1) throw new Error(`template: {{#${stack[stack.length - 1]?.name ?? ""}}} is not closed`);
  const rest = source.slice(last);
  if (rest) root.push(rest);
  return root;
}

function lookup(contexts: readonly TemplateContext[], name: string): TemplateValue {
  for (let i = contexts.length - 1; i >= 0; i--) {
    const context = contexts[i] as TemplateContext;
    if (Object.hasOwn(context, name)) return context[name];
  }
  return undefined;
}

function renderNodes(nodes: readonly Node[], contexts: readonly TemplateContext[]): string {
  let out = "";
  for (const node of nodes) {
    if (typeof node === "string") out += node;
    else if ("name" in node) {
      const value = lookup(contexts, node.name);
      out += value === null || value === undefined || value === false || Array.isArray(value) ? "" : escapeHtml(String(value));
    } else {
      const value = lookup(contexts, node.section);
      const items = Array.isArray(value) ? value : null;
      const truthy = items ? items.length > 0 : Boolean(value);
      if (node.inverted) {
        if (!truthy) out += renderNodes(node.children, contexts);
      } else if (items) {
        for (const item of items) out += renderNodes(node.children, [...contexts, item]);
      } else if (truthy) {
        out += renderNodes(node.children, contexts);
      }
    }
  }
  return out;
}

export function renderTemplate(template: readonly Node[], view: TemplateContext): string {
  return renderNodes(template, [view]);
}
