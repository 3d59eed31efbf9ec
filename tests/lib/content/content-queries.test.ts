import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api";
import { contentQueries, settingMs, settingSeconds, settingValue } from "@/lib/content";
import { contentKeys, getContent, putContent } from "@/lib/db";
import { errorBody, json, offline, stubFetch } from "../fetch-stub";
import { globals } from "../fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
});

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe("contentQueries", () => {
  it("fetches globals and stores them in IndexedDB", async () => {
    const { calls } = stubFetch(() => json({ ...globals, extra: true }));
    const result = await client().fetchQuery(contentQueries.globals());
    expect(result).toEqual(globals);
    expect(calls[0]?.url).toBe("/api/v1/content/global");
    // The copy for offline use is written in the background.
    await vi.waitFor(async () => expect((await getContent(contentKeys.globals()))?.value).toEqual(globals));
  });

  it("falls back to the stored globals when the network fails", async () => {
    await putContent(contentKeys.globals(), globals);
    const { calls } = stubFetch(offline);
    await expect(client().fetchQuery(contentQueries.globals())).resolves.toEqual(globals);
    // The device answered; its background refresh asks the office within this test (on a busy
    // machine it otherwise reached the next test's fetch stub).
    await vi.waitFor(() => expect(calls.map((call) => call.url)).toEqual(["/api/v1/content/global"]));
  });

  it("answers from the stored literals at once, then asks the office in the background", async () => {
    await putContent(contentKeys.literals("lt"), { "something.went.wrong": "Kažkas nepavyko." });
    const { calls } = stubFetch(() => json({ "something.went.wrong": "Kažkas nepavyko!" }));
    const queryClient = client();
    await expect(queryClient.fetchQuery(contentQueries.literals("lt"))).resolves.toEqual({
      "something.went.wrong": "Kažkas nepavyko.",
    });
    // The office's answer replaces the device copy in place.
    await vi.waitFor(() => expect(queryClient.getQueryData(contentQueries.literals("lt").queryKey)).toEqual({ "something.went.wrong": "Kažkas nepavyko!" }));
    expect(calls[0]?.url).toBe("/api/v1/content/literal/lt");
  });

  it("with an answer of the office on screen, a refresh asks the office only", async () => {
    await putContent(contentKeys.literals("lt"), { "something.went.wrong": "stored" });
    stubFetch(() => errorBody(500, "something.went.wrong"));
    const queryClient = client();
    queryClient.setQueryData(contentQueries.literals("lt").queryKey, { "something.went.wrong": "shown" });
    await expect(queryClient.fetchQuery({ ...contentQueries.literals("lt"), staleTime: 0 })).rejects.toMatchObject({ description: "Could not fetch literals" });
    // The copy on screen stays (TanStack keeps data on a failed refetch).
    expect(queryClient.getQueryData(contentQueries.literals("lt").queryKey)).toEqual({ "something.went.wrong": "shown" });
  });

  it("fetches countries by language", async () => {
    const { calls } = stubFetch(() => json([{ code: "LT", name: "Lietuva" }]));
    await expect(client().fetchQuery(contentQueries.countries("lt"))).resolves.toEqual([{ code: "LT", name: "Lietuva" }]);
    expect(calls[0]?.url).toBe("/api/v1/content/country?language=lt");
    await vi.waitFor(async () =>
      expect((await getContent(contentKeys.countries("lt")))?.value).toEqual([{ code: "LT", name: "Lietuva" }]),
    );
  });

  it("ignores a stored copy that no longer matches the schema", async () => {
    await putContent(contentKeys.globals(), { ...globals, settings: null } as never);
    stubFetch(offline);
    await expect(client().fetchQuery(contentQueries.globals())).rejects.toMatchObject({
      description: "Could not fetch globals",
    });
  });

  it.each([
    ["globals", () => contentQueries.globals(), "Could not fetch globals"],
    ["literals", () => contentQueries.literals("en"), "Could not fetch literals"],
    ["countries", () => contentQueries.countries("en"), "Could not fetch countries"],
  ] as const)("with neither network nor a stored copy, %s fail with '%s'", async (_, options, description) => {
    stubFetch(offline);
    const error = await client()
      .fetchQuery(options() as ReturnType<typeof contentQueries.globals>)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ description, code: 500, kind: "network" });
  });

  it("filters come from the network only", async () => {
    stubFetch(offline);
    await expect(client().fetchQuery(contentQueries.filters())).rejects.toMatchObject({ kind: "network" });
  });

  it("run while the browser reports offline", () => {
    expect(contentQueries.globals().networkMode).toBe("always");
    expect(contentQueries.literals("lt").networkMode).toBe("always");
    expect(contentQueries.countries("lt").networkMode).toBe("always");
  });
});

describe("settings", () => {
  it("reads settings in seconds and milliseconds", () => {
    const custom = { ...globals, settings: { ...globals.settings, "correspondence.new.messages.counter": 30 } };
    expect(settingSeconds(custom, "correspondence.new.messages.counter")).toBe(30);
    expect(settingMs(custom, "correspondence.new.messages.counter")).toBe(30000);
    expect(settingValue(custom, "note.max-length")).toBe(100);
  });

  it("uses the contract defaults without globals", () => {
    expect(settingSeconds(undefined, "correspondence.expiration.period")).toBe(172800);
    expect(settingSeconds(null, "applications.homepage.counter")).toBe(10);
  });
});
