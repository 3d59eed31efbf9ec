import { beforeEach, describe, expect, it, vi } from "vitest";

type Listener = (event: Record<string, unknown>) => void;

/** The one Workbox instance the module under test creates. */
const fake = vi.hoisted(() => ({
  current: null as null | { emit: (type: string, event?: Record<string, unknown>) => void; skipped: number; updates: number },
}));

vi.mock("workbox-window", () => ({
  Workbox: class {
    private listeners = new Map<string, Listener[]>();
    skipped = 0;
    updates = 0;
    constructor() {
      fake.current = this as unknown as NonNullable<typeof fake.current>;
    }
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    emit(type: string, event: Record<string, unknown> = {}) {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    }
    register() {
      return Promise.resolve({});
    }
    update() {
      this.updates++;
      return Promise.resolve();
    }
    messageSkipWaiting() {
      this.skipped++;
    }
  },
}));

import { RELOAD_MESSAGE, UPDATE_CHANNEL, getServiceWorkerState, registerServiceWorker, updateServiceWorker } from "@/lib/pwa/register";

beforeEach(() => {
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: {} });
});

function nextMessage(channel: BroadcastChannel): Promise<unknown> {
  return new Promise((resolve) => channel.addEventListener("message", (event) => resolve(event.data), { once: true }));
}

describe("service worker updates", () => {
  it("accepting a waiting version reloads this tab and tells every other tab to reload", async () => {
    const reload = vi.fn();
    await registerServiceWorker({ enabled: true, reload });
    const wb = fake.current!;
    wb.emit("waiting");
    expect(getServiceWorkerState().needRefresh).toBe(true);

    const otherTab = new BroadcastChannel(UPDATE_CHANNEL);
    const told = nextMessage(otherTab);
    await updateServiceWorker();
    expect(wb.skipped).toBe(1);
    wb.emit("controlling", { isUpdate: true });
    expect(reload).toHaveBeenCalledOnce();
    await expect(told).resolves.toBe(RELOAD_MESSAGE);
    otherTab.close();
  });

  it("a tab reloads when another tab accepted the update", async () => {
    const reload = vi.fn();
    await registerServiceWorker({ enabled: true, reload });
    const acceptingTab = new BroadcastChannel(UPDATE_CHANNEL);
    acceptingTab.postMessage(RELOAD_MESSAGE);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    acceptingTab.close();
  });

  it("checks for a new version on an interval and when the window gains focus (at most once a minute)", async () => {
    vi.useFakeTimers();
    try {
      await registerServiceWorker({ enabled: true, reload: vi.fn(), updateIntervalMs: 60 * 60 * 1000 });
      const wb = fake.current!;
      window.dispatchEvent(new Event("focus"));
      expect(wb.updates).toBe(1);
      window.dispatchEvent(new Event("focus"));
      expect(wb.updates).toBe(1);
      await vi.advanceTimersByTimeAsync(60_000);
      window.dispatchEvent(new Event("focus"));
      expect(wb.updates).toBe(2);
      await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
      expect(wb.updates).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
