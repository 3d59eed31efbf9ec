import { describe, expect, it } from "vitest";
import { htmlToText } from "@/lib/html/text";

describe("htmlToText (the client's one HTML-to-text function)", () => {
  it("keeps paragraphs and list items on their own lines and folds spaces", () => {
    expect(htmlToText("<p>Dear   office,</p><p>see <b>below</b>:</p><ul><li>one</li><li>two</li></ul>")).toBe("Dear office,\nsee below:\none\ntwo");
    expect(htmlToText("line<br>next<br/>last")).toBe("line\nnext\nlast");
  });

  it("decodes entities and drops scripts and styles with their content", () => {
    expect(htmlToText("<p>a&nbsp;&amp;&nbsp;b &lt;c&gt; &#39;d&#x27; &quot;e&quot;</p>")).toBe("a & b <c> 'd' \"e\"");
    expect(htmlToText("<style>p{}</style><p>shown</p><script>alert(1)</script>")).toBe("shown");
    expect(htmlToText("<p>&bogus; &#99999999;</p>")).toBe("&bogus; &#99999999;");
  });

  it("gives the empty string for an empty editor", () => {
    expect(htmlToText("<p></p>")).toBe("");
    expect(htmlToText("<p><br></p>")).toBe("");
  });
});
