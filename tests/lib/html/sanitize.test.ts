import "./happy-dom-purify";
import { describe, expect, it } from "vitest";
import { sanitizeMessageHtml, sanitizeReplyHtml } from "@/lib/html";

/** The seed's hostile body (server/correspondence/seed-content.ts HOSTILE). */
const HOSTILE = `<p>Turinys</p>
<script>window.__xss = "script"; alert("script")</script>
<img src="x" onerror="window.__xss = 'onerror'">
<p><a href="javascript:window.__xss = 'link'">Spustelėkite čia</a></p>
<iframe src="javascript:alert('iframe')"></iframe>
<p onclick="window.__xss = 'click'" style="background:url(javascript:alert(1))">Paspaudžiamas tekstas</p>
<svg onload="window.__xss = 'svg'"><circle r="10"></circle></svg>
<form action="https://evil.example/steal"><input name="password"><button>Siųsti</button></form>
<p><a href="https://office.example.lt/saugumas" target="_self">Saugi nuoroda</a></p>`;

function parse(html: string): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = html;
  return host;
}

describe("sanitizeMessageHtml", () => {
  const clean = sanitizeMessageHtml(HOSTILE);
  const dom = parse(clean);

  it("drops scripts, frames, forms, SVG and their contents", () => {
    for (const tag of ["script", "iframe", "form", "input", "button", "svg", "circle"]) {
      expect(dom.querySelector(tag), tag).toBeNull();
    }
    expect(clean).not.toContain("__xss");
    expect(clean).not.toContain("Siųsti");
  });

  it("removes event handlers and styles", () => {
    for (const element of dom.querySelectorAll("*")) {
      for (const attribute of element.getAttributeNames()) {
        expect(attribute.startsWith("on"), `${element.tagName} ${attribute}`).toBe(false);
        expect(attribute).not.toBe("style");
      }
    }
    expect(dom.textContent).toContain("Paspaudžiamas tekstas");
  });

  it("removes javascript: links but keeps their text", () => {
    const links = [...dom.querySelectorAll("a")];
    expect(links).toHaveLength(2);
    expect(links[0]?.hasAttribute("href")).toBe(false);
    expect(links[0]?.textContent).toBe("Spustelėkite čia");
  });

  it("opens safe links in a new tab without opener or referrer", () => {
    const safe = [...dom.querySelectorAll("a")][1];
    expect(safe?.getAttribute("href")).toBe("https://office.example.lt/saugumas");
    expect(safe?.getAttribute("target")).toBe("_blank");
    expect(safe?.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("keeps formatting and structure", () => {
    const html = "<p><b>Bold</b> <i>it</i> <u>under</u></p><ul><li>one</li></ul><table><tbody><tr><td>x</td></tr></tbody></table>";
    expect(sanitizeMessageHtml(html)).toBe(html);
  });

  it("refuses other protocols such as data: and vbscript: on links", () => {
    const out = parse(sanitizeMessageHtml('<a href="data:text/html,<script>1</script>">d</a><a href=" VBScript:x">v</a><a href="mailto:a@b.lt">m</a>'));
    const [data, vb, mail] = [...out.querySelectorAll("a")];
    expect(data?.hasAttribute("href")).toBe(false);
    expect(vb?.hasAttribute("href")).toBe(false);
    expect(mail?.getAttribute("href")).toBe("mailto:a@b.lt");
  });
});

describe("sanitizeReplyHtml", () => {
  it("keeps only the reply tags, without attributes", () => {
    const html = '<p class="x" style="color:red"><strong>a</strong><em>b</em><u>c</u><a href="https://x.lt">link</a><span>s</span></p><ol><li>1</li></ol><br>';
    expect(sanitizeReplyHtml(html)).toBe("<p><strong>a</strong><em>b</em><u>c</u>links</p><ol><li>1</li></ol><br>");
  });

  it("neutralises the hostile body too", () => {
    const clean = sanitizeReplyHtml(HOSTILE);
    expect(clean).not.toMatch(/<(script|img|iframe|svg|form|a)\b/);
    expect(clean).not.toContain("__xss");
  });
});
