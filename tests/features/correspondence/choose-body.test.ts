import { describe, expect, it } from "vitest";
import { chooseBody } from "@/features/correspondence/drafts/choose-body";
import type { OutboxEntry } from "@/lib/outbox";

const server = { body: "<p>server</p>", actionDate: "2026-03-14T12:00:00" };
// 12:00 in Vilnius (winter, UTC+2) is 10:00 UTC.
const SERVER_TIME = Date.parse("2026-03-14T10:00:00Z");

/** The device's copy: the draft's queued save. */
const device = (overrides: { body?: string; baseActionDate?: string | null; updatedAt?: number } = {}): OutboxEntry => ({
  key: "u3:draft:1",
  userId: 3,
  kind: "draft.save",
  payload: { draftId: 1, messageId: 2, body: overrides.body ?? "<p>device</p>", baseActionDate: overrides.baseActionDate ?? null },
  seq: 1,
  revision: 1,
  idempotencyKey: "k",
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  failed: null,
  createdAt: 0,
  updatedAt: overrides.updatedAt ?? SERVER_TIME - 60_000,
});

describe("chooseBody", () => {
  it("takes the server's without a device copy", () => {
    expect(chooseBody(server, undefined)).toEqual({ body: "<p>server</p>", source: "server" });
  });

  it("takes the device's when it was typed on the server's draft as it is now", () => {
    const copy = device({ baseActionDate: server.actionDate, updatedAt: SERVER_TIME - 3_600_000 });
    expect(chooseBody(server, copy)).toEqual({ body: "<p>device</p>", source: "device" });
  });

  it("takes the newer when the draft was saved elsewhere meanwhile", () => {
    expect(chooseBody(server, device({ baseActionDate: "2026-03-14T11:00:00", updatedAt: SERVER_TIME - 60_000 })).source).toBe("server");
    expect(chooseBody(server, device({ baseActionDate: "2026-03-14T11:00:00", updatedAt: SERVER_TIME + 60_000 })).source).toBe("device");
  });

  it("keeps edits typed before the first save reached the office", () => {
    expect(chooseBody(server, device({ updatedAt: SERVER_TIME + 1 })).source).toBe("device");
  });

  it("does not care which one when they are equal, and ignores entries that carry no text", () => {
    expect(chooseBody(server, device({ body: "<p>server</p>" })).source).toBe("server");
    const patch = { ...device(), kind: "message.patch", payload: { messageId: 2, important: true } } as OutboxEntry;
    expect(chooseBody(server, patch).source).toBe("server");
  });
});
