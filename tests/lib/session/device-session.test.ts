/**
 * "Could not reach the office" is never "signed out". Only an answer of the office
 * (401 on /auth/me or on any call) ends the session on the device: after any number of failed
 * checks, across page loads (each page a new QueryClient restoring what the last one kept),
 * persisted-cache restores, an app update (a new buster) and days without the office.
 */
import { type QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setUnauthorizedHandler } from "@/lib/api";
import { createQueryClient, QUERY_CACHE_MAX_AGE, retryFailedScreenQueries } from "@/lib/query";
import { startQueryPersistence, stopQueryPersistence } from "@/lib/query/persist";
import { QUERY_STORAGE_KEY } from "@/lib/query/persister";
import { keepSessionOnDevice, readDeviceSession, readEndedSession, sessionEndedByOffice, restoreDeviceSession, sessionQueryKeys, watchSessionEnd } from "@/lib/session";
import { loadSessionUser } from "@/routes/-session-guard";
import { errorBody, json, stubFetch } from "../fetch-stub";
import { demoChild, demoParent } from "../fixtures";

let browserOnline = true;
const pages: QueryClient[] = [];
let stops: Array<() => void> = [];

beforeEach(() => {
  browserOnline = true;
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => browserOnline });
  vi.useFakeTimers();
});

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  for (const page of pages.splice(0)) stopQueryPersistence(page);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "onLine");
});

/** Days pass (the clock jumps: a device asleep, or a browser closed). */
function daysPass(ms: number): void {
  vi.setSystemTime(Date.now() + ms);
}

/** A page load as src/main.tsx wires it: the device's user kept and restored, 401s end it. */
function loadPage({ retrying = true } = {}): { client: QueryClient; toSignIn: ReturnType<typeof vi.fn> } {
  const client = createQueryClient();
  pages.push(client);
  const toSignIn = vi.fn(() => sessionEndedByOffice(client));
  stops.push(setUnauthorizedHandler(toSignIn));
  stops.push(keepSessionOnDevice(client));
  restoreDeviceSession(client);
  stops.push(watchSessionEnd(client, toSignIn));
  if (retrying) stops.push(retryFailedScreenQueries(client));
  return { client, toSignIn };
}

function goOffline(): void {
  browserOnline = false;
  stubFetch(() => {
    throw new TypeError("Failed to fetch");
  });
  window.dispatchEvent(new Event("offline"));
}

/** A sign-in: the office names the user on the first load. */
async function signIn(): Promise<void> {
  stubFetch(() => json(demoParent));
  const { client } = loadPage({ retrying: false });
  await expect(loadSessionUser(client)).resolves.toEqual(demoParent);
  await vi.advanceTimersByTimeAsync(200);
}

