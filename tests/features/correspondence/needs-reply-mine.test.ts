/**
 * "Needs a reply", mine (decision 85): the office narrows it (`assignee: "ME"` beside the open
 * letters' criteria); offline the device answers from its copy of every open letter, the ones
 * assigned to the user; this device's queued assignments count at once.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { correspondenceQueries } from "@/features/correspondence/api/correspondence-queries";
import { saveNeedsReply } from "@/features/correspondence/api/device-copies";
import type { PendingShared } from "@/features/correspondence/api/shared-inbox";
import { mineLetters } from "@/features/correspondence/components/shared/needs-reply-mine";
import { NEEDS_REPLY_CRITERIA } from "@/features/correspondence/deadlines";
import { json, offline, stubFetch } from "../../lib/fetch-stub";
import { demoParent } from "../../lib/fixtures";
import { officeLetter, signedInQueryClient } from "./fixtures";

const ME = demoParent.userId;
const COLLEAGUE = ME + 40;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the needsReplyMine query", () => {
  it("asks the office for the open letters assigned to the session user", async () => {
    const mine = officeLetter({ id: 1, dueDate: "2026-12-01T00:00:00", assigneeUserId: ME });
    const { calls } = stubFetch(() => json({ count: 1, content: [mine] }));

    const answer = await signedInQueryClient().fetchQuery(correspondenceQueries.needsReplyMine());

    expect(answer.content.map((letter) => letter.id)).toEqual([1]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toMatch(/\/correspondences\/message\/expiring$/);
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ ...NEEDS_REPLY_CRITERIA, assignee: "ME" });
  });

  it("offline, answers from the device's copy of every open letter, the user's only", async () => {
    await saveNeedsReply(ME, {
      count: 3,
      content: [
        officeLetter({ id: 1, dueDate: "2026-12-01T00:00:00", assigneeUserId: ME }),
        officeLetter({ id: 2, dueDate: "2026-12-02T00:00:00", assigneeUserId: COLLEAGUE }),
        officeLetter({ id: 3, dueDate: "2026-12-03T00:00:00", assigneeUserId: null }),
      ],
    });
    stubFetch(offline);

    const answer = await signedInQueryClient().fetchQuery(correspondenceQueries.needsReplyMine());

    expect(answer.content.map((letter) => letter.id)).toEqual([1]);
    expect(answer.count).toBe(1);
    expect(answer.deviceCopy).toBeDefined();
  });
});

describe("mineLetters", () => {
  const pending = (letters: [number, number | null][]): PendingShared => ({
    letters: new Map(letters.map(([id, assigneeUserId]) => [id, { assigneeUserId, failed: false }])),
    notes: [],
    deletedNotes: new Set(),
  });

  it("keeps the office's letters, drops one queued to someone else, adds an open letter queued to the user", () => {
    const office = [officeLetter({ id: 1, assigneeUserId: ME }), officeLetter({ id: 2, assigneeUserId: ME })];
    const open = [...office, officeLetter({ id: 3, assigneeUserId: null }), officeLetter({ id: 4, assigneeUserId: null })];

    const shown = mineLetters(office, open, pending([[2, COLLEAGUE], [3, ME]]), ME);

    expect(shown.map((letter) => letter.id)).toEqual([1, 3]);
  });
});
