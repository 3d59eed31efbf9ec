/**
 * The device index opened with the app (src/features/correspondence/archive/use-device-index-start.ts):
 * after the first render, once the browser is idle, a signed-in user's index, where the device
 * holds one, has its worker started and its file opened before any search; nothing starts where
 * there is no index, nor when the screen is gone before the browser was idle.
 */
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { wipeAccountData } from "@/lib/db/wipe";
import { saveMessages, type StoredListItem } from "@/features/correspondence/offline-search/stored-messages";
import { runStateResets } from "@/lib/state/reset";
import { useDeviceIndexStart } from "@/features/correspondence/archive/use-device-index-start";
import { standInIndexWorker } from "../../support/device-index-worker";
import { mountPerTest } from "../../support/dom";

const USER = 7;
const standIn = standInIndexWorker(wipeAccountData);
const mounted = mountPerTest();

/** The browser's idle callbacks, run when the test says the browser is idle. */
let idle: (() => void)[] = [];
/** Whether OPFS holds the index's directory. */
let indexOnDevice = true;
const realIdle = Object.getOwnPropertyDescriptor(window, "requestIdleCallback");

beforeEach(() => {
  idle = [];
  indexOnDevice = true;
  Object.defineProperty(window, "requestIdleCallback", { configurable: true, value: (work: () => void) => idle.push(work) });
  Object.defineProperty(window, "cancelIdleCallback", { configurable: true, value: (handle: number) => (idle[handle - 1] = () => undefined) });
  const directory = {
    getDirectoryHandle: async () => {
      if (!indexOnDevice) throw new DOMException("no index", "NotFoundError");
      return {};
    },
  };
  Object.defineProperty(navigator, "storage", { configurable: true, value: { getDirectory: async () => directory } });
});

afterEach(() => {
  // Unmounted first: the effect's cleanup cancels through the stand-in.
  act(() => mounted.root.unmount());
  if (realIdle) Object.defineProperty(window, "requestIdleCallback", realIdle);
  else Reflect.deleteProperty(window, "requestIdleCallback");
  Reflect.deleteProperty(window, "cancelIdleCallback");
  Reflect.deleteProperty(navigator, "storage");
});

function Screen({ userId }: { userId: number }) {
  useDeviceIndexStart(userId);
  return null;
}

const letter: StoredListItem = {
  message: { id: 1, subject: "Raštas", senderFullNameAndEmail: "Ekspertė <e@vpb.lt>", body: "<p>Žalgiris</p>", receivedDate: "2026-01-05T10:00:00", applicationNumber: null, registrationNumber: null, boCorrespondenceNumber: "R-1" },
  subRows: [],
};

/** A device that kept an indexed letter, then a cold start: no worker of this page yet. */
async function coldStart(): Promise<void> {
  await saveMessages(USER, [letter]);
  await runStateResets();
  standIn.current.reset();
}

async function browserIdle(): Promise<void> {
  await act(async () => {
    for (const work of idle.splice(0)) work();
    // The OPFS check, the worker's start, the count.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe("the device index started with the app", () => {
  it("starts the worker and opens the account's file once the first screen rendered and the browser is idle", async () => {
    await coldStart();
    act(() => mounted.root.render(<Screen userId={USER} />));
    expect(standIn.current.started).toBe(0);
    await browserIdle();
    expect(standIn.current.started).toBe(1);
    expect(standIn.current.ops).toEqual(["count"]);
  });

  it("starts nothing where the device holds no index", async () => {
    await coldStart();
    indexOnDevice = false;
    act(() => mounted.root.render(<Screen userId={USER} />));
    await browserIdle();
    expect(standIn.current.started).toBe(0);
  });

  it("starts nothing when the screen is gone before the browser was idle (logout)", async () => {
    await coldStart();
    act(() => mounted.root.render(<Screen userId={USER} />));
    act(() => mounted.root.unmount());
    await browserIdle();
    expect(standIn.current.started).toBe(0);
  });
});
