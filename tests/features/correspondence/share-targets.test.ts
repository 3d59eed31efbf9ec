import { describe, expect, it } from "vitest";
import type { CorrespondenceListItem, CorrespondenceMessage } from "@/features/correspondence/api/schemas";
import { shareTargets, splitSharedFiles } from "@/features/correspondence/components/share/share-targets";

const file = (name: string, size = 10) => ({ name, type: "", content: new Blob([new Uint8Array(size)]) });
const message = (id: number, dueDate: string | null) => ({ id, subject: `Letter ${id}`, dueDate }) as CorrespondenceMessage;
const draftItem = (id: number, draftId: number) =>
  ({ message: message(id, null), subRows: [{ id: draftId, draftStatus: "DRAFT" }] }) as unknown as CorrespondenceListItem;

describe("share picker rules", () => {
  it("accepts the office's types up to the size limit and refuses the rest", () => {
    const { accepted, refused } = splitSharedFiles([file("a.PDF"), file("b.exe"), file("c.png", 2000), file("d.docx")], ["PDF", "PNG", "DOCX"], 1000);
    expect(accepted.map((f) => f.name)).toEqual(["a.PDF", "d.docx"]);
    expect(refused.map((f) => f.name)).toEqual(["b.exe", "c.png"]);
  });

  it("offers the letters that need a reply (overdue first, with their draft) then the other open drafts", () => {
    const targets = shareTargets(
      [message(2, "2026-12-01T00:00:00"), message(1, "2026-11-20T00:00:00"), message(3, "2026-11-26T00:00:00")],
      [draftItem(3, 30), draftItem(9, 90)],
      "2026-11-25",
    );
    expect(targets.map((t) => [t.messageId, t.draftId])).toEqual([
      [1, null],
      [3, 30],
      [2, null],
      [9, 90],
    ]);
  });
});
