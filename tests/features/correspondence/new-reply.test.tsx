/**
 * A reply started offline on a letter without a draft, in its thread: the draft panel
 * opens with no office draft, typing is kept on the device under the letter's one entry
 * (`newDraftKey`), and the thread shown again (a reload) finds the reply with its text; a send
 * queued offline waits for the connection, never shown as sent. The real draft session and
 * outbox (fake IndexedDB), the office unreachable. The slate editor is replaced by a text area
 * (happy-dom has no `beforeinput` editing), as in ./draft-panel.test.tsx.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ReplyPanels } from "@/features/correspondence/components/thread/reply-panels";
import type { ReplyEditorProps } from "@/features/correspondence/editor/reply-editor";
import { i18n } from "@/lib/i18n";
import { discardQueuedWork, outboxStore, resetPageOutbox } from "@/lib/outbox";
import { newDraftKey } from "@/features/correspondence/outbox/queued-work";
import { offline, stubFetch } from "../../lib/fetch-stub";
import { mountPerTest, withAppProviders } from "../../support/dom";
import { officeLetter, replyDraft } from "./fixtures";

vi.mock("@/features/correspondence/editor/reply-editor", async () => {
  const { deserializeReply, serializeReply } = await import("@/features/correspondence/editor/slate-html");
  return {
    ReplyEditor: ({ id, label, initialValue, readOnly, onChange }: ReplyEditorProps) => (
      <textarea id={id} aria-label={label} readOnly={readOnly} defaultValue={serializeReply(initialValue)} onChange={(event) => onChange(event.target.value, deserializeReply(event.target.value))} />
    ),
  };
});

const USER = 45;
const MESSAGE = 91;
const letter = officeLetter({ id: MESSAGE, applicationNumber: "TM-10", subRows: [] });
const dom = mountPerTest();

beforeEach(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  stubFetch(offline);
  // Offline as the browser says it (no first-typing delivery is tried, src/features/correspondence/drafts/use-draft-session.ts).
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
});

afterEach(async () => {
  await discardQueuedWork(USER);
  await resetPageOutbox();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderReplies(started: boolean, onDeleted: () => void = () => undefined, message = letter) {
  let open: string[] = [];
  const draw = () =>
    dom.root.render(
      withAppProviders(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ReplyPanels
            message={message}
            open={open}
            onOpenChange={(next) => {
              open = next;
              draw();
            }}
            started={started}
            userId={USER}
            readOnly={false}
            autosaveMs={60_000}
            registerFlush={() => undefined}
            onSent={() => undefined}
            onDeleted={onDeleted}
          />
        </QueryClientProvider>,
      ),
    );
  await act(async () => draw());
}

const editor = () => dom.container.querySelector<HTMLTextAreaElement>("[data-draft-id='new'] textarea");
const status = () => dom.container.querySelector("[data-draft-id='new'] [data-testid=draft-status]");

async function type(html: string): Promise<void> {
  const field = editor();
  if (!field) throw new Error("no editor");
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
  await act(async () => {
    setValue?.call(field, html);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("a reply started offline on a letter without a draft", () => {
  it("opens with no office draft, keeps the typing under the letter's entry, and is found again with its text", async () => {
    await renderReplies(true);
    await vi.waitFor(() => expect(editor()).not.toBeNull(), { timeout: 5000 });
    expect(dom.container.textContent).toContain("Draft started on this device");
    await type("<p>Typed offline</p>");
    await vi.waitFor(() => expect(status()?.getAttribute("data-status")).toBe("device"));
    const entry = await outboxStore().get(newDraftKey(USER, MESSAGE));
    expect(entry).toMatchObject({ kind: "draft.save", payload: { draftId: null, messageId: MESSAGE, body: "<p>Typed offline</p>" } });

    // The thread shown again (a reload): the reply the device holds is back, open, with its text.
    await act(async () => dom.root.render(<></>));
    await renderReplies(false);
    await vi.waitFor(() => expect(editor()?.value).toBe("<p>Typed offline</p>"), { timeout: 5000 });
    expect(dom.container.querySelector("[data-testid='queued-reply']")).toBeNull();
  });

  it("stays the one draft panel, with its typing, when the office shows the draft created for its files first", async () => {
    await renderReplies(true);
    await vi.waitFor(() => expect(editor()).not.toBeNull(), { timeout: 5000 });
    await type("<p>Typed before the files reached the office</p>");
    await vi.waitFor(() => expect(status()?.getAttribute("data-status")).toBe("device"));
    // The outbox delivered the files first: the office now shows an (empty) draft of the letter.
    const withDraft = officeLetter({ id: MESSAGE, applicationNumber: "TM-10", subRows: [replyDraft({ id: 700, body: "" })] });
    await act(async () => dom.root.render(<></>));
    await renderReplies(false, undefined, withDraft);
    await vi.waitFor(() => expect(editor()?.value).toBe("<p>Typed before the files reached the office</p>"), { timeout: 5000 });
    // Not the office's empty draft beside it, to be typed over with an older text.
    expect(dom.container.querySelector("[data-draft-id='700']")).toBeNull();
  });

  it("Delete draft takes the reply and its files off the device; nothing is asked of the office", async () => {
    const deleted = vi.fn();
    const calls = stubFetch(offline).calls;
    await renderReplies(true, deleted);
    await vi.waitFor(() => expect(editor()).not.toBeNull(), { timeout: 5000 });
    await type("<p>Not needed after all</p>");
    await vi.waitFor(() => expect(status()?.getAttribute("data-status")).toBe("device"));
    const buttons = () => [...dom.container.ownerDocument.querySelectorAll<HTMLButtonElement>("button")];
    await act(async () => buttons().find((button) => button.textContent.trim() === "Delete draft")?.click());
    // The dialog's confirmation (the last "Delete draft" on the page).
    await act(async () => buttons().filter((button) => button.textContent.trim() === "Delete draft").at(-1)?.click());
    await vi.waitFor(() => expect(deleted).toHaveBeenCalledTimes(1));
    expect(await outboxStore().get(newDraftKey(USER, MESSAGE))).toBeUndefined();
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([]);
  });

  it("shows nothing of a reply while none was started nor is held", async () => {
    await renderReplies(false);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(dom.container.querySelector("[data-draft-id]")).toBeNull();
  });
});
