/**
 * A colleague's change that won over a queued assignment (decision 85), met by the service
 * worker's Background Sync with no tab open: kept on the device, told by the next screen that
 * follows the shared inbox (once), then forgotten.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { drainFromWorker } from "@sw/background-sync";
import { usePendingShared } from "@/features/correspondence/api/shared-inbox";
import { keptDeliveryNotices } from "@/features/correspondence/outbox/delivery-notices";
import { createIdbOutboxStore, discardQueuedWork, resetPageOutbox, startOutbox } from "@/lib/outbox";
import type { SharedDelivery } from "@/features/correspondence/outbox/shared-inbox";
import { empty, json, offline, stubFetch } from "../../lib/fetch-stub";
import { mountPerTest } from "../../support/dom";

const USER = 7;
const store = createIdbOutboxStore();

afterEach(async () => {
  await discardQueuedWork(USER);
  await resetPageOutbox();
  vi.unstubAllGlobals();
});

/** The office: the session of USER; the letter now assigned to user 2 by a colleague. */
function officeWithColleaguesChange() {
  return stubFetch((call) => {
    if (call.url.endsWith("/auth/me")) return json({ userId: USER, impersonatedUser: false });
    if (call.method === "POST") return json({ content: [{ message: { id: 41, assigneeUserId: 2, handled: null }, subRows: [] }], totalResults: 1 });
    return empty();
  });
}

function Screen({ onConflict }: { onConflict: (delivery: SharedDelivery) => void }) {
  usePendingShared(true, onConflict);
  return null;
}

describe("a conflict met with no tab open", () => {
  const view = mountPerTest();
  const show = (onConflict: (delivery: SharedDelivery) => void) =>
    act(async () =>
      view.root.render(
        <QueryClientProvider client={new QueryClient()}>
          <Screen onConflict={onConflict} />
        </QueryClientProvider>,
      ),
    );

  it("is kept on the device, told once by the next inbox or thread, then forgotten", async () => {
    await store.enqueue({
      userId: USER,
      kind: "message.shared",
      payload: { messageId: 41, subject: "Refusal", receivedDate: "2026-03-14T09:00:00", assigneeUserId: 5, base: { assigneeUserId: null } },
    });
    const { calls } = officeWithColleaguesChange();
    await drainFromWorker(store);
    // Nothing was sent: the colleague's assignee stays; the delivery is done.
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);
    expect(await store.listAll(USER)).toEqual([]);
    const told: SharedDelivery = { messageId: 41, subject: "Refusal", conflicts: [{ field: "assigneeUserId", office: 2 }] };
    expect((await keptDeliveryNotices(USER)).map((notice) => notice.delivery)).toEqual([told]);

    // The next page opens the inbox (offline: nothing else happens).
    stubFetch(offline);
    startOutbox(USER);
    const onConflict = vi.fn();
    await show(onConflict);
    await vi.waitFor(() => expect(onConflict).toHaveBeenCalledWith(told));
    await vi.waitFor(async () => expect(await keptDeliveryNotices(USER)).toEqual([]));

    // Another screen later: nothing more to tell.
    await act(async () => view.root.render(<></>));
    const later = vi.fn();
    await show(later);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(later).not.toHaveBeenCalled();
    expect(onConflict).toHaveBeenCalledOnce();
  });
});
