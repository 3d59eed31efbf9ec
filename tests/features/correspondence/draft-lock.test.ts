/**
 * One editing tab per draft (src/features/correspondence/drafts/draft-lock.ts): two "tabs" in
 * one page share a lock manager with the Web Locks semantics the module relies on (./fake-locks.ts)
 * and the real BroadcastChannel.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdDraftLock, type DraftEditor, type DraftLock, type LockManagerLike } from "@/features/correspondence/drafts/draft-lock";
import { fakeLocks } from "./fake-locks";

interface Tab {
  lock: DraftLock;
  editor: () => DraftEditor | null;
  released: string[];
}

const opened: Tab[] = [];

function openTab(locks: LockManagerLike, name: string, beforeRelease: () => Promise<void> = () => Promise.resolve()): Tab {
  let editor: DraftEditor | null = null;
  const released: string[] = [];
  const lock = holdDraftLock({
    key: "u1:draft:7",
    locks,
    takeOverWaitMs: 100,
    onEditor: (value) => {
      editor = value;
    },
    beforeRelease: async () => {
      released.push(name);
      await beforeRelease();
    },
  });
  const tab = { lock, editor: () => editor, released };
  opened.push(tab);
  return tab;
}

afterEach(() => {
  for (const tab of opened.splice(0)) tab.lock.stop();
});

describe("one editing tab per draft", () => {
  it("the first tab edits, the second waits; Edit here hands over after the first wrote its text", async () => {
    const locks = fakeLocks();
    const first = openTab(locks, "first");
    await vi.waitFor(() => expect(first.editor()).toBe("this-tab"));
    const second = openTab(locks, "second");
    await vi.waitFor(() => expect(second.editor()).toBe("other-tab"));

    second.lock.takeOver();
    await vi.waitFor(() => expect(second.editor()).toBe("this-tab"));
    expect(first.editor()).toBe("other-tab");
    expect(first.released).toEqual(["first"]);
    // And back again.
    first.lock.takeOver();
    await vi.waitFor(() => expect(first.editor()).toBe("this-tab"));
    expect(second.editor()).toBe("other-tab");
  });

  it("the waiting tab edits by itself when the editing tab leaves the draft", async () => {
    const locks = fakeLocks();
    const first = openTab(locks, "first");
    await vi.waitFor(() => expect(first.editor()).toBe("this-tab"));
    const second = openTab(locks, "second");
    await vi.waitFor(() => expect(second.editor()).toBe("other-tab"));
    first.lock.stop();
    await vi.waitFor(() => expect(second.editor()).toBe("this-tab"));
  });

  it("an editing tab that does not answer has the draft taken and then shows the other tab edits", async () => {
    const locks = fakeLocks();
    // A tab whose page does not answer the request (its writing never finishes).
    const frozen = openTab(locks, "frozen", () => new Promise<void>(() => undefined));
    await vi.waitFor(() => expect(frozen.editor()).toBe("this-tab"));
    const second = openTab(locks, "second");
    await vi.waitFor(() => expect(second.editor()).toBe("other-tab"));
    second.lock.takeOver();
    await vi.waitFor(() => expect(second.editor()).toBe("this-tab"));
    expect(frozen.editor()).toBe("other-tab");
  });

  it("without the Web Locks API every tab edits", () => {
    const tab = openTab(null as unknown as LockManagerLike, "alone");
    expect(tab.editor()).toBe("this-tab");
  });
});