describe("the device's user, offline", () => {
  it("stays signed in after every failed check, on every later page load, for 8 days", async () => {
    await signIn();
    goOffline();
    // The page stays open on the dashboard: checks fail (with retries), again and again.
    const first = loadPage();
    await expect(loadSessionUser(first.client)).resolves.toEqual(demoParent);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(first.client.getQueryState(sessionQueryKeys.me())?.status).toBe("error");

    // Today's defect: the next page load (a link into a new document, the URL bar, a reload)
    // found nobody after the failed check, and showed sign-in.
    for (const dwell of [4_000, 40_000, 8 * 60 * 60_000, 8 * 24 * 60 * 60_000]) {
      daysPass(dwell);
      const page = loadPage();
      await expect(loadSessionUser(page.client)).resolves.toEqual(demoParent);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(page.toSignIn).not.toHaveBeenCalled();
    }
    expect(readDeviceSession()?.user).toEqual(demoParent);
  });

  it("is not forgotten by an open page left for days (the query is never collected)", async () => {
    await signIn();
    goOffline();
    const { client } = loadPage({ retrying: false });
    await loadSessionUser(client);
    await vi.advanceTimersByTimeAsync(60_000);
    // Nothing observes the session query; with the cache's gcTime (a day) an open page lost the
    // user after a day, and its next navigation offline found nobody.
    expect(client.getQueryCache().find({ queryKey: sessionQueryKeys.me(), exact: true })?.gcTime).toBe(Infinity);
    expect(client.getQueryData(sessionQueryKeys.me())).toEqual(demoParent);
  });

  it("survives a persisted-cache restore of another app version, or one older than a day", async () => {
    await signIn();
    // The shell cache as a page of another version left it (the buster drops it on restore).
    localStorage.setItem(QUERY_STORAGE_KEY, JSON.stringify({ buster: "0.0.0-old", timestamp: Date.now(), clientState: { queries: [], mutations: [] } }));
    goOffline();
    const page = loadPage();
    await startQueryPersistence(page.client, { storage: localStorage, throttleTime: 0 });
    await expect(loadSessionUser(page.client)).resolves.toEqual(demoParent);

    // Nine days later, the shell cache is too old and dropped: the user stays.
    daysPass(9 * QUERY_CACHE_MAX_AGE);
    const later = loadPage();
    await startQueryPersistence(later.client, { storage: localStorage, throttleTime: 0 });
    await expect(loadSessionUser(later.client)).resolves.toEqual(demoParent);
  });

  it("adopts the user an older version kept in its persisted query cache", async () => {
    localStorage.setItem(
      QUERY_STORAGE_KEY,
      JSON.stringify({ buster: "0.0.0-old", timestamp: 1, clientState: { queries: [{ queryKey: ["session", "me"], queryHash: '["session","me"]', state: { data: demoParent, dataUpdatedAt: 5, status: "success" } }], mutations: [] } }),
    );
    goOffline();
    const page = loadPage();
    await expect(loadSessionUser(page.client)).resolves.toEqual(demoParent);
    expect(readDeviceSession()).toEqual({ user: demoParent, confirmedAt: 5 });
  });
});

describe("only an answer of the office ends the session", () => {
  it("a 401 on /auth/me: every later page load, offline too, is signed out", async () => {
    await signIn();
    stubFetch(() => errorBody(401, "unauthorized"));
    const page = loadPage();
    await loadSessionUser(page.client);
    await vi.advanceTimersByTimeAsync(100);
    expect(page.toSignIn).toHaveBeenCalled();
    expect(readDeviceSession()).toBeNull();
    // Whose session ended is noted: the sign-in page tells their queued work waits.
    expect(readEndedSession()).toEqual({ userId: demoParent.userId, username: demoParent.username });

    goOffline();
    const next = loadPage();
    await expect(loadSessionUser(next.client)).resolves.toBeNull();
  });

  it("a 401 of any other call ends it too (the API client's handler)", async () => {
    await signIn();
    const page = loadPage();
    stubFetch((call) => (call.url.endsWith("/auth/me") ? json(demoParent) : errorBody(401, "unauthorized")));
    const { apiRequest } = await import("@/lib/api");
    await expect(apiRequest({ path: "/applications", schema: "void" })).rejects.toBeDefined();
    expect(page.toSignIn).toHaveBeenCalledTimes(1);
    expect(page.client.getQueryData(sessionQueryKeys.me())).toBeUndefined();
    goOffline();
    await expect(loadSessionUser(loadPage().client)).resolves.toBeNull();
  });

  it("server errors and a silent office are not answers: the user stays", async () => {
    await signIn();
    stubFetch(() => errorBody(503, "service.unavailable"));
    const page = loadPage();
    await loadSessionUser(page.client);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(page.toSignIn).not.toHaveBeenCalled();
    expect(readDeviceSession()?.user).toEqual(demoParent);
  });

  it("a new answer naming another user replaces the device's user", async () => {
    await signIn();
    stubFetch(() => json(demoChild));
    const page = loadPage();
    await loadSessionUser(page.client);
    await vi.advanceTimersByTimeAsync(100);
    expect(readDeviceSession()?.user).toEqual(demoChild);
    expect(readEndedSession()).toBeNull();
  });
});
