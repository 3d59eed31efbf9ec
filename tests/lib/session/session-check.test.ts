/**
 * The session check (`GET /auth/me`) of a signed-in page on a silent or absent office:
 * it gives up like the screens' queries, frees its connection, keeps the device's last user,
 * and is asked again later; and a page opened offline notices the connection coming back, so
 * a session that ended meanwhile leads to sign-in at once (its screens' refresh or the session
 * check meet the 401), not at the next periodic retry.
 */
import { focusManager, QueryObserver, type QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest, setUnauthorizedHandler } from "@/lib/api";
import { createQueryClient, isGivenUp, REFRESH_GIVE_UP_MS, RETRY_FAILED_EVERY_MS, retryFailedScreenQueries } from "@/lib/query";
import { refreshSessionUser, sessionQueryKeys, watchSessionEnd } from "@/lib/session";
import { CHANGED_USER_WAIT_MS, loadSessionUser } from "@/routes/-session-guard";
import { empty, errorBody, json, stubFetch, type Call } from "../fetch-stub";
import { demoParent } from "../fixtures";

let browserOnline = true;
let stops: Array<() => void> = [];

beforeEach(() => {
  browserOnline = true;
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => browserOnline });
  vi.useFakeTimers();
});

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "onLine");
  focusManager.setFocused(undefined);
});

/** The page as a returning user opens it: the device's last user restored. */
function pageOfLastUser(): QueryClient {
  const client = createQueryClient();
  client.setQueryData(sessionQueryKeys.me(), demoParent, { updatedAt: Date.now() - 60 * 60_000 });
  return client;
}

function retryFailed(client: QueryClient): void {
  stops.push(retryFailedScreenQueries(client));
}

const sessionChecks = (calls: Call[]) => calls.filter((call) => call.url.endsWith("/auth/me")).length;

/** A connected network whose office never answers; a request ends only when it is aborted. */
function silentOffice(): { calls: Call[]; aborted: () => number } {
  let aborted = 0;
  const { calls } = stubFetch(
    (call) =>
      new Promise<Response>((_, reject) => {
        call.init.signal?.addEventListener("abort", () => {
          aborted += 1;
          reject(call.init.signal?.reason);
        });
      }),
  );
  return { calls, aborted: () => aborted };
}

function goOnline(): void {
  browserOnline = true;
  window.dispatchEvent(new Event("online"));
}

describe("the session check on a silent office", () => {
  it("gives up after REFRESH_GIVE_UP_MS, freeing its connection, and keeps the last user signed in", async () => {
    const office = silentOffice();
    const client = pageOfLastUser();

    // The shell opens for the last user at once; the office is asked in the background.
    await expect(loadSessionUser(client)).resolves.toEqual(demoParent);
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionChecks(office.calls)).toBe(1);

    await vi.advanceTimersByTimeAsync(REFRESH_GIVE_UP_MS - 1);
    expect(office.aborted()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(office.aborted()).toBe(1);
    const state = client.getQueryState(sessionQueryKeys.me());
    expect(state?.fetchStatus).toBe("idle");
    expect(isGivenUp(state?.error)).toBe(true);
    expect(client.getQueryData(sessionQueryKeys.me())).toEqual(demoParent);

    // Not asked again at once (each repeat would hold a connection for another give-up time).
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sessionChecks(office.calls)).toBe(1);
  });

  it("is asked again on the periodic retry, on focus and on reconnect; an answer then confirms the user", async () => {
    const office = silentOffice();
    const client = pageOfLastUser();
    retryFailed(client);
    await loadSessionUser(client);
    await vi.advanceTimersByTimeAsync(REFRESH_GIVE_UP_MS);
    expect(sessionChecks(office.calls)).toBe(1);

    // The periodic retry of what failed (its first tick came before the check gave up).
    await vi.advanceTimersByTimeAsync(RETRY_FAILED_EVERY_MS - REFRESH_GIVE_UP_MS);
    expect(sessionChecks(office.calls)).toBe(2);
    await vi.advanceTimersByTimeAsync(REFRESH_GIVE_UP_MS);

    // Focus asks a check that failed.
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionChecks(office.calls)).toBe(3);

    // The office answers again: the reconnect's check confirms the user.
    const answering = stubFetch(() => json(demoParent));
    await vi.advanceTimersByTimeAsync(REFRESH_GIVE_UP_MS);
    browserOnline = false;
    window.dispatchEvent(new Event("offline"));
    goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionChecks(answering.calls)).toBe(1);
    expect(client.getQueryState(sessionQueryKeys.me())?.status).toBe("success");
  });

  it("without a last user, the page waits for the office no longer than the give-up", async () => {
    silentOffice();
    const client = createQueryClient();
    const loading = loadSessionUser(client);
    await vi.advanceTimersByTimeAsync(REFRESH_GIVE_UP_MS);
    await expect(loading).resolves.toBeNull();
  });
});

