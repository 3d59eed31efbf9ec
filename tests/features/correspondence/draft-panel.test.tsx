/**
 * The draft panel (src/features/correspondence/components/thread/draft-panel.tsx) as the user
 * sees it, with the real draft session, outbox (fake IndexedDB) and a stubbed office: the save
 * status while typing (this device, then the office), Send locked with its reason while a send
 * waits offline, the choices of a conflict (a device copy restored over the office's draft, a
 * reply sent in the thread meanwhile), and a draft another tab edits ("Edit here").
 * The slate editor is replaced by a text area (happy-dom has no `beforeinput` editing); the
 * text area hands the panel the same (html, value) pair the editor does.
 */
import { Accordion } from "@chakra-ui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CorrespondenceMessage, SubRow } from "@/features/correspondence/api/schemas";
import { DraftPanel, type DraftFlush } from "@/features/correspondence/components/thread/draft-panel";
import type { ReplyEditorProps } from "@/features/correspondence/editor/reply-editor";
import { i18n } from "@/lib/i18n";
import { outboxStore } from "@/lib/outbox";
import { draftKey } from "@/features/correspondence/outbox/queued-work";
import { json, stubFetch, type Responder } from "../../lib/fetch-stub";
import { mountPerTest, withAppProviders } from "../../support/dom";
import { fakeLocks } from "./fake-locks";
import { officeLetter, replyDraft } from "./fixtures";

vi.mock("@/features/correspondence/editor/reply-editor", async () => {
  const { deserializeReply, serializeReply } = await import("@/features/correspondence/editor/slate-html");
  return {
    ReplyEditor: ({ id, label, initialValue, readOnly, describedBy, onChange }: ReplyEditorProps) => (
      <textarea id={id} aria-label={label} aria-describedby={describedBy} readOnly={readOnly} defaultValue={serializeReply(initialValue)} onChange={(event) => onChange(event.target.value, deserializeReply(event.target.value))} />
    ),
  };
});

const USER = 9;
const MESSAGE = 70;
const DRAFT = 71;

const draft = replyDraft({ id: DRAFT });

function thread(subRows: SubRow[] = [draft]): CorrespondenceMessage {
  return officeLetter({ id: MESSAGE, applicationNumber: "TM-7", boCorrespondenceNumber: "R-7", subRows });
}

/** The office: the draft save and the thread; anything else is not found. */
const office: Responder = (call) => {
  if (call.method === "PUT" && call.url.endsWith("/correspondences/draft")) {
    return json({ ...draft, body: (JSON.parse(String(call.body)) as { body: string }).body, actionDate: "2026-03-14T10:05:00" });
  }
  if (call.url.includes("/correspondences/message/detail/")) return json(thread());
  return new Response(null, { status: 404 });
};
const unreachable: Responder = () => Promise.reject(new TypeError("Failed to fetch"));

const dom = mountPerTest();

/** The flush the panel registered for Close-and-back (the thread view's side). */
const flushes = new Map<string, DraftFlush>();

function Panel({ open = true, panelDraft = draft }: { open?: boolean; panelDraft?: SubRow }) {
  return (
    <Accordion.Root multiple value={open ? [String(DRAFT)] : []}>
      <DraftPanel
        draft={panelDraft}
        message={thread()}
        userId={USER}
        readOnly={false}
        open={open}
        autosaveMs={60_000}
        registerFlush={(panel, flush) => (flush ? flushes.set(panel, flush) : flushes.delete(panel))}
        onSent={() => undefined}
        onDeleted={() => undefined}
      />
    </Accordion.Root>
  );
}

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

async function render(ui: ReactNode): Promise<void> {
  await act(async () => dom.root.render(withAppProviders(<QueryClientProvider client={queryClient()}>{ui}</QueryClientProvider>)));
  // The editor shows once the draft session has read the device's copy (IndexedDB), which took
  // longer than waitFor's default second on a loaded 2-core machine (failed once beside e2e runs).
  await vi.waitFor(() => expect(dom.container.querySelector("textarea")).not.toBeNull(), { timeout: 5000 });
}

