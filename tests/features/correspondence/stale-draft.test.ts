import { describe, expect, it } from "vitest";
import type { SubRow } from "@/features/correspondence/api/schemas";
import { newerReplies } from "@/features/correspondence/drafts/stale-draft";
import { officeInstant } from "@/features/correspondence/dates";

const row = (id: number, actionDate: string, draftStatus: "SENT" | "DRAFT" = "SENT"): SubRow => ({
  id,
  draftStatus,
  actionDate,
  userFullNameAndEmail: "A",
  body: "",
  messageSearchAttachment: [],
  boCorrespondenceNumber: null,
  hasAttachment: false,
});

describe("stale-draft warning", () => {
  const since = officeInstant("2026-03-14T10:00:00");
  it("names the replies sent after the first unconfirmed edit, not this draft nor other drafts", () => {
    const rows = [row(1, "2026-03-14T09:59:00"), row(2, "2026-03-14T10:05:00"), row(3, "2026-03-14T10:06:00", "DRAFT"), row(9, "2026-03-14T11:00:00")];
    expect(newerReplies(rows, 9, since).map((r) => r.id)).toEqual([2]);
    // Office dates have whole seconds: a reply in the same second as the first edit is newer.
    expect(newerReplies([row(4, "2026-03-14T10:00:00")], 9, since + 700).map((r) => r.id)).toEqual([4]);
  });

  it("says nothing without writing on this device, or for replies the user was shown", () => {
    expect(newerReplies([row(2, "2026-03-14T10:05:00")], 9, null)).toEqual([]);
    expect(newerReplies([row(2, "2026-03-14T10:05:00")], 9, since, new Set([2]))).toEqual([]);
  });
});
