/**
 * The shared inbox's queued work (decision 85) in the outbox: one entry per letter whose first
 * `base` is kept and which moves after the work queued before it; the delivery that leaves a
 * field a colleague changed meanwhile to the office and reports it; notes posted once with the
 * entry's key; a note already deleted counts as done.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { coalesce, deliverEntry, type EnqueueInput, type OutboxEntry } from "@/lib/outbox";
import { type SharedPayload } from "@/features/correspondence/outbox/kinds";
import { sharedConflicts } from "@/features/correspondence/outbox/shared-inbox";
import { empty, errorBody, json, stubFetch, type Call } from "../fetch-stub";

const USER = 7;
const shared = (fields: Partial<SharedPayload>): EnqueueInput => ({
  userId: USER,
  kind: "message.shared",
  payload: { messageId: 41, subject: "Refusal", receivedDate: "2026-03-14T09:00:00", base: {}, ...fields },
});
let keys = 0;
const ctx = (now: number, seq = now) => ({ now, seq, newKey: () => `key-${++keys}` });

afterEach(() => vi.unstubAllGlobals());

describe("coalescing a letter's shared-inbox changes", () => {
  it("keeps the first base, takes the latest values and moves behind what was queued meanwhile", () => {
    const first = coalesce(undefined, shared({ assigneeUserId: 5, base: { assigneeUserId: null } }), ctx(1000, 3)) as OutboxEntry;
    expect(first).toMatchObject({ key: "u7:shared:41", seq: 3 });
    const second = coalesce(first, shared({ assigneeUserId: 2, handled: true, base: { assigneeUserId: 5, handled: false } }), ctx(2000, 9)) as OutboxEntry;
    expect(second.seq).toBe(9);
    expect(second.payload).toMatchObject({ assigneeUserId: 2, handled: true, base: { assigneeUserId: null, handled: false } });
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
  });
});

describe("sharedConflicts", () => {
  const payload = { messageId: 1, subject: "s", receivedDate: "d", assigneeUserId: 5, handled: true, base: { assigneeUserId: null, handled: false } };
  it("names a field the office holds another value of than the device showed and ours", () => {
    expect(sharedConflicts(payload, { assigneeUserId: null, handled: false })).toEqual([]);
    expect(sharedConflicts(payload, { assigneeUserId: 5, handled: true })).toEqual([]);
    expect(sharedConflicts(payload, { assigneeUserId: 2, handled: false })).toEqual([{ field: "assigneeUserId", office: 2 }]);
  });
});

function entry(input: EnqueueInput): OutboxEntry {
  return coalesce(undefined, input, ctx(1000)) as OutboxEntry;
}

const row = (assigneeUserId: number | null, handled: boolean) => ({
  content: [{ message: { id: 41, assigneeUserId, handled: handled ? { byUserId: 2, at: "2026-03-15T10:00:00" } : null }, subRows: [] }],
  totalResults: 1,
});

describe("delivering", () => {
  it("reads the letter by its received second, then sends only what no colleague changed meanwhile", async () => {
    const calls: Call[] = [];
    stubFetch((call) => {
      calls.push(call);
      return call.method === "POST" ? json(row(2, false)) : empty();
    });
    const result = await deliverEntry(entry(shared({ assigneeUserId: 5, handled: true, base: { assigneeUserId: null, handled: false } })));
    expect(result).toEqual({ status: "delivered", response: { messageId: 41, subject: "Refusal", conflicts: [{ field: "assigneeUserId", office: 2 }] } });
    const search = JSON.parse(String(calls[0]?.body)) as { filterCriteria: unknown };
    expect(search.filterCriteria).toEqual({ dates: { date: "RECEIVED_DATE", dateFrom: "2026-03-14T09:00:00", dateTo: "2026-03-14T09:00:00" } });
    expect(calls[1]?.method).toBe("PATCH");
    expect(JSON.parse(String(calls[1]?.body))).toEqual([{ op: "replace", path: "/handled", value: true }]);
  });

  it("sends nothing when every field was changed by a colleague", async () => {
    const { calls } = stubFetch(() => json(row(2, false)));
    const result = await deliverEntry(entry(shared({ assigneeUserId: 5, base: { assigneeUserId: null } })));
    expect(result.status).toBe("delivered");
    expect(calls.map((c) => c.method)).toEqual(["POST"]);
  });

  it("posts a note with the entry's Idempotency-Key and answers the office's note", async () => {
    const note = { id: 9, authorUserId: 7, authorFullName: "Rūta", text: "Called them", createdAt: "2026-03-15T10:00:00" };
    const { calls } = stubFetch(() => json(note, { status: 201 }));
    const queued = entry({ userId: USER, kind: "note.add", payload: { noteKey: "n1", messageId: 41, text: "Called them", writtenAt: 1 } });
    expect(await deliverEntry(queued)).toEqual({ status: "delivered", response: note });
    expect(calls[0]?.headers.get("Idempotency-Key")).toBe(queued.idempotencyKey);
    expect(calls[0]?.url).toContain("/correspondences/message/41/notes");
  });

  it("counts a note already deleted (404) as done, and refuses what the office refuses", async () => {
    stubFetch(() => errorBody(404, "something.not.found"));
    expect((await deliverEntry(entry({ userId: USER, kind: "note.delete", payload: { messageId: 41, noteId: 9 } }))).status).toBe("delivered");
    stubFetch((call) => (call.method === "POST" ? json(row(null, false)) : errorBody(400, "invalid.assignee")));
    expect(await deliverEntry(entry(shared({ assigneeUserId: 3, base: { assigneeUserId: null } })))).toMatchObject({ status: "rejected", error: "invalid.assignee" });
  });
});
