/** Units of the correspondence server: reply sanitising, HTML to text, Content-Disposition, list parameters. */
import { describe, expect, it } from "vitest";
import { htmlToText, isBlankHtml, sanitizeReplyBody } from "../../server/correspondence/html";
import { toListParams } from "../../server/correspondence/list-params";
import { HOSTILE } from "../../server/correspondence/seed-content";
import { toPatch } from "../../server/correspondence/routes";
import { contentDisposition } from "../../server/http/content-disposition";

describe("sanitizeReplyBody", () => {
  it("keeps b strong i em u ol ul li p br without attributes", () => {
    const kept = "<p>a <b>b</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u><br /></p><ol><li>1</li></ol><ul><li>2</li></ul>";
    expect(sanitizeReplyBody(kept)).toBe(kept);
    expect(sanitizeReplyBody('<p class="x" style="color:red" onclick="y()">t</p>')).toBe("<p>t</p>");
  });

  it("drops scripts, handlers, links, images, frames and forms from the hostile body", () => {
    const clean = sanitizeReplyBody(HOSTILE.body);
    for (const part of ["<script", "alert", "onerror", "javascript:", "<iframe", "<img", "<a ", "<svg", "<form", "<input", "style="]) {
      expect(clean).not.toContain(part);
    }
    expect(clean).toContain("Spustelėkite čia");
  });

  it("escapes text so that it cannot become markup", () => {
    expect(sanitizeReplyBody("1 < 2 & <3")).toBe("1 &lt; 2 &amp; &lt;3");
    expect(sanitizeReplyBody("&lt;script&gt;")).toBe("&lt;script&gt;");
  });
});

describe("htmlToText", () => {
  it("keeps paragraphs apart, numbers ordered lists, bullets the others and shows link targets", () => {
    const html = '<p>Hello&nbsp;<b>you</b></p><ol><li>one</li><li>two</li></ol><ul><li>x</li></ul><p><a href="https://a.example">site</a> and <a href="javascript:x">bad</a><br>end</p>';
    expect(htmlToText(html)).toBe("Hello you\n\n1. one\n2. two\n\n• x\n\nsite (https://a.example) and bad\nend");
  });

  it("drops scripts and styles and tells blank bodies", () => {
    expect(htmlToText("<style>p{}</style><script>alert(1)</script><p>t</p>")).toBe("t");
    for (const blank of ["", "<p></p>", "<p><br></p>", "<p>&nbsp;</p>", " \n ", "<script>x</script>"]) expect(isBlankHtml(blank)).toBe(true);
    expect(isBlankHtml("<p>.</p>")).toBe(false);
  });
});

describe("contentDisposition", () => {
  it("gives an ASCII fallback and the RFC 8187 UTF-8 name", () => {
    expect(contentDisposition("Šaltinis ąčę (1).pdf")).toBe(`attachment; filename="Saltinis ace (1).pdf"; filename*=UTF-8''%C5%A0altinis%20%C4%85%C4%8D%C4%99%20%281%29.pdf`);
    expect(contentDisposition('a"b\\c\r\n.pdf')).toBe(`attachment; filename="a_b_c  .pdf"; filename*=UTF-8''a%22b%5Cc%20%20.pdf`);
    expect(contentDisposition("日本.pdf")).toBe(`attachment; filename="__.pdf"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.pdf`);
  });
});

describe("list parameters and patches", () => {
  it("defaults to RECEIVED_DATE DESC and ignores short searches", () => {
    const first = { requestPage: 0, size: 10 };
    expect(toListParams(first)).toMatchObject({ page: 0, size: 10, sort: "RECEIVED_DATE", sortType: "DESC", search: null });
    expect(toListParams({ ...first, search: " ab " }).search).toBeNull();
    expect(toListParams({ ...first, search: " ĄBC " }).search).toBe("abc");
  });

  it("turns replace operations of /important and /messageStatus into one patch (other operations never pass the contract)", () => {
    expect(toPatch([{ op: "replace", path: "/important", value: true }, { op: "replace", path: "/messageStatus", value: "NEW" }])).toEqual({
      important: true,
      messageStatus: "NEW",
    });
    expect(toPatch([{ op: "replace", path: "/important", value: true }, { op: "replace", path: "/important", value: false }])).toEqual({ important: false });
  });
});
