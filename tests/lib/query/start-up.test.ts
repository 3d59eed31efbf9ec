/**
 * A cold signed-in start (nobody known on the device): the inbox's first page is asked
 * for beside the session check, not after it (route guard, loaders, the device persister's chunk
 * and IndexedDB), and its answer is stored for the account the check names, never for nobody.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { correspondenceKeys } from "@/features/correspondence/api/correspondence-queries";
import { validateInboxSearch } from "@/features/correspondence/list-params";
import { openIpoDb } from "@/lib/db";
import { createQueryClient } from "@/lib/query";
import { Route as InboxRoute } from "@/routes/_authenticated/correspondence/index";
import { loadSessionUser, startScreensEarly } from "@/routes/-session-guard";
import { officeLetter } from "../../features/correspondence/fixtures";
import { errorBody, json, stubFetch, type Call } from "../fetch-stub";
import { demoParent } from "../fixtures";

const FIRST_PAGE = { content: [{ message: officeLetter({ id: 41, subject: "Notice of deficiencies" }), subRows: [] }], totalResults: 1, pageSize: 10, pageNumber: 0, numberOfElements: 1 };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The office: the session check waits until `answer` is called; the search answers at once. */
function office(me: () => Response): { calls: Call[]; answer: () => void } {
  let answer: () => void = () => undefined;
  const { calls } = stubFetch((call) => {
    if (call.url.endsWith("/auth/me")) return new Promise<Response>((resolve) => (answer = () => resolve(me())));
    return json(FIRST_PAGE, { csrf: "token-of-me" });
  });
  return { calls, answer: () => answer() };
}

async function storedKeys(): Promise<string[]> {
  return (await (await openIpoDb()).getAll("queryCache")).map((record) => record.key);
}

function startInbox() {
  const client = createQueryClient();
  const search = validateInboxSearch({});
  const matches = [{ search, staticData: InboxRoute.options.staticData }];
  const loading = loadSessionUser(client, () => startScreensEarly(client, matches));
  return { client, loading, listKey: correspondenceKeys.list(search) };
}

describe("a cold start of /correspondence", () => {
  it("asks for the first page while the session check is under way, and stores it for the account the check names", async () => {
    const { calls, answer } = office(() => json(demoParent, { csrf: "token-of-me" }));
    const { client, loading, listKey } = startInbox();
    // The inbox's query exists (its request waits for the check's CSRF token) before the check answers.
    await vi.waitFor(() => expect(client.getQueryCache().find({ queryKey: listKey, exact: true })).toBeDefined());
    expect(calls.map((call) => call.url)).toEqual(["/api/v1/auth/me"]);
    answer();
    await expect(loading).resolves.toEqual(demoParent);
    // The search went once, with the check's token: no 403 round trip.
    await vi.waitFor(() => expect(client.getQueryData(listKey)).toEqual(FIRST_PAGE));
    const searches = calls.filter((call) => call.url.endsWith("/correspondences/message/search"));
    expect(searches).toHaveLength(1);
    expect(searches[0]?.headers.get("X-CSRF-TOKEN")).toBe("token-of-me");
    // Stored on the device for the account (keys start with its id).
    await vi.waitFor(async () => expect(await storedKeys()).toEqual([expect.stringMatching(new RegExp(`^${demoParent.userId}-\\["correspondence","list"`))]));
    // And in the offline stores that offline search and the inbox's device copy read.
    await vi.waitFor(async () => expect((await (await openIpoDb()).getAllFromIndex("offlineMessages", "byUser", demoParent.userId)).map((record) => (record.value as { message: { id: number } }).message.id)).toEqual([41]));
    expect(await (await openIpoDb()).countFromIndex("offlineLists", "byUser", demoParent.userId)).toBe(1);
  });

  it("stores nothing when the check says nobody is signed in", async () => {
    const { calls, answer } = office(() => errorBody(401, "unauthorized", {}, { csrf: "anonymous" }));
    const { loading } = startInbox();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    answer();
    await expect(loading).resolves.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await storedKeys()).toEqual([]);
    expect(await (await openIpoDb()).count("offlineMessages")).toBe(0);
  });

  it("with the device's last user, nothing starts early (the loaders find the device's copies)", async () => {
    office(() => json(demoParent));
    const client = createQueryClient();
    client.setQueryData(["session", "me"], demoParent);
    const coldStart = vi.fn();
    await expect(loadSessionUser(client, coldStart)).resolves.toEqual(demoParent);
    expect(coldStart).not.toHaveBeenCalled();
  });
});
