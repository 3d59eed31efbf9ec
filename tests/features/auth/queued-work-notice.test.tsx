/**
 * The sign-in page after the office ended a session: it tells how many of that user's
 * items wait on this device, never another account's, and nothing after a logout.
 */
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { QueuedWorkNotice } from "@/features/auth/components/queued-work-notice";
import { i18n } from "@/lib/i18n";
import { outboxStore } from "@/lib/outbox";
import { DEVICE_SESSION_KEY } from "@/lib/session";
import { mountPerTest, withAppProviders } from "../../support/dom";

const save = (userId: number, draftId: number) => outboxStore().enqueue({ userId, kind: "draft.save", payload: { draftId, messageId: draftId + 1, body: "<p>queued</p>" } });

describe("QueuedWorkNotice", () => {
  const dom = mountPerTest();
  beforeEach(() => {
    i18n.loadAndActivate({ locale: "en", messages: {} });
  });

  it("counts the queued items of the user whose session the office ended", async () => {
    await save(1, 10);
    await save(1, 20);
    await save(2, 30);
    localStorage.setItem(DEVICE_SESSION_KEY, JSON.stringify({ ended: { userId: 1, username: "demoparent" } }));
    act(() => dom.root.render(withAppProviders(<QueuedWorkNotice />)));
    await vi.waitFor(() => expect(dom.container.textContent).toContain("2 unsent items of demoparent wait on this device"));
    expect(dom.container.textContent).toContain("once demoparent signs in again");
  });

  it("says nothing after a logout (no ended session), whatever other accounts have queued", async () => {
    await save(2, 30);
    localStorage.setItem(DEVICE_SESSION_KEY, "null");
    act(() => dom.root.render(withAppProviders(<QueuedWorkNotice />)));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(dom.container.textContent).toBe("");
  });
});
