import { QueryObserver, type QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api";
import { openIpoDb } from "@/lib/db";
import { wipeAccountData } from "@/lib/db/wipe";
import { getOnlineStatus } from "@/lib/offline";
import { APP_VERSION, createQueryClient, withGiveUp } from "@/lib/query";
import { DEVICE_COPY_MAX_AGE } from "@/lib/query/device-persister";
import { sessionQueryKeys } from "@/lib/session";

const signedIn = (userId: number): QueryClient => {
  const client = createQueryClient();
  client.setQueryData(sessionQueryKeys.me(), { userId } as never);
  return client;
};

const inboxKey = ["correspondence", "list", { page: 0 }] as const;

async function storedKeys(): Promise<string[]> {
  const db = await openIpoDb();
  return (await db.getAll("queryCache")).map((record) => record.key);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("device copies of screen queries", () => {
  it("a new page shows the stored copy at once, with its age, and the office's answer replaces it", async () => {
    const first = signedIn(7);
    await first.fetchQuery({ queryKey: inboxKey, queryFn: () => Promise.resolve("office, first visit") });
    const answeredAt = first.getQueryState(inboxKey)?.dataUpdatedAt;
    await vi.waitFor(async () => expect(await storedKeys()).toHaveLength(1));
    // The next page opens a minute later: the copy is older than the default staleTime.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 60_000 });

    const next = signedIn(7);
    let answer: (value: string) => void = () => undefined;
    const office = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    await expect(next.fetchQuery({ queryKey: inboxKey, queryFn: office })).resolves.toBe("office, first visit");
    await vi.waitFor(() => expect(next.getQueryState(inboxKey)?.dataUpdatedAt).toBe(answeredAt));
    // The (stale) copy is refreshed in the background at once, nobody waiting for it.
    await vi.waitFor(() => expect(office).toHaveBeenCalledTimes(1));
    expect(next.getQueryState(inboxKey)?.fetchStatus).toBe("fetching");
    // The screen mounts (an observer, as useQuery): the copy shows, the refresh is shared.
    const screen = new QueryObserver(next, { queryKey: inboxKey, queryFn: office });
    const stop = screen.subscribe(() => undefined);
    expect(screen.getCurrentResult().data).toBe("office, first visit");
    answer("office, now");
    await vi.waitFor(() => expect(screen.getCurrentResult().data).toBe("office, now"));
    expect(office).toHaveBeenCalledTimes(1);
    stop();
  });

  it("a restored copy older than the query's staleTime is refreshed too", async () => {
    const first = signedIn(7);
    await first.fetchQuery({ queryKey: inboxKey, queryFn: () => Promise.resolve("old rows") });
    await vi.waitFor(async () => expect(await storedKeys()).toHaveLength(1));
    vi.useFakeTimers({ now: Date.now() + 5 * 60_000, toFake: ["Date"] });
    const next = signedIn(7);
    const office = vi.fn(() => Promise.resolve("new rows"));
    const screen = new QueryObserver(next, { queryKey: inboxKey, queryFn: office, staleTime: 60_000 });
    const stop = screen.subscribe(() => undefined);
    await vi.waitFor(() => expect(screen.getCurrentResult().data).toBe("new rows"));
    expect(office).toHaveBeenCalledTimes(1);
    stop();
  });

  it("a copy restored seconds after it was stored is asked for again (paid or signed elsewhere meanwhile)", async () => {
    const first = signedIn(7);
    await first.fetchQuery({ queryKey: inboxKey, queryFn: () => Promise.resolve("row to pay") });
    await vi.waitFor(async () => expect(await storedKeys()).toHaveLength(1));
    const next = signedIn(7);
    const office = vi.fn(() => Promise.resolve("paid"));
    const screen = new QueryObserver(next, { queryKey: inboxKey, queryFn: office });
    const stop = screen.subscribe(() => undefined);
    await vi.waitFor(() => expect(screen.getCurrentResult().data).toBe("paid"));
    expect(office).toHaveBeenCalledTimes(1);
    stop();
  });

  it("keeps accounts apart and leaves the shell's content and the session to their own cache", async () => {
    const parent = signedIn(7);
    await parent.fetchQuery({ queryKey: inboxKey, queryFn: () => Promise.resolve("parent's inbox") });
    await parent.fetchQuery({ queryKey: ["content", "globals"], queryFn: () => Promise.resolve("globals") });
    await vi.waitFor(async () => expect(await storedKeys()).toHaveLength(1));
    expect((await storedKeys())[0]).toMatch(/^7-/);

    const child = signedIn(8);
    const office = vi.fn(() => Promise.resolve("child's inbox"));
    await expect(child.fetchQuery({ queryKey: inboxKey, queryFn: office })).resolves.toBe("child's inbox");
    expect(office).toHaveBeenCalledTimes(1);
    await vi.waitFor(async () => expect((await storedKeys()).sort()).toEqual([expect.stringMatching(/^7-/), expect.stringMatching(/^8-/)]));
  });

  it("removes the account's copies that are too old or of another app version, once the page is idle", async () => {
    const db = await openIpoDb();
    const old = { state: { data: "rows", dataUpdatedAt: Date.now() - DEVICE_COPY_MAX_AGE - 60_000 }, queryKey: ["signatures"], queryHash: '["signatures"]', buster: APP_VERSION };
    const otherVersion = { ...old, state: { ...old.state, dataUpdatedAt: Date.now() }, queryHash: '["cart"]', buster: "0.0.0-old" };
    await db.put("queryCache", { key: '7-["signatures"]', userId: 7, savedAt: 0, value: JSON.stringify(old) });
    await db.put("queryCache", { key: '7-["cart"]', userId: 7, savedAt: 0, value: JSON.stringify(otherVersion) });
    const client = signedIn(7);
    await client.fetchQuery({ queryKey: inboxKey, queryFn: () => Promise.resolve("rows") });
    await vi.waitFor(async () => expect(await storedKeys()).toEqual([expect.stringMatching(/^7-\["correspondence"/)]), { timeout: 3000 });
  });

  it("stores nothing before sign-in", async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: inboxKey, queryFn: () => Promise.resolve("rows") });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await storedKeys()).toEqual([]);
  });
});

