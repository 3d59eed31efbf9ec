/**
 * Files shared offline to a letter without a draft wait in the outbox (the draft is created
 * when the connection is back). The thread shows them where the draft will be, as queued on
 * this device (never as uploaded), with their names and sizes, removable; the real outbox (fake
 * IndexedDB) behind it and a stubbed office.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CorrespondenceMessage } from "@/features/correspondence/api/schemas";
import { ReplyPanels } from "@/features/correspondence/components/thread/reply-panels";
import { queuedUploadsOf } from "@/features/correspondence/components/thread/use-queued-uploads";
import { formatFileSize } from "@/lib/format";
import { i18n } from "@/lib/i18n";
import { discardQueuedWork, resetPageOutbox, startOutbox, type OutboxEntry } from "@/lib/outbox";
import { uploadOperation } from "@/features/correspondence/outbox/queued-work";
import { inspectFiles } from "@/lib/file-check";
import { json, offline, stubFetch, type Responder } from "../../lib/fetch-stub";
import { mountPerTest, withAppProviders } from "../../support/dom";
import { officeLetter } from "./fixtures";

const USER = 44;
const MESSAGE = 90;
const letter: CorrespondenceMessage = officeLetter({ id: MESSAGE, applicationNumber: "TM-9", subRows: [] });

let answer: Responder = offline;
const dom = mountPerTest();

beforeEach(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  answer = offline;
  stubFetch((call) => answer(call));
});

afterEach(async () => {
  await discardQueuedWork(USER);
  await resetPageOutbox();
  vi.unstubAllGlobals();
});

/** Shares `files` (name → size in bytes) offline to the letter: queued, as the share picker does. */
async function shareOffline(files: Record<string, number>) {
  const outbox = startOutbox(USER);
  const picked = Object.entries(files).map(([name, size]) => new File([new Uint8Array(size)], name, { type: "application/pdf" }));
  const outcome = await outbox.deliverNow(uploadOperation(null, MESSAGE, await inspectFiles(picked)));
  if (outcome.kind !== "queued") throw new Error(`expected the files to be queued, got ${outcome.kind}`);
  return { outbox, key: outcome.entry.key };
}

async function renderThreadReplies(client = new QueryClient()) {
  await act(async () =>
    dom.root.render(
      withAppProviders(
        <QueryClientProvider client={client}>
          <ReplyPanels message={letter} open={[]} onOpenChange={() => undefined} userId={USER} readOnly={false} autosaveMs={60_000} registerFlush={() => undefined} onSent={() => undefined} onDeleted={() => undefined} />
        </QueryClientProvider>,
      ),
    ),
  );
}

const queuedReply = () => dom.container.querySelector<HTMLElement>("[data-testid='queued-reply']");
const files = () => [...dom.container.querySelectorAll<HTMLElement>("[data-queued-file]")].map((item) => item.textContent);
const button = (root: ParentNode, name: string) => [...root.querySelectorAll<HTMLButtonElement>("button")].find((candidate) => candidate.textContent.trim() === name);

