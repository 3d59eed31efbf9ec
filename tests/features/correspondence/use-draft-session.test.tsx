/**
 * The draft session hook against a real (fake-indexeddb) outbox and a stubbed office: a reopened
 * draft restores the device's typing, typing reaches the device copy and then the office, the
 * office's refusal keeps the text, and a read-only session writes nothing.
 */
import { act, useEffect } from "react";
import type { Descendant } from "slate";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deserializeReply } from "@/features/correspondence/editor/slate-html";
import { useDraftSession } from "@/features/correspondence/drafts/use-draft-session";
import { outboxStore } from "@/lib/outbox";
import { draftKey, newDraftKey } from "@/features/correspondence/outbox/queued-work";
import type { SubRow } from "@/features/correspondence/api/schemas";
import { errorBody, json, stubFetch } from "../../lib/fetch-stub";
import { mountPerTest } from "../../support/dom";
import { replyDraft } from "./fixtures";

const USER = 3;
const draft = replyDraft({ id: 40, body: "<p>office</p>" });

type Session = ReturnType<typeof useDraftSession>;
const mount = mountPerTest();
let session: Session | null = null;

function Probe({ readOnly, onSession }: { readOnly: boolean; onSession: (value: Session) => void }) {
  const value = useDraftSession({ draft, messageId: 41, userId: USER, readOnly, autosaveMs: 60_000 });
  // After every render: the test drives the latest session.
  useEffect(() => {
    onSession(value);
  });
  return <output data-status={value.status}>{value.initial ? "ready" : "loading"}</output>;
}

/** A panel whose office draft the test changes (a reply started here, then the office's draft). */
function PanelProbe({ row, onSession }: { row: SubRow | null; onSession: (value: Session) => void }) {
  const value = useDraftSession({ draft: row, messageId: 41, userId: USER, readOnly: false, autosaveMs: 60_000 });
  useEffect(() => {
    onSession(value);
  });
  return <output data-status={value.status}>{value.initial ? "ready" : "loading"}</output>;
}

function current(): Session {
  if (!session) throw new Error("not rendered");
  return session;
}

async function render(readOnly = false): Promise<void> {
  await act(async () => mount.root.render(<Probe readOnly={readOnly} onSession={(value) => {
          session = value;
        }} />));
  await vi.waitFor(() => expect(current().initial).not.toBeNull());
}

function type(html: string): void {
  act(() => current().onChange(html, deserializeReply(html) as Descendant[]));
}

const statusOf = () => mount.container.querySelector("output")?.getAttribute("data-status");

afterEach(() => {
  session = null;
  vi.unstubAllGlobals();
});

describe("useDraftSession", () => {
  it("reopens on the device's typing when the office has not changed the draft since, and says the office waits for it", async () => {
    await outboxStore().enqueue({ userId: USER, kind: "draft.save", payload: { draftId: 40, messageId: 41, body: "<p>typed offline</p>", baseActionDate: draft.actionDate } });
    stubFetch(() => new Response(null, { status: 503 }));
    await render();
    expect(current().initial?.fromDevice).toBe(true);
    // The outbox tries at once; the office is unreachable (503), so the text waits on the device.
    await vi.waitFor(() => expect(statusOf()).toBe("office-waiting"));
  });

  it("typing reaches the device copy, then the office; the status follows", async () => {
    const office = stubFetch((call) => json({ ...draft, body: JSON.parse(String(call.body)).body, actionDate: "2026-03-14T10:05:00" }));
    await render();
    expect(statusOf()).toBe("office");
    type("<p>office and more</p>");
    expect(statusOf()).toBe("device-saving");
    await vi.waitFor(async () => expect((await outboxStore().get(draftKey(USER, 40)))?.payload).toMatchObject({ body: "<p>office and more</p>" }));
    await act(async () => {
      expect(await current().save(true)).toBe(true);
    });
    expect(office.calls.map((call) => `${call.method} ${call.url}`)).toEqual(["PUT /api/v1/correspondences/draft"]);
    await vi.waitFor(() => expect(statusOf()).toBe("office"));
    expect(await outboxStore().get(draftKey(USER, 40))).toBeUndefined();
  });

  it("a refused send keeps the text and says it needs attention", async () => {
    stubFetch(() => errorBody(400, "draft.already.sent"));
    await render();
    type("<p>my answer</p>");
    let outcome: Awaited<ReturnType<Session["send"]>> | null = null;
    await act(async () => {
      outcome = await current().send();
    });
    expect(outcome).toMatchObject({ kind: "failed" });
    await vi.waitFor(() => expect(statusOf()).toBe("attention"));
    const kept = await outboxStore().get(draftKey(USER, 40));
    expect(kept?.kind === "draft.send" && kept.payload.body).toBe("<p>my answer</p>");
  });

  it("a read-only session writes nothing", async () => {
    const office = stubFetch(() => json({}));
    await render(true);
    type("<p>not mine to write</p>");
    await act(async () => {
      await current().save(true);
    });
    expect(await outboxStore().listAll(USER)).toEqual([]);
    expect(office.calls).toEqual([]);
  });

  it("a reply started here shows its typing reach the office after the office's draft took over the panel", async () => {
    // The first typing creates the letter's draft (40); its first save is held at the office
    // while more is typed, and the thread meanwhile shows the office's draft in the panel.
    let releaseFirstSave = () => {};
    const firstSaveHeld = new Promise<void>((resolve) => (releaseFirstSave = resolve));
    let saves = 0;
    stubFetch(async (call) => {
      if (call.method === "POST") return json(replyDraft({ id: 40, body: "" }));
      saves += 1;
      if (saves === 1) await firstSaveHeld;
      return json({ ...draft, body: JSON.parse(String(call.body)).body, actionDate: `2026-03-14T10:0${saves}:00` });
    });
    const onSession = (value: Session) => {
      session = value;
    };
    await act(async () => mount.root.render(<PanelProbe row={null} onSession={onSession} />));
    await vi.waitFor(() => expect(current().initial).not.toBeNull());
    type("<p>Dear examiner,</p>");
    await vi.waitFor(() => expect(saves).toBe(1));
    type("<p>Dear examiner, we agree.</p>");
    await vi.waitFor(async () => expect((await outboxStore().get(newDraftKey(USER, 41)))?.payload).toMatchObject({ body: "<p>Dear examiner, we agree.</p>" }));
    await act(async () => mount.root.render(<PanelProbe row={replyDraft({ id: 40, body: "<p>Dear examiner,</p>" })} onSession={onSession} />));

    releaseFirstSave();
    await vi.waitFor(() => expect(saves).toBe(2));
    await vi.waitFor(() => expect(statusOf()).toBe("office"));
    expect(await outboxStore().listAll(USER)).toEqual([]);
  });
});
