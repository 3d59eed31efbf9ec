/**
 * A letter opened before shows from the device at once, whatever list it is opened from:
 * the thread's query key holds the list's parameters (for the pager), so the
 * "Replies due" card's link (view=needs-reply) has a key of its own. Its first answer is the
 * thread copy, not a wait of NETWORK_TIMEOUT_MS for a silent office; the office is asked
 * right after and its answer replaces the copy.
 */
import type { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { correspondenceQueries } from "@/features/correspondence/api/correspondence-queries";
import { saveThread } from "@/features/correspondence/api/device-copies";
import type { CorrespondenceMessage } from "@/features/correspondence/api/schemas";
import { NETWORK_TIMEOUT_MS } from "@/lib/offline";
import { forgetOfflineCaches } from "@/features/correspondence/offline-search/stored-messages";
import { createQueryClient } from "@/lib/query";
import { sessionQueryKeys } from "@/lib/session";
import { json, stubFetch } from "../../lib/fetch-stub";

const USER = 7;

function letter(body: string): CorrespondenceMessage {
  return {
    id: 5,
    messageId: 5,
    applicationNumber: "TM-5",
    applicationId: null,
    dossierType: "TRADEMARK",
    subject: "Office action",
    recipientFullNameAndEmail: "User <user@example.lt>",
    senderFullNameAndEmail: "Examiner <examiner@office.lt>",
    messageStatus: "READ",
    receivedDate: "2026-02-05T09:00:00",
    dueDate: null,
    hasReply: false,
    requiresReply: true,
    body,
    messageSearchAttachment: [],
    previousId: null,
    nextId: null,
    index: null,
    direction: "BO_INCOMING",
    boCorrespondenceNumber: "R-5",
    registrationNumber: null,
    hasAttachment: false,
    important: false,
    subRows: [],
  };
}

const clients: QueryClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) {
    await client.cancelQueries();
    client.clear();
  }
  forgetOfflineCaches();
});

describe("a thread opened before, reached from another list", () => {
  it("answers from the device at once, then from the office", async () => {
    // Opened from the inbox earlier: its thread copy is on the device.
    await saveThread(USER, letter("<p>As opened</p>"));
    let answer: (response: Response) => void = () => undefined;
    const stub = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const client = createQueryClient();
    clients.push(client);
    client.setQueryData(sessionQueryKeys.me(), { userId: USER } as never);

    const options = correspondenceQueries.detail(5, { view: "needs-reply" });
    const startedAt = performance.now();
    const first = await client.fetchQuery(options);
    // At once: not after the office's read timeout.
    expect(performance.now() - startedAt).toBeLessThan(NETWORK_TIMEOUT_MS / 4);
    expect(first.body).toBe("<p>As opened</p>");
    expect(first.deviceCopy?.savedAt).toEqual(expect.any(Number));

    // The office is asked right after; its answer replaces the copy.
    await expect.poll(() => stub.calls.length).toBe(1);
    expect(stub.calls[0]?.url).toContain("/correspondences/message/detail/5");
    answer(json(letter("<p>From the office</p>")));
    await expect.poll(() => client.getQueryData(options.queryKey)?.body).toBe("<p>From the office</p>");
    expect(client.getQueryData(options.queryKey)?.deviceCopy).toBeUndefined();
  });
});
