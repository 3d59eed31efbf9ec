import { describe, expect, it } from "vitest";
import { chooseBody, officeCopyOf, restoreChoice } from "@/features/correspondence/drafts/choose-body";
import type { OutboxEntry } from "@/lib/outbox";
import { draftEntry } from "./fixtures";

const server = { body: "<p>server</p>", actionDate: "2026-03-14T12:00:00" };
// 12:00 in Vilnius (winter, UTC+2) is 10:00 UTC.
const SERVER_TIME = Date.parse("2026-03-14T10:00:00Z");

/** The device's copy: the draft's queued save. */
const device = (overrides: { body?: string; baseActionDate?: string | null; updatedAt?: number } = {}): OutboxEntry =>
  draftEntry({
    userId: 3,
    draftId: 1,
    messageId: 2,
    body: overrides.body ?? "<p>device</p>",
    baseActionDate: overrides.baseActionDate ?? null,
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

describe("restoreChoice: a draft opens on its two device sources", () => {
  const ROW_TIME = "2026-03-14T11:00:00";

  it("with the office's copy only, opens on it", () => {
    expect(restoreChoice(server, undefined, ROW_TIME)).toEqual({ kind: "restored", body: "<p>server</p>", source: "server", office: "<p>server</p>", unsent: null, baseActionDate: server.actionDate });
  });

  it("with the unsent typing only, opens on it, edited on the draft row's office time", () => {
    expect(restoreChoice(null, device({ body: "<p>queued</p>" }), ROW_TIME)).toEqual({ kind: "restored", body: "<p>queued</p>", source: "device", office: null, unsent: "<p>queued</p>", baseActionDate: ROW_TIME });
  });

  it("with both, opens on the newer, and names both texts", () => {
    expect(restoreChoice(server, device({ baseActionDate: server.actionDate }), ROW_TIME)).toMatchObject({ body: "<p>device</p>", source: "device", office: "<p>server</p>", unsent: "<p>device</p>", baseActionDate: server.actionDate });
    expect(restoreChoice(server, device({ baseActionDate: "2026-03-14T09:00:00", updatedAt: SERVER_TIME - 60_000 }), ROW_TIME)).toMatchObject({ body: "<p>server</p>", source: "server", unsent: "<p>device</p>" });
  });

  it("with neither (or an entry that carries no text), the device does not have the draft", () => {
    expect(restoreChoice(null, undefined, ROW_TIME)).toEqual({ kind: "not-on-device" });
    const patch = { ...device(), kind: "message.patch", payload: { messageId: 2, important: true } } as OutboxEntry;
    expect(restoreChoice(null, patch, ROW_TIME)).toEqual({ kind: "not-on-device" });
  });
});

describe("officeCopyOf", () => {
  const record = { body: "<p>record</p>", actionDate: "2026-03-14T10:05:00" };
  it("takes the thread's record, unless the row the screen got is later", () => {
    expect(officeCopyOf(record, { body: "<p>read before the save</p>", actionDate: "2026-03-14T10:00:00" })).toBe(record);
    expect(officeCopyOf(record, { body: "<p>same second</p>", actionDate: record.actionDate })).toBe(record);
    const later = { body: "<p>later</p>", actionDate: "2026-03-14T10:06:00" };
    expect(officeCopyOf(record, later)).toBe(later);
    expect(officeCopyOf(null, later)).toBe(later);
    expect(officeCopyOf(record, null)).toBe(record);
    expect(officeCopyOf(null, null)).toBeNull();
  });
});
