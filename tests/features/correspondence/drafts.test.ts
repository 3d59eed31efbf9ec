import type { OutboxEntry } from "@sw/outbox";
import { describe, expect, it } from "vitest";
import { classifyFailure } from "@/features/correspondence/drafts/outbox-transport";
import { markSynced, readDeviceDraft, writeDeviceBody, deleteDeviceDraft } from "@/features/correspondence/drafts/device-drafts";
import { saveStatus } from "@/features/correspondence/drafts/save-status";
import { expiringCriteria, expiringWindow } from "@/features/correspondence/expiring";
import { ApiError } from "@/lib/api";
import { globals } from "../../lib/fixtures";

const entry = (overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
  key: "u1:draft:1",
  userId: 1,
  seq: 1,
  revision: 1,
  kind: "draft.save",
  payload: { draftId: 1, messageId: 2, body: "<p>x</p>" },
  idempotencyKey: "k",
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  failed: null,
  createdAt: 0,
  updatedAt: 0,
  ...overrides,
}) as OutboxEntry;

describe("save status", () => {
  const base = { ready: true, localPending: false, entry: undefined, delivering: false, synced: false };

  it("tells the device from the office", () => {
    expect(saveStatus({ ...base, ready: false })).toBe("loading");
    expect(saveStatus({ ...base, localPending: true })).toBe("device-saving");
    expect(saveStatus(base)).toBe("device");
    expect(saveStatus({ ...base, entry: entry() })).toBe("device");
    expect(saveStatus({ ...base, entry: entry(), delivering: true })).toBe("office-saving");
    expect(saveStatus({ ...base, entry: entry({ lastError: "network" }) })).toBe("office-waiting");
    expect(saveStatus({ ...base, synced: true })).toBe("office");
  });

  it("never calls a queued reply sent", () => {
    expect(saveStatus({ ...base, entry: entry({ kind: "draft.send" }), synced: true })).toBe("send-queued");
    expect(saveStatus({ ...base, entry: entry({ kind: "draft.send" }), delivering: true })).toBe("sending");
    // Refused by the office: it needs the user's attention, never "sent" nor "saved".
    expect(saveStatus({ ...base, entry: entry({ kind: "draft.send", failed: { error: "draft.already.sent", status: 409, at: 1 } }) })).toBe("attention");
  });
});

describe("outbox transport failures", () => {
  it("retries what may work later and drops refusals", () => {
    expect(classifyFailure(new ApiError({ kind: "network", status: 0 }))).toEqual({ status: "retry", error: "network" });
    expect(classifyFailure(new ApiError({ status: 503, description: "service.unavailable" }))).toMatchObject({ status: "retry" });
    expect(classifyFailure(new ApiError({ status: 401, description: "unauthorized" }))).toMatchObject({ status: "paused" });
    expect(classifyFailure(new ApiError({ status: 403, description: "csrf.token.invalid" }))).toMatchObject({ status: "retry" });
    expect(classifyFailure(new ApiError({ status: 409, description: "draft.already.sent" }))).toMatchObject({ status: "rejected", error: "draft.already.sent", httpStatus: 409 });
    expect(classifyFailure(new ApiError({ status: 400, description: "required.field" }))).toMatchObject({ status: "rejected" });
    expect(classifyFailure(new ApiError({ status: 403, description: "read.only.session" }))).toMatchObject({ status: "rejected" });
    expect(classifyFailure(new ApiError({ kind: "validation", status: 200 }))).toEqual({ status: "delivered", response: null });
  });
});

describe("device copies", () => {
  it("keep the typed body apart from what the office confirmed", async () => {
    const ids = { draftId: 5, messageId: 6, userId: 7 };
    await writeDeviceBody({ ...ids, body: "<p>one</p>" }, 1000);
    await markSynced(ids, "<p>one</p>", "2026-03-14T10:00:00");
    await writeDeviceBody({ ...ids, body: "<p>one two</p>" }, 2000);
    expect(await readDeviceDraft(5)).toEqual({
      ...ids,
      body: "<p>one two</p>",
      updatedAt: 2000,
      syncedBody: "<p>one</p>",
      serverActionDate: "2026-03-14T10:00:00",
      pendingSince: 1000,
    });
    await deleteDeviceDraft(5);
    expect(await readDeviceDraft(5)).toBeUndefined();
  });
});

describe("expiring messages window", () => {
  it("runs from the start of today to the end of today + the period", () => {
    const window = expiringWindow(globals, "2026-03-30");
    expect(window).toEqual({ from: "2026-03-30", to: "2026-04-01" });
    expect(expiringCriteria(window)).toEqual({
      requiresReply: true,
      dates: { date: "DUE_DATE", dateFrom: "2026-03-30T00:00:00", dateTo: "2026-04-01T23:59:59" },
    });
  });
});
