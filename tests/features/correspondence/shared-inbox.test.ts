/** Decision 85 on the client: the URL's assignee and handled views as filterCriteria, and the outbox's queued work as the screens overlay it. */
import { describe, expect, it } from "vitest";
import { pendingShared } from "@/features/correspondence/api/shared-inbox";
import { buildFilterCriteria, validateInboxSearch } from "@/features/correspondence/list-params";
import { coalesce, type EnqueueInput, type OutboxEntry } from "@/lib/outbox";

describe("assignee and handled in the URL", () => {
  it("keeps ME, NOBODY and user ids, drops anything else, and sends them as filterCriteria", () => {
    expect(validateInboxSearch({ assignee: "ME", handled: "false" })).toEqual({ assignee: "ME", handled: false });
    expect(validateInboxSearch({ assignee: "5" })).toEqual({ assignee: "5" });
    expect(validateInboxSearch({ assignee: "SOMEONE", handled: "maybe" })).toEqual({});
    expect(buildFilterCriteria({ assignee: "NOBODY" })).toEqual({ assignee: "NOBODY" });
    expect(buildFilterCriteria({ assignee: "5", handled: true })).toEqual({ assignee: 5, handled: true });
  });
});

describe("pendingShared", () => {
  const entry = (input: Omit<EnqueueInput, "userId">, failed = false): OutboxEntry => {
    const made = coalesce(undefined, { userId: 7, ...input } as EnqueueInput, { now: 1, seq: 1, newKey: () => "k" }) as OutboxEntry;
    return failed ? { ...made, failed: { error: "invalid.assignee", status: 400, at: 2 } } : made;
  };
  it("gives each letter's queued assignee and mark, the notes written and the notes deleted", () => {
    const pending = pendingShared([
      entry({ kind: "message.shared", payload: { messageId: 41, subject: "s", receivedDate: "d", assigneeUserId: null, base: { assigneeUserId: 5 } } }),
      entry({ kind: "message.shared", payload: { messageId: 42, subject: "s", receivedDate: "d", handled: true, base: { handled: false } } }, true),
      entry({ kind: "note.add", payload: { noteKey: "n", messageId: 41, text: "Called", writtenAt: 3 } }),
      entry({ kind: "note.delete", payload: { messageId: 41, noteId: 9 } }),
      entry({ kind: "message.patch", payload: { messageId: 43, important: true } }),
    ]);
    expect([...pending.letters]).toEqual([
      [41, { assigneeUserId: null, failed: false }],
      [42, { handled: true, failed: true }],
    ]);
    expect(pending.notes).toEqual([{ key: "u7:note:n", messageId: 41, text: "Called", writtenAt: 3, failed: false }]);
    expect([...pending.deletedNotes]).toEqual([9]);
  });
});