describe("a page opened offline whose session ended meanwhile", () => {
  it("goes to sign-in as soon as the connection returns: the session check meets the 401", async () => {
    browserOnline = false;
    stubFetch(() => {
      throw new TypeError("Failed to fetch");
    });
    const client = pageOfLastUser();
    const onEnded = vi.fn();
    stops.push(watchSessionEnd(client, onEnded));
    retryFailed(client);
    await loadSessionUser(client);
    // The check fails offline (with its retries) and the last user stays.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(client.getQueryState(sessionQueryKeys.me())?.status).toBe("error");
    expect(client.getQueryData(sessionQueryKeys.me())).toEqual(demoParent);

    // The session ended at the office; the connection returns.
    const office = stubFetch(() => errorBody(401, "unauthorized"));
    goOnline();
    // Well before the periodic retry (RETRY_FAILED_EVERY_MS) would have asked.
    await vi.advanceTimersByTimeAsync(100);
    expect(sessionChecks(office.calls)).toBe(1);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it("goes to sign-in as soon as the connection returns: the inbox's refresh meets the 401", async () => {
    browserOnline = false;
    stubFetch(() => {
      throw new TypeError("Failed to fetch");
    });
    const client = createQueryClient();
    // Mounted, as QueryClientProvider does: the cache hears the connection come back.
    client.mount();
    stops.push(() => client.unmount());
    const toSignIn = vi.fn();
    setUnauthorizedHandler(toSignIn);
    retryFailed(client);
    // The inbox on screen (an observer), its refresh failing offline.
    const inbox = new QueryObserver(client, {
      queryKey: ["correspondence", "list", { requestPage: 0 }],
      queryFn: ({ signal }) => apiRequest({ method: "POST", path: "/correspondences/message/search", json: {}, schema: "void", signal }),
    });
    stops.push(inbox.subscribe(() => undefined));
    await vi.advanceTimersByTimeAsync(10_000);

    const office = stubFetch(() => errorBody(401, "unauthorized"));
    goOnline();
    await vi.advanceTimersByTimeAsync(100);
    expect(office.calls.some((call) => call.url.endsWith("/correspondences/message/search"))).toBe(true);
    expect(toSignIn).toHaveBeenCalled();
    // A later answer of the office is not needed for that.
    stubFetch(() => empty());
  });
});

describe("start-up asks the office who is signed in once", () => {
  it("the router's two loads of the first route (start-up, then mount) send one /auth/me", async () => {
    const { calls } = stubFetch(() => json(demoParent));
    const client = createQueryClient();
    // A cold start (nobody on the device): the first load waits for the office...
    const first = loadSessionUser(client);
    // ...and the second, started while the question is under way, joins it.
    const second = loadSessionUser(client);
    await expect(first).resolves.toEqual(demoParent);
    await expect(second).resolves.toEqual(demoParent);
    // A third load after the answer finds the user and asks nothing more.
    await expect(loadSessionUser(client)).resolves.toEqual(demoParent);
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionChecks(calls)).toBe(1);
  });

  it("the second load waits for the question under way, not for a stored 'signed out' of an earlier page", async () => {
    const { calls } = stubFetch(() => json(demoParent));
    const client = createQueryClient();
    // An earlier page of the device, signed out (its /auth/me said 401), a second ago; since then
    // the user signed in: the first question of this page must decide, for both loads.
    client.setQueryData(sessionQueryKeys.me(), null, { updatedAt: Date.now() - 1000 });
    const first = loadSessionUser(client);
    const second = loadSessionUser(client);
    await expect(first).resolves.toEqual(demoParent);
    await expect(second).resolves.toEqual(demoParent);
    expect(sessionChecks(calls)).toBe(1);
  });

  /**
   * The office answers each session check when the test says; the page's start-up check for the
   * device's last user has gone out.
   */
  async function startUpCheckHeld() {
    const answers: Array<(response: Response) => void> = [];
    const { calls } = stubFetch(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const client = pageOfLastUser();
    await expect(loadSessionUser(client)).resolves.toEqual(demoParent);
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionChecks(calls)).toBe(1);
    return { answers, calls, client, changed: { ...demoParent, newUsernameRequested: "new.name@example.lt" } };
  }

  it("after the app changed the user, a question asked before the change is not joined: the office is asked again", async () => {
    const { answers, calls, client, changed } = await startUpCheckHeld();
    // The app changes the user at the office (a username change redeemed) and marks it.
    await client.invalidateQueries({ queryKey: sessionQueryKeys.me() });
    const loading = loadSessionUser(client);
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionChecks(calls)).toBe(2);
    // The office answers the old question late, with the user from before the change.
    answers[0]?.(json(demoParent));
    answers[1]?.(json(changed));
    await expect(loading).resolves.toEqual(changed);
    expect(client.getQueryData(sessionQueryKeys.me())).toEqual(changed);
  });

  it("the answer to a question asked before the change, arriving before the next guard, does not bring the old user back", async () => {
    const { answers, calls, client, changed } = await startUpCheckHeld();
    // The app changes the user; the old question's answer then arrives before any guard runs.
    await refreshSessionUser(client);
    answers[0]?.(json(demoParent));
    await vi.advanceTimersByTimeAsync(0);
    const loading = loadSessionUser(client);
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionChecks(calls)).toBe(2);
    answers[1]?.(json(changed));
    await expect(loading).resolves.toEqual(changed);
  });
});

