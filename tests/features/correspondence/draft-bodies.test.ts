/** Draft rows without their text (src/features/correspondence/api/draft-bodies.ts), in any correspondence shape. */
import { describe, expect, it } from "vitest";
import { withoutDraftBodies } from "@/features/correspondence/api/draft-bodies";

const row = (id: number, draftStatus: "DRAFT" | "SENT") => ({ id, draftStatus, body: `<p>text ${id}</p>`, actionDate: "2026-03-14T10:00:00" });

describe("withoutDraftBodies", () => {
  it("takes the text out of every draft row of a thread, an inbox page or the expiring letters; sent replies keep theirs", () => {
    const thread = { id: 1, body: "<p>letter</p>", subRows: [row(2, "SENT"), row(3, "DRAFT")] };
    const page = { content: [{ message: thread, subRows: thread.subRows }], totalResults: 1 };
    const stripped = withoutDraftBodies(page);
    const draftRow = { id: 3, draftStatus: "DRAFT", actionDate: "2026-03-14T10:00:00" };
    expect(stripped.content[0]?.subRows).toEqual([row(2, "SENT"), draftRow]);
    expect(stripped.content[0]?.message.subRows).toEqual([row(2, "SENT"), draftRow]);
    // The copy holds no text of the draft at all: no field stands for it.
    expect(JSON.stringify(stripped)).not.toContain("text 3");
    expect(stripped.content[0]?.message.body).toBe("<p>letter</p>");
    // The data in memory is not changed.
    expect(thread.subRows[1]?.body).toBe("<p>text 3</p>");
    expect(withoutDraftBodies({ count: 1, content: [thread] }).content[0]?.subRows[1]).toEqual(draftRow);
  });
});