describe("files shared offline to a letter without a draft, in its thread", () => {
  it("stand where the draft will be, queued on this device and not sent, with their names and sizes", async () => {
    await shareOffline({ "Evidence.pdf": 2_500, "Power of attorney.pdf": 1_500_000 });
    await renderThreadReplies();
    await vi.waitFor(() => expect(files()).toHaveLength(2));
    const reply = queuedReply();
    expect(reply?.textContent).toContain("Reply - TM-9");
    expect(reply?.textContent).toContain("Queued on this device");
    expect(reply?.textContent).toContain("not sent yet");
    // Sizes as every size of the app is shown (src/lib/format, the interface language).
    expect(files()).toEqual([`Evidence.pdf${formatFileSize(2_500, "en")}QueuedRemove`, `Power of attorney.pdf${formatFileSize(1_500_000, "en")}QueuedRemove`]);
    expect(formatFileSize(1_500_000, "en")).toMatch(/MB/);
    // Nothing is shown as at the office: no attachment list, no sent reply.
    expect(dom.container.querySelector("[aria-label='Attachments']")).toBeNull();
  });

  it("a removed file leaves the queue and the screen; the last one takes the queued reply with it", async () => {
    const { outbox, key } = await shareOffline({ "Evidence.pdf": 10, "Draft scan.pdf": 20 });
    const before = await outbox.get(key);
    await renderThreadReplies();
    await vi.waitFor(() => expect(files()).toHaveLength(2));

    await act(async () => dom.container.querySelector<HTMLButtonElement>("button[aria-label='Remove Evidence.pdf from the queue']")?.click());
    const dialog = await vi.waitFor(() => document.querySelector<HTMLElement>("[role=alertdialog]") ?? Promise.reject(new Error("no dialog")));
    expect(dialog.textContent).toContain("Evidence.pdf has not been uploaded");
    await act(async () => button(dialog, "Remove")?.click());
    await vi.waitFor(() => expect(files()).toEqual([`Draft scan.pdf${formatFileSize(20, "en")}QueuedRemove`]));
    const after = await outbox.get(key);
    expect(after?.kind === "attachment.upload" && after.payload.files.map((file) => file.name)).toEqual(["Draft scan.pdf"]);
    // Another request now: a new Idempotency-Key (decision 4 binds a key to one request).
    expect(after?.idempotencyKey).not.toBe(before?.idempotencyKey);

    await act(async () => dom.container.querySelector<HTMLButtonElement>("button[aria-label='Remove Draft scan.pdf from the queue']")?.click());
    const last = await vi.waitFor(() => document.querySelector<HTMLElement>("[role=alertdialog]") ?? Promise.reject(new Error("no dialog")));
    await act(async () => button(last, "Remove")?.click());
    await vi.waitFor(() => expect(queuedReply()).toBeNull());
    expect(await outbox.list()).toEqual([]);
  });

  it("once the connection is back and the office has them, the thread is read again to show its draft", async () => {
    const { outbox } = await shareOffline({ "Evidence.pdf": 10 });
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, "invalidateQueries");
    await renderThreadReplies(client);
    await vi.waitFor(() => expect(files()).toHaveLength(1));
    answer = (call) => (call.url.includes("/correspondences/draft?") ? json({ id: 91, draftStatus: "DRAFT", actionDate: "2026-11-26T10:00:00", body: "" }, { status: 201 }) : json([]));
    await act(async () => void (await outbox.drain({ ignoreBackoff: true })));
    await vi.waitFor(() => expect(queuedReply()).toBeNull());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["correspondence", "detail"] });
  });
});

describe("queuedUploadsOf", () => {
  const upload = (key: string, draftId: number | null, messageId: number, failed = false) =>
    ({
      key,
      kind: "attachment.upload",
      payload: { uploadId: key, draftId, messageId, files: [{ name: `${key}.pdf`, type: "application/pdf", size: 3, part: 0 }] },
      failed: failed ? { error: "x", status: 400, at: 0 } : null,
    }) as unknown as OutboxEntry;
  const entries = [upload("a", null, MESSAGE), upload("b", 5, MESSAGE), upload("c", null, MESSAGE + 1), upload("d", null, MESSAGE, true)];

  it("picks the letter's files bound for the given drafts (null: the draft to be created), refused ones with the reason", () => {
    expect(queuedUploadsOf(entries, MESSAGE, [null]).map((file) => [file.name, file.refusal])).toEqual([
      ["a.pdf", null],
      ["d.pdf", "x"],
    ]);
    expect(queuedUploadsOf(entries, MESSAGE, [5, null]).map((file) => file.name)).toEqual(["a.pdf", "b.pdf", "d.pdf"]);
    expect(queuedUploadsOf(entries, MESSAGE, [5])).toEqual([{ key: "b", index: 0, name: "b.pdf", size: 3, pageCount: null, refusal: null }]);
  });
});
