/**
 * The states of an open reply draft (src/features/correspondence/drafts/draft-machine.ts): what
 * the user is told while typing, after the device copy is written, while the office saves,
 * when a save elsewhere conflicts, on send, and when something fails.
 */
import { describe, expect, it } from "vitest";
import { draftReducer, draftStatus, initialDraftState, needsDeviceWrite, type DraftEvent, type DraftState } from "@/features/correspondence/drafts/draft-machine";
import type { OutboxEntry } from "@/lib/outbox";

const entry = (overrides: Partial<OutboxEntry> = {}): OutboxEntry =>
  ({
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
    createdAt: 500,
    updatedAt: 500,
    ...overrides,
  }) as OutboxEntry;

const run = (...events: DraftEvent[]): DraftState => events.reduce(draftReducer, initialDraftState);
const restored = (overrides: Partial<Extract<DraftEvent, { type: "restored" }>> = {}): DraftEvent => ({
  type: "restored",
  body: "<p>office</p>",
  blank: false,
  confirmed: "<p>office</p>",
  baseActionDate: "2026-03-14T10:00:00",
  entry: undefined,
  deviceBody: null,
  ...overrides,
});
const typed = (body: string, now = 1000): DraftEvent => ({ type: "typed", body, blank: false, now });

describe("draft states", () => {
  it("loads, then shows the office's draft as saved to the office", () => {
    expect(draftStatus(initialDraftState)).toBe("loading");
    // Typing before the draft is restored is not taken (the editor is not shown yet).
    expect(run(typed("<p>early</p>")).body).toBe("");
    expect(draftStatus(run(restored()))).toBe("office");
  });

  it("typing: saving on this device until the entry holds the body, then saved on this device", () => {
    const state = run(restored(), typed("<p>office and more</p>", 1000));
    expect(needsDeviceWrite(state)).toBe(true);
    expect(draftStatus(state)).toBe("device-saving");
    expect(state.writingSince).toBe(1000);
    const saved = run(restored(), typed("<p>office and more</p>", 1000), { type: "device-saved", body: "<p>office and more</p>" }, { type: "entry", entry: entry() });
    expect(needsDeviceWrite(saved)).toBe(false);
    expect(draftStatus(saved)).toBe("device");
  });

  it("a body changed by the user is edited until the next restore (a later office text may replace only an unedited one)", () => {
    expect(run(restored()).edited).toBe(false);
    // The same body again (the editor's own normalisation) is no edit.
    expect(run(restored(), typed("<p>office</p>")).edited).toBe(false);
    expect(run(restored(), typed("<p>mine</p>")).edited).toBe(true);
    expect(run(restored(), typed("<p>mine</p>"), { type: "delivered", kind: "draft.save", body: "<p>mine</p>", actionDate: null }).edited).toBe(true);
    expect(run(restored(), typed("<p>mine</p>"), restored({ body: "<p>newer</p>" })).edited).toBe(false);
  });

  it("office save: on the wire, waiting for the connection, then saved to the office", () => {
    const queued = [restored(), typed("<p>b</p>"), { type: "device-saved", body: "<p>b</p>" }, { type: "entry", entry: entry() }] as DraftEvent[];
    expect(draftStatus(run(...queued, { type: "delivering" }))).toBe("office-saving");
    expect(draftStatus(run(...queued, { type: "entry", entry: entry({ lastError: "network" }) }))).toBe("office-waiting");
    const done = run(...queued, { type: "delivering" }, { type: "delivered", kind: "draft.save", body: "<p>b</p>", actionDate: "2026-03-14T10:05:00" }, { type: "entry", entry: undefined });
    expect(draftStatus(done)).toBe("office");
    expect(done.baseActionDate).toBe("2026-03-14T10:05:00");
    expect(done.writingSince).toBeNull();
  });

  it("a save of an older body confirms that body only; the newer typing stays on this device", () => {
    const state = run(restored(), typed("<p>b</p>", 1000), { type: "device-saved", body: "<p>b</p>" }, typed("<p>bc</p>", 2000), { type: "delivered", kind: "draft.save", body: "<p>b</p>", actionDate: null });
    expect(state.confirmed).toBe("<p>b</p>");
    expect(state.writingSince).toBe(1000);
    expect(draftStatus(state)).toBe("device-saving");
  });

  it("conflict: a device copy restored over the office's older draft is saved on this device, not to the office", () => {
    const state = run(restored({ body: "<p>mine</p>", confirmed: "<p>office</p>", entry: entry({ createdAt: 700 }), deviceBody: "<p>mine</p>" }));
    expect(draftStatus(state)).toBe("device");
    expect(state.writingSince).toBe(700);
    // The office's newer body won over an older queued one: the entry must be rewritten with it.
    const officeWon = run(restored({ entry: entry(), deviceBody: "<p>old</p>" }));
    expect(needsDeviceWrite(officeWon)).toBe(true);
  });

  it("send: queued, sending, and never called sent before the office took it", () => {
    const sendEntry = entry({ kind: "draft.send" });
    expect(draftStatus(run(restored(), { type: "entry", entry: sendEntry }))).toBe("send-queued");
    expect(draftStatus(run(restored(), { type: "entry", entry: sendEntry }, { type: "delivering" }))).toBe("sending");
    expect(draftStatus(run(restored(), { type: "entry", entry: sendEntry }, { type: "delivering" }, { type: "retrying" }))).toBe("send-queued");
  });

  it("failure: a refusal needs attention; a full storage says so and keeps the text on screen", () => {
    const refused = entry({ kind: "draft.send", failed: { error: "draft.already.sent", status: 409, at: 1 } });
    expect(draftStatus(run(restored(), { type: "entry", entry: refused }, { type: "rejected" }))).toBe("attention");
    const full = run(restored(), typed("<p>typed offline</p>"), { type: "device-failed" });
    expect(draftStatus(full)).toBe("device-failed");
    expect(full.body).toBe("<p>typed offline</p>");
    expect(needsDeviceWrite(full)).toBe(true);
    expect(draftStatus(draftReducer(full, { type: "device-saved", body: "<p>typed offline</p>" }))).toBe("device");
  });

  it("a draft being deleted writes nothing more", () => {
    const state = run(restored(), typed("<p>gone</p>"), { type: "discarding", on: true });
    expect(needsDeviceWrite(state)).toBe(false);
  });

  it("a draft whose text this device does not keep says it is at the office until it is restored", () => {
    const waiting = run({ type: "not-on-device" });
    expect(draftStatus(waiting)).toBe("at-office");
    expect(draftStatus(draftReducer(waiting, restored()))).toBe("office");
    // Once restored, a later "not on the device" changes nothing.
    expect(draftStatus(run(restored(), { type: "not-on-device" }))).toBe("office");
  });

  it("another tab edits: typing here is not taken; a send or a refusal still shows; back to editing", () => {
    const elsewhere = run(restored(), { type: "editor", otherTab: true });
    expect(draftStatus(elsewhere)).toBe("other-tab");
    expect(draftReducer(elsewhere, typed("<p>ignored</p>")).body).toBe("<p>office</p>");
    expect(draftStatus(draftReducer(elsewhere, { type: "entry", entry: entry({ kind: "draft.send" }) }))).toBe("send-queued");
    expect(draftStatus(draftReducer(elsewhere, { type: "entry", entry: entry({ failed: { error: "x", status: 400, at: 1 } }) }))).toBe("attention");
    const back = draftReducer(elsewhere, { type: "editor", otherTab: false });
    expect(draftStatus(back)).toBe("office");
    expect(draftReducer(back, typed("<p>taken</p>")).body).toBe("<p>taken</p>");
  });
});

describe("a body longer than the office accepts", () => {
  it("is written to the device copy (held there, src/lib/outbox/store.ts), says too-long, and is written again once shortened", () => {
    const long = `<p>${"a".repeat(20_000)}</p>`;
    const over = run(restored(), typed(long));
    expect(needsDeviceWrite(over)).toBe(true);
    expect(draftStatus(over)).toBe("too-long");
    expect(draftStatus(draftReducer(over, { type: "device-saved", body: long }))).toBe("too-long");
    const shortened = draftReducer(over, typed("<p>short</p>", 2000));
    expect(needsDeviceWrite(shortened)).toBe(true);
    expect(draftStatus(shortened)).toBe("device-saving");
    // Exactly at the limit is still accepted.
    expect(draftStatus(run(restored(), typed(`<p>${"a".repeat(20_000 - 7)}</p>`)))).toBe("device-saving");
  });
});
