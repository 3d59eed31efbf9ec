/**
 * A draft's text delivered by the outbox in any order against the thread's read and the
 * draft's opening (the e2e "update of the app database" case, whose order two e2e workers
 * changed): the previous version's unsent typing is adopted and delivered, and the thread was
 * read before that delivery. Whether the draft opens after the delivery, or opened before it
 * on the older copy, the editor shows the text the office took, and nothing older is saved; so
 * does a draft opened on a device copy older than the office's once the thread is read again.
 * A real (fake-indexeddb) outbox and app database, a stubbed office.
 */
import type { Descendant } from "slate";
import { act, useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SubRow } from "@/features/correspondence/api/schemas";
import { useDraftSession } from "@/features/correspondence/drafts/use-draft-session";
import { deserializeReply, serializeReply } from "@/features/correspondence/editor/slate-html";
import { writeThreadRead } from "@/features/correspondence/api/thread-record";
import { openIpoDb } from "@/lib/db/database";
import { outboxStore, startOutbox } from "@/lib/outbox";
import { draftKey } from "@/features/correspondence/outbox/queued-work";
import { json, stubFetch, type FetchStub } from "../../lib/fetch-stub";
import { mountPerTest } from "../../support/dom";
import { replyDraft } from "./fixtures";

const USER = 3;
const MESSAGE = 41;
const TYPED = "<p>Typed before the update.</p>";
/** The office's draft as the thread was read: before the delivery (empty, older). */
const olderCopy = replyDraft({ id: 40, body: "" });

/** The thread read from the office (the read writes the thread's device record). */
const readThread = (draft: SubRow) => writeThreadRead(USER, { id: MESSAGE, subRows: [draft] }, new Set());

type Session = ReturnType<typeof useDraftSession>;
const mount = mountPerTest();
let session: Session | null = null;

function Probe({ draft = olderCopy }: { draft?: SubRow }) {
  const value = useDraftSession({ draft, messageId: MESSAGE, userId: USER, readOnly: false, autosaveMs: 60_000 });
  useEffect(() => {
    session = value;
  });
  return <output data-status={value.status} />;
}

function current(): Session {
  if (!session) throw new Error("not rendered");
  return session;
}

async function open(): Promise<void> {
  await act(async () => mount.root.render(<Probe />));
  await vi.waitFor(() => expect(current().initial).not.toBeNull());
}

/** The text the editor starts from. */
const onScreen = () => serializeReply(current().initial?.value ?? []);
const statusOf = () => mount.container.querySelector("output")?.getAttribute("data-status");

/** The office takes every save, one second after the older copy's. */
function office(): FetchStub {
  return stubFetch((call) => json({ ...olderCopy, body: JSON.parse(String(call.body)).body, actionDate: "2026-03-14T10:00:01" }));
}

const saves = (stub: FetchStub) => stub.calls.filter((call) => call.method === "PUT").map((call) => JSON.parse(String(call.body)).body);

afterEach(() => {
  session = null;
  vi.unstubAllGlobals();
});

describe("a draft delivered by the outbox after its thread was read", () => {
  it("opened after the delivery: shows the delivered text, not the older copy, and saves nothing more", async () => {
    const stub = office();
    await readThread(olderCopy);
    // The previous version kept the unsent typing in the app database.
    const db = await openIpoDb();
    await db.put("replyDrafts", { draftId: 40, messageId: MESSAGE, userId: USER, body: TYPED, updatedAt: Date.now(), syncedBody: null, serverActionDate: null });
    // The outbox adopts it and delivers it before the draft opens.
    startOutbox(USER);
    await vi.waitFor(() => expect(saves(stub)).toEqual([TYPED]));
    await vi.waitFor(async () => expect(await outboxStore().get(draftKey(USER, 40))).toBeUndefined());

    await open();
    expect(onScreen()).toBe(TYPED);
    expect(statusOf()).toBe("office");
    await act(async () => {
      expect(await current().save(true)).toBe(true);
    });
    expect(saves(stub)).toEqual([TYPED]);
  });

  it("opened before the delivery, on the older copy: the delivered text replaces it while nothing was typed", async () => {
    const stub = office();
    await readThread(olderCopy);
    await open();
    expect(onScreen()).not.toContain("Typed");
    const first = current().initial?.generation;
    // Typing of the previous version (or another tab, or the worker) is delivered now.
    await outboxStore().enqueue({ userId: USER, kind: "draft.save", payload: { draftId: 40, messageId: MESSAGE, body: TYPED } });
    await act(async () => {
      await startOutbox(USER).drain({ ignoreBackoff: true });
    });
    await vi.waitFor(() => expect(current().initial?.generation).not.toBe(first));
    expect(onScreen()).toBe(TYPED);
    await vi.waitFor(() => expect(statusOf()).toBe("office"));
    await act(async () => {
      expect(await current().save(true)).toBe(true);
    });
    expect(saves(stub)).toEqual([TYPED]);
  });

  it("opened on a device copy older than the office's: the thread's later text replaces it, unless the user typed", async () => {
    const stub = office();
    const later: SubRow = { ...olderCopy, body: TYPED, actionDate: "2026-03-14T10:00:01" };
    await open();
    expect(onScreen()).not.toContain("Typed");
    // The thread is read again (its query refreshed) with the office's later draft.
    await act(async () => mount.root.render(<Probe draft={later} />));
    await vi.waitFor(() => expect(onScreen()).toBe(TYPED));
    expect(statusOf()).toBe("office");
    // Typing here is never replaced by a later office copy.
    act(() => current().onChange("<p>Mine.</p>", deserializeReply("<p>Mine.</p>") as Descendant[]));
    await act(async () => mount.root.render(<Probe draft={{ ...later, body: "<p>Elsewhere.</p>", actionDate: "2026-03-14T10:00:02" }} />));
    await act(async () => {
      expect(await current().save(true)).toBe(true);
    });
    expect(onScreen()).toBe(TYPED);
    expect(saves(stub)).toEqual(["<p>Mine.</p>"]);
  });
});
