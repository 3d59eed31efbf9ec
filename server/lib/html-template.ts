/**
 * Markup the build wrote with slots (src/app/prerender/inbox-rows-template.tsx), filled on the
 * server with Mustache (logic-less templates): `{{name}}` is the value HTML-escaped,
 * `{{#name}}…{{/name}}` renders its inside once per item of an array or once when the value is
 * truthy, `{{^name}}…{{/name}}` when it is falsy or an empty array. The build writes no
 * unescaped output (`{{{…}}}`, `{{&…}}`): every value is text.
 */
import Mustache from "mustache";

export type TemplateValue = string | number | boolean | null | undefined | TemplateContext[];
export interface TemplateContext {
  [name: string]: TemplateValue;
}

/** A template checked once: Mustache parses (and caches) it, throwing on unbalanced sections. */
export interface Template {
  source: string;
}

/** Parses a template; throws on a broken one (a build that wrote unbalanced sections). */
export function parseTemplate(source: string): Template {
  Mustache.parse(source);
  return { source };
}

export function renderTemplate(template: Template, view: TemplateContext): string {
  return Mustache.render(template.source, view);
}
