import type { Descendant } from "slate";
import { describe, expect, it } from "vitest";
import { deserializeReply, emptyDocument, isBlankReply, serializeReply } from "@/features/correspondence/editor/slate-html";

const roundTrip = (html: string) => serializeReply(deserializeReply(html));

describe("reply HTML ⇄ slate", () => {
  it.each([
    "<p>Plain text</p>",
    "<p><strong>bold</strong> <em>italic</em> <u>under</u> <strong><em><u>all three</u></em></strong></p>",
    "<ol><li>first</li><li><strong>second</strong></li></ol><ul><li>dot</li></ul>",
    "<p>line one<br>line two</p>",
    "<p><br></p><p>after an empty line</p>",
    "<p>ends with a break<br><br></p>",
    "<p>a &nbsp;b &nbsp; c</p>",
    "<p>&nbsp;edges&nbsp;</p>",
    "<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quoted&quot;</p>",
    "<p>Lietuviškos raidės: ąčęėįšųūž ĄČĘĖĮŠŲŪŽ</p>",
  ])("keeps %s", (html) => {
    expect(roundTrip(html)).toBe(html);
  });

  it("reads the documents' synonyms and writes the canonical tags", () => {
    expect(roundTrip("<p><b>b</b><i>i</i></p>")).toBe("<p><strong>b</strong><em>i</em></p>");
    expect(roundTrip("loose <b>text</b>")).toBe("<p>loose <strong>text</strong></p>");
    expect(roundTrip("<div>div</div>")).toBe("<p>div</p>");
  });

  it("keeps every typed character of a document", () => {
    const doc: Descendant[] = [
      { type: "paragraph", children: [{ text: "Dear  office, " }, { text: "bold", bold: true }, { text: " and\nnext line " }] },
      { type: "numbered-list", children: [{ type: "list-item", children: [{ text: "item <1> & \"2\"", italic: true, underline: true }] }] },
      { type: "paragraph", children: [{ text: "" }] },
    ];
    const html = serializeReply(doc);
    const again = deserializeReply(html);
    // Block texts (leaves joined), blocks separated by "|"; no-break spaces read as spaces.
    const text = (nodes: Descendant[]): string =>
      nodes
        .map((n) => ("type" in n ? n.children.map((c) => ("type" in c ? text([c]) : c.text)).join("") : n.text))
        .join("|")
        .replace(/\u00a0/g, " ");
    expect(text(again)).toBe(text(doc));
    expect(serializeReply(again)).toBe(html);
  });

  it("drops tags outside the reply set but keeps their text, and never script contents", () => {
    const blocks = deserializeReply('<p>Hi <a href="javascript:x()">link</a><script>evil()</script><img src=x onerror=alert(1)></p><table><tr><td>cell</td></tr></table>');
    expect(serializeReply(blocks)).toBe("<p>Hi link</p><p>cell</p>");
  });

  it("ignores formatting whitespace between blocks", () => {
    expect(roundTrip("\n<p>\n  one\n</p>\n<p>two</p>\n")).toBe("<p>one</p><p>two</p>");
  });

  it("gives at least one empty paragraph, which counts as blank", () => {
    expect(deserializeReply("")).toEqual(emptyDocument());
    expect(serializeReply(emptyDocument())).toBe("<p><br></p>");
    expect(isBlankReply(deserializeReply("<p> </p><ul><li><br></li></ul>"))).toBe(true);
    expect(isBlankReply(deserializeReply("<p>x</p>"))).toBe(false);
  });
});
