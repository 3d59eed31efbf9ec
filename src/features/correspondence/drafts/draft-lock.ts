/**
 * One editor per draft across the tabs (and windows) of a browser, as mail clients
 * do: the tab holding the Web Lock `ipo-draft-<outbox key>` edits the draft; any other tab
 * shows it read-only ("being edited in another tab") and waits in the lock's queue, so it
 * takes over by itself when the editing tab closes or leaves the draft.
 *
 * "Edit here" (`takeOver`) asks the editing tab over a BroadcastChannel to hand the draft over:
 * it stops accepting typing, writes what is on its screen to the draft's outbox entry (the one
 * device copy) and only then releases the lock, so the new editor opens on every character.
 * A tab that does not answer within TAKE_OVER_WAIT_MS (frozen, busy) has the lock stolen; its
 * text is in the entry already but for the last DEVICE_WRITE_DELAY_MS of typing.
 *
 * Without the Web Locks API (very old browsers) every tab edits and the last write wins.
 */

export const TAKE_OVER_WAIT_MS = 2_000;
const CHANNEL = "ipo-draft-editors";

export type DraftEditor = "this-tab" | "other-tab";

interface LockLike {
  name: string;
}
export interface LockManagerLike {
  request(name: string, options: { ifAvailable?: boolean; steal?: boolean; signal?: AbortSignal }, callback: (lock: LockLike | null) => Promise<void> | void): Promise<void>;
}

export interface DraftLockOptions {
  /** The draft's outbox key (one lock per user and draft). */
  key: string;
  /** Who edits the draft now. */
  onEditor: (editor: DraftEditor) => void;
  /** Before this tab gives the draft to another: write what is on screen to the device copy. */
  beforeRelease: () => Promise<void>;
  locks?: LockManagerLike | null;
  /** How long "Edit here" waits for the editing tab before taking the lock (tests shorten it). */
  takeOverWaitMs?: number;
}

export interface DraftLock {
  /** "Edit here": the editing tab hands the draft over (or has it taken). */
  takeOver(): void;
  /** This tab leaves the draft (panel closed): the lock goes to the next tab waiting. */
  stop(): void;
}

function browserLocks(): LockManagerLike | null {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks && typeof locks.request === "function" ? locks : null;
}

export function holdDraftLock({ key, onEditor, beforeRelease, locks = browserLocks(), takeOverWaitMs = TAKE_OVER_WAIT_MS }: DraftLockOptions): DraftLock {
  if (!locks) {
    onEditor("this-tab");
    return { takeOver: () => undefined, stop: () => undefined };
  }
  const name = `ipo-draft-${key}`;
  const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
  let stopped = false;
  /** Ends the held lock (set while this tab edits). */
  let release: (() => void) | null = null;
  /** Cancels this tab's place in the lock's queue (set while another tab edits). */
  let queued: AbortController | null = null;
  let stealTimer: ReturnType<typeof setTimeout> | null = null;

  const lost = () => {
    release = null;
    if (stopped) return;
    onEditor("other-tab");
    wait();
  };
  const hold = (lock: LockLike | null): Promise<void> | undefined => {
    if (!lock) return undefined;
    if (stealTimer) clearTimeout(stealTimer);
    stealTimer = null;
    if (stopped) return undefined;
    onEditor("this-tab");
    return new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  const request = (options: { ifAvailable?: boolean; steal?: boolean; signal?: AbortSignal }, callback: (lock: LockLike | null) => Promise<void> | undefined) => {
    /** The release of the hold this request started (none: not granted, or aborted while queued). */
    let mine: (() => void) | null = null;
    return locks
      .request(name, options, (lock) => {
        const held = callback(lock);
        mine = release;
        return held;
      })
      .catch((error: unknown) => {
        // Stolen by another tab's "Edit here" while this request's hold was the current one.
        if (mine !== null && mine === release && (error as { name?: string } | null)?.name === "AbortError") lost();
      });
  };
  function wait(): void {
    queued = new AbortController();
    const signal = queued.signal;
    void request({ signal }, (lock) => {
      if (queued?.signal === signal) queued = null;
      return hold(lock);
    });
  }

  void request({ ifAvailable: true }, (lock) => {
    if (lock) return hold(lock);
    if (!stopped) {
      onEditor("other-tab");
      wait();
    }
    return undefined;
  });

  if (channel) {
    channel.onmessage = (event: MessageEvent<{ type?: string; name?: string }>) => {
      if (event.data.type !== "take-over" || event.data.name !== name || !release) return;
      const done = release;
      release = null;
      onEditor("other-tab");
      void beforeRelease()
        .catch(() => undefined)
        .finally(() => {
          done();
          if (!stopped) wait();
        });
    };
  }

  return {
    takeOver() {
      if (stopped || release) return;
      channel?.postMessage({ type: "take-over", name });
      if (stealTimer) clearTimeout(stealTimer);
      stealTimer = setTimeout(() => {
        stealTimer = null;
        if (stopped || release) return;
        queued?.abort();
        queued = null;
        void request({ steal: true }, hold);
      }, takeOverWaitMs);
    },
    stop() {
      stopped = true;
      if (stealTimer) clearTimeout(stealTimer);
      queued?.abort();
      release?.();
      release = null;
      channel?.close();
    },
  };
}