function within(container: HTMLElement = dom.container) {
  return {
    editor: () => container.querySelector<HTMLTextAreaElement>("textarea[aria-label='Reply text']"),
    status: () => container.querySelector("[data-testid=draft-status]"),
    button: (name: string) => [...container.querySelectorAll<HTMLButtonElement>("button")].find((button) => button.textContent.trim() === name),
  };
}

/** Types into the text area as the editor reports typing. */
async function type(editor: HTMLTextAreaElement | null, html: string): Promise<void> {
  if (!editor) throw new Error("no editor");
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
  await act(async () => {
    setValue?.call(editor, html);
    editor.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

beforeEach(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "locks");
});

describe("DraftPanel", () => {
  it("typing says saving on this device, then saved on this device; collapsing saves it to the office", async () => {
    const calls = stubFetch(office).calls;
    await render(<Panel />);
    const panel = within();
    await vi.waitFor(() => expect(panel.status()?.textContent).toBe("Saved to the office"));
    await type(panel.editor(), "<p>Dear office, my answer</p>");
    expect(panel.status()?.textContent).toBe("Saving on this device…");
    await vi.waitFor(() => expect(panel.status()?.textContent).toBe("Saved on this device"));
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(0);

    await act(async () => dom.root.render(withAppProviders(<QueryClientProvider client={queryClient()}><Panel open={false} /></QueryClientProvider>)));
    await vi.waitFor(() => expect(panel.status()?.getAttribute("data-status")).toBe("office"));
    expect(panel.status()?.textContent).toBe("Saved to the office");
    expect(calls.filter((call) => call.method === "PUT").map((call) => JSON.parse(String(call.body)) as { body: string })).toEqual([expect.objectContaining({ body: "<p>Dear office, my answer</p>" })]);
  });

  it("offline, Send queues the reply: the status says why and Send stays disabled", async () => {
    stubFetch(unreachable);
    await render(<Panel />);
    const panel = within();
    await type(panel.editor(), "<p>Sent when the connection is back</p>");
    await act(async () => panel.button("Send")?.click());
    await vi.waitFor(() => expect(panel.status()?.getAttribute("data-status")).toBe("send-queued"));
    expect(panel.status()?.textContent).toBe("Waiting to send: saved on this device, not sent yet. It is sent when the connection is back.");
    expect(panel.button("Send")?.disabled).toBe(true);
    expect(panel.editor()?.readOnly).toBe(true);
    const queued = await outboxStore().get(draftKey(USER, DRAFT));
    expect(queued?.kind === "draft.send" && queued.payload.body).toBe("<p>Sent when the connection is back</p>");
  });

  it("a conflict: the device's newer typing is restored and said so; a reply sent meanwhile asks before sending", async () => {
    await outboxStore().enqueue({ userId: USER, kind: "draft.save", payload: { draftId: DRAFT, messageId: MESSAGE, body: "<p>Typed offline</p>", baseActionDate: draft.actionDate } });
    const sentMeanwhile: SubRow = { ...draft, id: 72, draftStatus: "SENT", actionDate: "2099-01-01T09:00:00", userFullNameAndEmail: "Ona", body: "<p>Other reply</p>" };
    stubFetch((call) => (call.url.includes("/correspondences/message/detail/") ? json(thread([sentMeanwhile, draft])) : new Response(null, { status: 503 })));
    await render(<Panel />);
    const panel = within();
    expect(panel.editor()?.value).toBe("<p>Typed offline</p>");
    await vi.waitFor(() => expect(panel.status()?.textContent).toContain("(restored from this device)"));

    await act(async () => panel.button("Send")?.click());
    const warning = await vi.waitFor(() => {
      const dialog = document.querySelector<HTMLElement>("[role=alertdialog]");
      expect(dialog?.textContent).toContain("The thread has a newer message");
      return dialog as HTMLElement;
    });
    expect(warning.textContent).toContain("Ona");
    expect(within(warning).button("Send anyway")).toBeDefined();
    await act(async () => within(warning).button("Review first")?.click());
    await vi.waitFor(() => expect(document.querySelector("[role=alertdialog]")).toBeNull());
    // Nothing was sent: the typing still waits as a save.
    expect((await outboxStore().get(draftKey(USER, DRAFT)))?.kind).toBe("draft.save");
  });

  it("another tab edits the draft: read-only with Edit here, which hands the draft over", async () => {
    Object.defineProperty(navigator, "locks", { value: fakeLocks(), configurable: true });
    stubFetch(office);
    // Two tabs: two React roots in one page, one lock manager, one outbox.
    const first = document.createElement("div");
    const second = document.createElement("div");
    document.body.append(first, second);
    const firstRoot = createRoot(first);
    const secondRoot = createRoot(second);
    const tab = (root: Root) => act(async () => root.render(withAppProviders(<QueryClientProvider client={queryClient()}><Panel /></QueryClientProvider>)));
    await tab(firstRoot);
    await vi.waitFor(() => expect(within(first).status()?.getAttribute("data-status")).toBe("office"));
    await tab(secondRoot);
    await vi.waitFor(() => expect(within(second).status()?.getAttribute("data-status")).toBe("other-tab"));
    expect(within(second).status()?.textContent).toBe("This draft is being edited in another tab. Its text is shown here as that tab saves it.");
    expect(within(second).editor()?.readOnly).toBe(true);
    expect(within(second).button("Send")?.disabled).toBe(true);

    // The editing tab's typing shows in the other once it is on the device.
    await type(within(first).editor(), "<p>Typed in the first tab</p>");
    await vi.waitFor(() => expect(within(second).editor()?.value).toBe("<p>Typed in the first tab</p>"));

    await act(async () => within(second).button("Edit here")?.click());
    await vi.waitFor(() => expect(within(first).status()?.getAttribute("data-status")).toBe("other-tab"));
    await vi.waitFor(() => expect(within(second).editor()?.readOnly).toBe(false));
    expect(within(second).editor()?.value).toBe("<p>Typed in the first tab</p>");
    expect(within(first).button("Edit here")).toBeDefined();
    act(() => {
      firstRoot.unmount();
      secondRoot.unmount();
    });
  });
});

describe("DraftPanel past the office's limit", () => {
  it("a pasted 75,000-character text is kept on the device (held), neither queued nor sent: Send says why at the field and the text stays", async () => {
    const calls = stubFetch(office).calls;
    await render(<Panel />);
    const panel = within();
    const length = () => dom.container.querySelector("[data-testid=reply-length]");
    await vi.waitFor(() => expect(panel.status()?.getAttribute("data-status")).toBe("office"));
    expect(length()?.textContent).toBe("At most 20,000 characters, formatting included.");
    expect(panel.editor()?.getAttribute("aria-describedby")).toBe(length()?.id);

    const pasted = `<p>${"a".repeat(75_000)}</p>`;
    await type(panel.editor(), pasted);
    expect(panel.status()?.getAttribute("data-status")).toBe("too-long");
    expect(length()?.textContent).toBe(
      "The reply is 55,007 characters too long: the office accepts at most 20,000 characters, formatting included. Shorten it to save and send it.",
    );
    // Close-and-back is held too: the office cannot have it.
    const flush = flushes.get(String(DRAFT));
    expect(await act(async () => flush?.())).toBe("too-long");
    expect(length()?.getAttribute("role")).toBe("alert");
    await act(async () => panel.button("Send")?.click());
    expect(length()?.getAttribute("role")).toBe("alert");
    expect(document.activeElement).toBe(panel.editor());
    // The device write ran after 300 ms, collapsing drains: the text is held on the device (a
    // reload finds it), listed nowhere as queued work, and nothing reaches the office.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await act(async () => dom.root.render(withAppProviders(<QueryClientProvider client={queryClient()}><Panel open={false} /></QueryClientProvider>)));
    const held = await outboxStore().get(draftKey(USER, DRAFT));
    expect(held).toMatchObject({ held: true, kind: "draft.save", payload: { body: pasted } });
    expect(await outboxStore().listAll(USER)).toEqual([]);
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
    expect(panel.editor()?.value).toBe(pasted);

    // Shortened, it is saved as usual.
    await type(panel.editor(), "<p>Short again</p>");
    await vi.waitFor(() => expect(panel.status()?.getAttribute("data-status")).toBe("device"));
    expect(length()?.getAttribute("role")).toBeNull();
  });
});
