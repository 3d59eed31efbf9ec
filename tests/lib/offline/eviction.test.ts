/**
 * Eviction: when the browser removed the device copies behind the app's back, the
 * next page notices (the marker in localStorage names the account, no copy of it is left),
 * says so, and the screens ask the office again; a logout's wipe is no eviction.
 */
import type { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { openIpoDb } from "@/lib/db";
import { appStore, resetAppState } from "@/lib/state";
import { checkEvictionOnce, deviceCopiesEvictedAtom, noteDeviceCopies } from "@/lib/offline/eviction";
import { createQueryClient } from "@/lib/query";
import { DEVICE_COPIES_KEY, clearPersistedQueries } from "@/lib/query/persister";
import { sessionQueryKeys } from "@/lib/session";

const USER = 7;
const inboxKey = ["correspondence", "list", { page: 0 }] as const;

function signedIn(): QueryClient {
  const client = createQueryClient();
  client.setQueryData(sessionQueryKeys.me(), { userId: USER } as never);
  return client;
}

async function storedCount(): Promise<number> {
  return (await (await openIpoDb()).getAll("queryCache")).length;
}

describe("device copies removed by the browser", () => {
  it("the next page says so and asks the office, not showing nothing as the office's answer", async () => {
    await signedIn().fetchQuery({ queryKey: inboxKey, queryFn: () => Promise.resolve("rows") });
    await vi.waitFor(async () => expect(await storedCount()).toBe(1));
    expect(localStorage.getItem(DEVICE_COPIES_KEY)).toBe(String(USER));

    // The browser clears the site's IndexedDB (Safari after 7 days unused); a new page starts.
    await (await openIpoDb()).clear("queryCache");
    resetAppState();
    const office = vi.fn(() => Promise.resolve("rows from the office"));
    await expect(signedIn().fetchQuery({ queryKey: inboxKey, queryFn: office })).resolves.toBe("rows from the office");
    expect(office).toHaveBeenCalledTimes(1);
    expect(appStore.get(deviceCopiesEvictedAtom)).toBe(true);
  });

  it("copies still there, a first visit or a logout's wipe are no eviction", async () => {
    const left = (count: number) => () => Promise.resolve(count);
    localStorage.setItem(DEVICE_COPIES_KEY, String(USER));
    await expect(checkEvictionOnce(USER, left(3))).resolves.toBe(false);
    resetAppState();
    // Another account's marker: this account never stored copies here.
    await expect(checkEvictionOnce(USER + 1, left(0))).resolves.toBe(false);
    resetAppState();
    clearPersistedQueries();
    await expect(checkEvictionOnce(USER, left(0))).resolves.toBe(false);
    expect(appStore.get(deviceCopiesEvictedAtom)).toBe(false);
  });

  it("a first start whose own copy is stored before the check is no eviction", async () => {
    // A fresh device: this page stores its first copy (writing the marker), then the check runs.
    noteDeviceCopies(USER);
    await expect(checkEvictionOnce(USER, () => Promise.resolve(0))).resolves.toBe(false);
    expect(appStore.get(deviceCopiesEvictedAtom)).toBe(false);
  });

  it("checks once per page", async () => {
    localStorage.setItem(DEVICE_COPIES_KEY, String(USER));
    const count = vi.fn(() => Promise.resolve(2));
    await checkEvictionOnce(USER, count);
    await checkEvictionOnce(USER, count);
    expect(count).toHaveBeenCalledTimes(1);
  });
});