describe("device copies after a logout's wipe", () => {
  it("a query answered after the wipe leaves no copy of the account", async () => {
    const client = signedIn(7);
    await wipeAccountData();
    // Answered while the logout finishes (the office's logout call is still on its way).
    await client.fetchQuery({ queryKey: ["filter-options"], queryFn: () => Promise.resolve({ applications: {} }) });
    // The persister's write is asynchronous: a copy, if written, is there once the page is idle.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await storedKeys()).toEqual([]);
  });
});

describe("withGiveUp", () => {
  it("a request the office never answers fails as unreachable after the give-up time", async () => {
    const silent = withGiveUp((context) => new Promise((_, reject) => context.signal.addEventListener("abort", () => reject(context.signal.reason))), 30);
    const error = await Promise.resolve(silent({ signal: new AbortController().signal } as never)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: "network" });
    expect(getOnlineStatus().serverUnreachable).toBe(true);
  });

  it("a request still unanswered after the silent time says the office is not answering; its answer says otherwise", async () => {
    let answer: (rows: string) => void = () => undefined;
    const slow = withGiveUp(() => new Promise<string>((resolve) => (answer = resolve)), 1000, 20);
    const running = Promise.resolve(slow({ signal: new AbortController().signal } as never));
    await new Promise((resolve) => setTimeout(resolve, 40));
    // Before the give-up: lie-fi is told at once.
    expect(getOnlineStatus().serverUnreachable).toBe(true);
    answer("rows");
    await expect(running).resolves.toBe("rows");
    expect(getOnlineStatus().serverUnreachable).toBe(false);
  });

  it("an answer tells the online status that the office answers", async () => {
    const answered = withGiveUp(() => Promise.resolve("rows"), 1000);
    await expect(answered({ signal: new AbortController().signal } as never)).resolves.toBe("rows");
    expect(getOnlineStatus().serverUnreachable).toBe(false);
  });
});
