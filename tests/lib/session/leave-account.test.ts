/**
 * Logout on a shared device (src/lib/session/leave-account.ts, the one place that knows every part
 * of the account on the device): the account's outbox entries, its device copies, the files
 * shared to the app, the persisted queries and the device's user go; other accounts' queued
 * work stays for them.
 */
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openIpoDb } from "@/lib/db";
import { outboxStore } from "@/lib/outbox";
import { QUERY_STORAGE_KEY } from "@/lib/query/persister";
import { keepSessionOnDevice, leaveAccount, readDeviceSession, readEndedSession, sessionQueryKeys } from "@/lib/session";
import { loadShare, saveShare } from "@sw/shared-files";
import { json, stubFetch } from "../fetch-stub";
import { demoParent, globals } from "../fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function officeAnsweringLogout() {
  return stubFetch((call) =>
    call.url.endsWith("/auth/logout/challenge") ? json({ challenge: "bye" }) : json({ status: "LOGOUT_SUCCESS", redirect: "/login" }),
  );
}

describe("leaveAccount", () => {
  it("forgets the account on the device, keeps another account's queued work, then logs out", async () => {
    const queryClient = new QueryClient();
    keepSessionOnDevice(queryClient);
    queryClient.setQueryData(sessionQueryKeys.me(), demoParent);
    expect(readDeviceSession()?.user).toEqual(demoParent);
    const db = await openIpoDb();
    await db.put("offlineLists", { key: `${demoParent.userId}:{}`, userId: demoParent.userId, savedAt: 1, value: { content: [] } });
    await outboxStore().enqueue({ userId: 8, kind: "draft.save", payload: { draftId: 3, messageId: 4, body: "<p>theirs</p>" } });
    const shareId = await saveShare([{ name: "Evidence.pdf", type: "application/pdf", content: new Blob([new Uint8Array(4)]) }]);
    localStorage.setItem(QUERY_STORAGE_KEY, "{}");
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    const office = officeAnsweringLogout();

    await leaveAccount({ globals, userId: demoParent.userId, queryClient, discardQueued: false });

    expect(await db.count("offlineLists")).toBe(0);
    expect(await loadShare(shareId)).toBeUndefined();
    expect(await outboxStore().listAll(8)).toHaveLength(1);
    expect(localStorage.getItem(QUERY_STORAGE_KEY)).toBeNull();
    expect(readDeviceSession()).toBeNull();
    expect(readEndedSession()).toBeNull();
    expect(office.calls.map((call) => call.method)).toEqual(["GET", "POST"]);
    expect(assign).toHaveBeenCalledWith("/login");
    await outboxStore().clearUser(8);
  });

  it("stops with outbox.not.empty while the account has queued work the user did not discard; discarding clears it", async () => {
    const queryClient = new QueryClient();
    await outboxStore().enqueue({ userId: demoParent.userId, kind: "draft.save", payload: { draftId: 1, messageId: 2, body: "<p>mine</p>" } });
    vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    officeAnsweringLogout();

    await expect(leaveAccount({ globals, userId: demoParent.userId, queryClient, discardQueued: false })).rejects.toThrow("outbox.not.empty");
    expect(await outboxStore().listAll(demoParent.userId)).toHaveLength(1);

    await leaveAccount({ globals, userId: demoParent.userId, queryClient, discardQueued: true });
    expect(await outboxStore().listAll(demoParent.userId)).toEqual([]);
  });
});
