/** Draft rows without their text (src/features/correspondence/api/draft-bodies.ts), in any correspondence shape. */
import { describe, expect, it } from "vitest";
import { DRAFT_BODY_ON_DEVICE, isDraftBodyElsewhere, withoutDraftBodies } from "@/features/correspondence/api/draft-bodies";

const row = (id: number, draftStatus: "DRAFT" | "SENT") => ({ id, draftStatus, body: `<p>text ${id}</p>`, actionDate: "2026-03-14T10:00:00" });

describe("withoutDraftBodies", () => {
  it("takes the text out of every draft row of a thread, an inbox page or the expiring letters; sent replies keep theirs", () => {
    const thread = { id: 1, body: "<p>letter</p>", subRows: [row(2, "SENT"), row(3, "DRAFT")] };
    const page = { content: [{ message: thread, subRows: thread.subRows }], totalResults: 1 };
    const stripped = withoutDraftBodies(page);
    expect(stripped.content[0]?.subRows.map((sub) => sub.body)).toEqual(["<p>text 2</p>", DRAFT_BODY_ON_DEVICE]);
    expect(stripped.content[0]?.message.subRows.map((sub) => sub.body)).toEqual(["<p>text 2</p>", DRAFT_BODY_ON_DEVICE]);
    expect(stripped.content[0]?.message.body).toBe("<p>letter</p>");
    // The data in memory is not changed.
    expect(thread.subRows[1]?.body).toBe("<p>text 3</p>");
    expect(withoutDraftBodies({ count: 1, content: [thread] }).content[0]?.subRows[1]?.body).toBe(DRAFT_BODY_ON_DEVICE);
  });

  it("keeps the text of the drafts this copy is the home of", () => {
    const thread = { id: 1, subRows: [row(3, "DRAFT"), row(4, "DRAFT")] };
    expect(withoutDraftBodies(thread, (draftId) => draftId === 4).subRows.map((sub) => isDraftBodyElsewhere(sub.body))).toEqual([true, false]);
  });
});