/**
 * A user the app changed (its language or profile saved) is marked until the office confirms
 * it, and the mark is restored with the device's copy of the queries: the guards must not wait
 * for the office on every screen change while it cannot answer (measured before: 3 s per
 * navigation offline, the check's retries; up to the give-up with a silent office).
 */
describe("a user the app changed, while the office cannot confirm it", () => {
  const changed = { ...demoParent, language: "en" };

  /** Resolves `loading`'s outcome into a flag the test reads after moving the clock. */
  function watch<T>(loading: Promise<T>): { settled: () => boolean; value: Promise<T> } {
    let done = false;
    void loading.then(
      () => (done = true),
      () => (done = true),
    );
    return { settled: () => done, value: loading };
  }

  it("offline: every guard answers with the changed user at once; the office is asked when the connection returns", async () => {
    browserOnline = false;
    stubFetch(() => {
      throw new TypeError("Failed to fetch");
    });
    const client = pageOfLastUser();
    retryFailed(client);
    await refreshSessionUser(client, () => changed);
    for (let screen = 0; screen < 3; screen++) {
      const guard = watch(loadSessionUser(client));
      await vi.advanceTimersByTimeAsync(0);
      expect(guard.settled(), `screen change ${screen + 1}`).toBe(true);
      await expect(guard.value).resolves.toEqual(changed);
    }
    // The check's retries end offline; the mark stays (nobody confirmed the change)...
    await vi.advanceTimersByTimeAsync(10_000);
    expect(client.getQueryState(sessionQueryKeys.me())?.isInvalidated).toBe(true);
    expect(client.getQueryData(sessionQueryKeys.me())).toEqual(changed);
    // ...until the office confirms it, once it can be reached.
    const office = stubFetch(() => json(changed));
    goOnline();
    await vi.advanceTimersByTimeAsync(100);
    expect(sessionChecks(office.calls)).toBeGreaterThanOrEqual(1);
    expect(client.getQueryState(sessionQueryKeys.me())?.isInvalidated).toBe(false);
  });

  it("a silent office: the guard waits CHANGED_USER_WAIT_MS, then shows the changed user", async () => {
    silentOffice();
    const client = pageOfLastUser();
    await refreshSessionUser(client, () => changed);
    const guard = watch(loadSessionUser(client));
    await vi.advanceTimersByTimeAsync(CHANGED_USER_WAIT_MS - 1);
    expect(guard.settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(guard.value).resolves.toEqual(changed);
  });

  it("an office that answers in time is waited for: its answer wins", async () => {
    const confirmed = { ...changed, fullName: "Jonas Petraitis-Confirmed" };
    stubFetch(() => json(confirmed));
    const client = pageOfLastUser();
    await refreshSessionUser(client, () => changed);
    await expect(loadSessionUser(client)).resolves.toEqual(confirmed);
  });
});
