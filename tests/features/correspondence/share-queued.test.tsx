/**
 * Files shared offline to a letter without a draft (the share picker): the outbox entry is shown
 * as waiting, and once the connection is back it creates the draft and uploads the files; the
 * status then links to the new draft, or says why the office refused it.
 */
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ShareQueuedStatus } from "@/features/correspondence/components/share/share-queued";
import { i18n, loadLiterals } from "@/lib/i18n";
import { discardQueuedWork, resetPageOutbox, startOutbox } from "@/lib/outbox";
import { uploadOperation } from "@/features/correspondence/outbox/queued-work";
import { inspectFiles } from "@/lib/file-check";
import { errorBody, json, offline, stubFetch, type Responder } from "../../lib/fetch-stub";
import { mountPerTest, withAppProviders } from "../../support/dom";

const USER = 41;
const MESSAGE = 12;

let answer: Responder = offline;

describe("ShareQueuedStatus", () => {
  const dom = mountPerTest();
  beforeEach(async () => {
    i18n.loadAndActivate({ locale: "en", messages: {} });
    await loadLiterals("en", { "read.only.session": "This session may only read." });
    answer = offline;
    stubFetch((call) => answer(call));
  });
  afterEach(async () => {
    await discardQueuedWork(USER);
    await resetPageOutbox();
  });

  /** Files queued while offline for the letter's reply; answers the outbox and the entry's key. */
  async function queueOffline() {
    const outbox = startOutbox(USER);
    const file = new File(["%PDF-1.4"], "scan.pdf", { type: "application/pdf" });
    const outcome = await outbox.deliverNow(uploadOperation(null, MESSAGE, await inspectFiles([file])));
    if (outcome.kind !== "queued") throw new Error(`expected the upload to be queued, got ${outcome.kind}`);
    return { outbox, key: outcome.entry.key };
  }

  async function render(key: string) {
    const rootRoute = createRootRoute({ component: () => <ShareQueuedStatus queued={{ key, messageId: MESSAGE, subject: "Office action" }} /> });
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ["/share"] }) });
    await act(async () => dom.root.render(withAppProviders(<RouterProvider router={router} />)));
    await act(async () => router.load());
  }

  const status = () => dom.container.querySelector("[data-testid='share-queued']");

  it("waits for the connection, then links to the draft the outbox created with the files", async () => {
    const { outbox, key } = await queueOffline();
    await render(key);
    expect(status()?.getAttribute("data-status")).toBe("waiting");
    expect(status()?.textContent).toContain("kept on this device");
    // The letter's thread shows the queued files meanwhile.
    expect(status()?.querySelector("a")?.getAttribute("href")).toBe(`/correspondence/${MESSAGE}`);

    const calls: string[] = [];
    answer = (call) => {
      calls.push(`${call.method} ${call.url}`);
      if (call.url.includes("/correspondences/draft?")) return json({ id: 77, draftStatus: "DRAFT", actionDate: "2026-11-25T10:00:00", body: "" }, { status: 201 });
      return json([]);
    };
    await act(async () => void (await outbox.drain({ ignoreBackoff: true })));

    expect(status()?.getAttribute("data-status")).toBe("attached");
    expect(status()?.querySelector("a")?.getAttribute("href")).toBe(`/correspondence/${MESSAGE}?openReply=77`);
    expect(calls.filter((call) => call.startsWith("POST"))).toEqual([
      expect.stringContaining(`/correspondences/draft?messageId=${MESSAGE}`),
      expect.stringContaining("/correspondences/attachments/77"),
    ]);
  });

  it("says why, translated, when the office refuses the new draft", async () => {
    const { outbox, key } = await queueOffline();
    await render(key);
    answer = () => errorBody(403, "read.only.session");
    await act(async () => void (await outbox.drain({ ignoreBackoff: true })));
    expect(status()?.getAttribute("data-status")).toBe("refused");
    expect(status()?.textContent).toContain("This session may only read.");
  });
});
