/** Server-rendered pages of the sandbox: escaped output, one small shared layout. */

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string | number | null | undefined): string {
  return String(value ?? "").replace(/[&<>"']/g, (ch) => ESCAPES[ch] as string);
}

/** Tagged template that escapes every interpolated value except `raw()` fragments. */
export class RawHtml {
  constructor(readonly html: string) {}
}

export function raw(html: string): RawHtml {
  return new RawHtml(html);
}

type Value = string | number | null | undefined | RawHtml | RawHtml[];

export function html(strings: TemplateStringsArray, ...values: Value[]): RawHtml {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    if (Array.isArray(value)) out += value.map((v) => v.html).join("");
    else out += value instanceof RawHtml ? value.html : escapeHtml(value);
    out += strings[i + 1] ?? "";
  });
  return new RawHtml(out);
}

const STYLE = `
body { font-family: system-ui, sans-serif; max-width: 56rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; color: #1a1a1a; }
h1 { font-size: 1.6rem; } h2 { font-size: 1.2rem; margin-top: 2rem; }
table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #ccc; }
button { font: inherit; padding: .4rem .9rem; cursor: pointer; }
.person { border: 1px solid #ccc; border-radius: .4rem; padding: .8rem 1rem; margin: .8rem 0; }
.note { background: #fff6d6; padding: .6rem 1rem; border-radius: .4rem; }
code { background: #f2f2f2; padding: 0 .25rem; }
`;

export function page(title: string, body: RawHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${raw(STYLE)}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`.html;
}
