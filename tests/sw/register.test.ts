import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Handler = (event: Record<string, unknown>) => void;

const created: FakeWorkbox[] = [];

class FakeWorkbox {
  static failRegistration = false;
  static registration: object | undefined;
  handlers = new Map<string, Handler[]>();
  register = vi.fn(async () => {
    if (FakeWorkbox.failRegistration) throw new Error("SecurityError");
    return (FakeWorkbox.registration ?? { scope: "/" }) as unknown as ServiceWorkerRegistration;
  });
  update = vi.fn(async () => undefined);
  messageSkipWaiting = vi.fn();
  constructor(
    public url: string,
    public options: Record<string, unknown>,
  ) {
    created.push(this);
  }
  addEventListener(type: string, handler: Handler) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }
  emit(type: string, event: Record<string, unknown> = {}) {
    for (const h of this.handlers.get(type) ?? []) h(event);
  }
}

vi.mock("workbox-window", () => ({ Workbox: FakeWorkbox }));

const pwa = await import("../../src/lib/pwa/register");
const { appStore, resetAppState } = await import("../../src/lib/state");

function setVisibility(value: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => value });
  document.dispatchEvent(new Event("visibilitychange"));
}

beforeEach(() => {
  created.length = 0;
  if (!("serviceWorker" in navigator)) {
    Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: {} });
  }
});

afterEach(() => {
  vi.useRealTimers();
});

describe("registerServiceWorker", () => {
  it("does nothing outside production builds", async () => {
    expect(await pwa.registerServiceWorker()).toBeUndefined();
    expect(created).toHaveLength(0);
  });

  it("registers /sw.js as a module worker once", async () => {
    const first = pwa.registerServiceWorker({ enabled: true });
    const second = pwa.registerServiceWorker({ enabled: true });
    expect(second).toBe(first);
    await first;
    expect(created).toHaveLength(1);
    expect(created[0]!.url).toBe("/sw.js");
    expect(created[0]!.options).toMatchObject({ type: "module", scope: "/" });
    expect(created[0]!.register).toHaveBeenCalledTimes(1);
  });

  it("asks the active worker to claim a page it does not control (loaded while the worker activated)", async () => {
    const postMessage = vi.fn();
    FakeWorkbox.registration = { scope: "/", active: { postMessage } };
    const serviceWorker = navigator.serviceWorker as { controller?: unknown };
    try {
      serviceWorker.controller = null;
      await pwa.registerServiceWorker({ enabled: true });
      expect(postMessage).toHaveBeenCalledWith({ type: "CLAIM_CLIENTS" });
      await resetAppState();
      postMessage.mockClear();
      // Controlled already: nothing to ask.
      serviceWorker.controller = {};
      await pwa.registerServiceWorker({ enabled: true });
      expect(postMessage).not.toHaveBeenCalled();
    } finally {
      FakeWorkbox.registration = undefined;
      delete serviceWorker.controller;
    }
  });

  it("survives a failed registration", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    FakeWorkbox.failRegistration = true;
    try {
      expect(await pwa.registerServiceWorker({ enabled: true })).toBeUndefined();
      expect(warn).toHaveBeenCalled();
    } finally {
      FakeWorkbox.failRegistration = false;
      warn.mockRestore();
    }
  });
});

describe("update flow", () => {
  it("reports a waiting version, sends SKIP_WAITING on accept and reloads on controlling", async () => {
    const reload = vi.fn();
    await pwa.registerServiceWorker({ enabled: true, reload });
    const wb = created[0]!;
    const seen: boolean[] = [];
    appStore.sub(pwa.serviceWorkerStateAtom, () => seen.push(pwa.getServiceWorkerState().needRefresh));

    wb.emit("waiting", { isUpdate: true });
    expect(pwa.getServiceWorkerState().needRefresh).toBe(true);

    await pwa.updateServiceWorker();
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(pwa.getServiceWorkerState().needRefresh).toBe(false);
    expect(reload).not.toHaveBeenCalled();

    wb.emit("controlling", { isUpdate: true });
    wb.emit("controlling", { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([true, false]);
  });

  it("does not reload when the first version takes control", async () => {
    const reload = vi.fn();
    await pwa.registerServiceWorker({ enabled: true, reload });
    const wb = created[0]!;
    wb.emit("activated", { isUpdate: false });
    wb.emit("controlling", { isUpdate: false });
    expect(reload).not.toHaveBeenCalled();
    expect(pwa.getServiceWorkerState()).toEqual({ needRefresh: false, offlineReady: true });
  });

  it("ignores updateServiceWorker() without a waiting version", async () => {
    await pwa.registerServiceWorker({ enabled: true });
    await pwa.updateServiceWorker();
    expect(created[0]!.messageSkipWaiting).not.toHaveBeenCalled();
  });
});

describe("update checks", () => {
  it("checks every interval", async () => {
    vi.useFakeTimers();
    await pwa.registerServiceWorker({ enabled: true, updateIntervalMs: 1000 });
    const wb = created[0]!;
    vi.advanceTimersByTime(3000);
    expect(wb.update).toHaveBeenCalledTimes(3);
  });

  it("checks when the tab becomes visible, at most once a minute, never offline", async () => {
    vi.useFakeTimers();
    await pwa.registerServiceWorker({ enabled: true });
    const wb = created[0]!;
    setVisibility("visible");
    expect(wb.update).toHaveBeenCalledTimes(1);
    setVisibility("visible");
    expect(wb.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(pwa.MIN_VISIBILITY_CHECK_GAP_MS);
    setVisibility("hidden");
    expect(wb.update).toHaveBeenCalledTimes(1);
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    setVisibility("visible");
    expect(wb.update).toHaveBeenCalledTimes(1);
    online.mockRestore();
    setVisibility("visible");
    expect(wb.update).toHaveBeenCalledTimes(2);
  });

  it("shouldCheckForUpdate: offline never, otherwise after the gap", () => {
    expect(pwa.shouldCheckForUpdate(10_000, undefined, false, 0)).toBe(false);
    expect(pwa.shouldCheckForUpdate(10_000, undefined, true, 60_000)).toBe(true);
    expect(pwa.shouldCheckForUpdate(10_000, 5_000, true, 60_000)).toBe(false);
    expect(pwa.shouldCheckForUpdate(70_000, 5_000, true, 60_000)).toBe(true);
  });
});
