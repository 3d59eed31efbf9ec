import { describe, expect, it } from "vitest";
import { chooseBody } from "@/features/correspondence/drafts/choose-body";
import type { ReplyDraftRecord } from "@/lib/db";

const server = { body: "<p>server</p>", actionDate: "2026-03-14T12:00:00" };
// 12:00 in Vilnius (winter, UTC+2) is 10:00 UTC.
const SERVER_TIME = Date.parse("2026-03-14T10:00:00Z");

const device = (overrides: Partial<ReplyDraftRecord>): ReplyDraftRecord => ({
  draftId: 1,
  messageId: 2,
  userId: 3,
  body: "<p>device</p>",
  updatedAt: SERVER_TIME - 60_000,
  syncedBody: null,
  serverActionDate: null,
  ...overrides,
});

describe("chooseBody", () => {
  it("takes the server's without a device copy", () => {
    expect(chooseBody(server, undefined)).toEqual({ body: "<p>server</p>", source: "server" });
  });

  it("takes the device's when the server has not changed since the device last saw it", () => {
    const copy = device({ serverActionDate: server.actionDate, syncedBody: "<p>server</p>", updatedAt: SERVER_TIME - 3_600_000 });
    expect(chooseBody(server, copy)).toEqual({ body: "<p>device</p>", source: "device" });
  });

  it("takes the newer when the draft was saved elsewhere meanwhile", () => {
    const older = device({ serverActionDate: "2026-03-14T11:00:00", updatedAt: SERVER_TIME - 60_000 });
    expect(chooseBody(server, older).source).toBe("server");
    const newer = device({ serverActionDate: "2026-03-14T11:00:00", updatedAt: SERVER_TIME + 60_000 });
    expect(chooseBody(server, newer).source).toBe("device");
  });

  it("keeps edits typed before the first save reached the office", () => {
    expect(chooseBody(server, device({ updatedAt: SERVER_TIME + 1 })).source).toBe("device");
  });

  it("does not care which one when they are equal", () => {
    expect(chooseBody(server, device({ body: "<p>server</p>" })).source).toBe("server");
  });
});
