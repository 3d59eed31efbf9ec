/**
 * A draft's text is stored once on the device: the thread screen's data path for
 * real (query client with the device persister, offline copies, the outbox, the draft session)
 * against a stubbed office, and every IndexedDB database and store searched for the typed
 * words after typing, the device save, the office save, a reload without the office and a
 * reload with it: one place each time, and the reopened draft shows every word; also when the
 * service worker delivered the draft with no tab open.
 */
import { QueryClientProvider, useQuery, type QueryClient } from "@tanstack/react-query";
import { openDB } from "idb";
import { act, useEffect } from "react";
import type { Descendant } from "slate";
import { afterEach, describe, expect, it, vi } from "vitest";
import { drainFromWorker } from "@sw/background-sync";
import { correspondenceQueries } from "@/features/correspondence/api/correspondence-queries";
import type { CorrespondenceMessage, SubRow } from "@/features/correspondence/api/schemas";
import { useDraftSession } from "@/features/correspondence/drafts/use-draft-session";
import { deserializeReply, serializeReply } from "@/features/correspondence/editor/slate-html";
import { outboxStore, resetPageOutbox } from "@/lib/outbox";
import { draftKey } from "@/features/correspondence/outbox/queued-work";
import { createQueryClient } from "@/lib/query";
import { resetDevicePersisters } from "@/lib/query/device-persister";
import { sessionQueryKeys } from "@/lib/session";
import { json, stubFetch } from "../../lib/fetch-stub";
import { mountPerTest } from "../../support/dom";
import { officeLetter, replyDraft } from "./fixtures";

const USER = 5;
const MESSAGE = 60;
const DRAFT = 61;
/** The typed words looked for (lower case: offline search text is lower-cased). */
const TYPED = "quokka-8812";

let office = { body: "<p>Dear office</p>", actionDate: "2026-03-14T10:00:00" };

const draftRow = (): SubRow => replyDraft({ id: DRAFT, actionDate: office.actionDate, body: office.body });

const thread = (): CorrespondenceMessage => officeLetter({ id: MESSAGE, dossierType: "TRADEMARK", subRows: [draftRow()] });

/** The office: thread, inbox page and draft save; `reachable` false answers nothing. */
function stubOffice(reachable = true) {
  return stubFetch((call) => {
    if (!reachable) return Promise.reject(new TypeError("Failed to fetch"));
    // The service worker's session probe before its Background Sync drain.
    if (call.url.endsWith("/auth/me")) return json({ userId: USER, impersonatedUser: false });
    if (call.url.includes("/correspondences/message/detail/")) return json(thread());
    if (call.url.endsWith("/correspondences/message/search")) {
      return json({ content: [{ message: thread(), subRows: [draftRow()] }], totalResults: 1, pageSize: 10, pageNumber: 0, numberOfElements: 1 });
    }
    if (call.method === "PUT" && call.url.endsWith("/correspondences/draft")) {
      office = { body: (JSON.parse(String(call.body)) as { body: string }).body, actionDate: "2026-03-14T10:05:00" };
      return json(draftRow());
    }
    return json({});
  });
}

/** Every record of every IndexedDB database that holds the text, as "database/store" (once per occurrence). */
async function placesOf(text: string): Promise<string[]> {
  const places: string[] = [];
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    const db = await openDB(name);
    for (const store of db.objectStoreNames) {
      for (const record of await db.getAll(store)) {
        const occurrences = JSON.stringify(record).toLowerCase().split(text).length - 1;
        for (let i = 0; i < occurrences; i += 1) places.push(`${name}/${store}`);
      }
    }
    db.close();
  }
  return places;
}

async function storedRecords(database: string, store: string): Promise<number> {
  const db = await openDB(database);
  const count = await db.count(store);
  db.close();
  return count;
}

type Session = ReturnType<typeof useDraftSession>;
const mount = mountPerTest();
let session: Session | null = null;

function DraftProbe({ draft }: { draft: SubRow }) {
  const value = useDraftSession({ draft, messageId: MESSAGE, userId: USER, readOnly: false, autosaveMs: 60_000 });
  useEffect(() => {
    session = value;
  });
  return <output data-status={value.status}>{value.initial ? serializeReply(value.initial.value) : ""}</output>;
}

function ThreadProbe() {
  const detail = useQuery(correspondenceQueries.detail(MESSAGE, {}));
  const draft = detail.data?.subRows?.find((row) => row.id === DRAFT);
  return draft ? <DraftProbe draft={draft} /> : null;
}

/** Every client of the test (a "page" each): their retries and refreshes end with the page. */
const clients: QueryClient[] = [];

async function closePages(): Promise<void> {
  for (const client of clients.splice(0)) {
    await client.cancelQueries();
    client.clear();
  }
}

function signedIn(): QueryClient {
  const client = createQueryClient();
  client.setQueryData(sessionQueryKeys.me(), { userId: USER } as never);
  clients.push(client);
  return client;
}

async function openThread(): Promise<QueryClient> {
  const client = signedIn();
  // The inbox was read too: its page, messages and search text are on the device as well.
  await client.fetchQuery(correspondenceQueries.list({})).catch(() => undefined);
  await act(async () =>
    mount.root.render(
      <QueryClientProvider client={client}>
        <ThreadProbe />
      </QueryClientProvider>,
    ),
  );
  return client;
}

/** A new page: nothing in memory (query data, outbox connection, persisters), the device as it is. */
async function reload(reachable: boolean): Promise<void> {
  act(() => mount.root.render(null));
  await closePages();
  session = null;
  resetDevicePersisters();
  await resetPageOutbox();
  stubOffice(reachable);
}

const output = () => mount.container.querySelector("output");

afterEach(async () => {
  await closePages();
  session = null;
  office = { body: "<p>Dear office</p>", actionDate: "2026-03-14T10:00:00" };
  resetDevicePersisters();
  vi.unstubAllGlobals();
});

describe("a draft's text is stored once on the device", () => {
  it("after typing, the device save, the office save and two reloads, the typed words are in one place", async () => {
    stubOffice();
    await openThread();
    await vi.waitFor(() => expect(output()?.getAttribute("data-status")).toBe("office"));
    // The device keeps its copies of the thread, the inbox and the persisted queries.
    await vi.waitFor(async () => expect(await storedRecords("ipo-user-area", "queryCache")).toBe(2));
    expect(await storedRecords("ipo-user-area", "offlineThreads")).toBe(1);

    const typed = `<p>Dear office, ${TYPED} answers.</p>`;
    act(() => session?.onChange(typed, deserializeReply(typed) as Descendant[]));
    await vi.waitFor(async () => expect((await outboxStore().get(draftKey(USER, DRAFT)))?.payload).toMatchObject({ body: typed }));
    expect(await placesOf(TYPED)).toEqual(["ipo-outbox/entries"]);

    // The office save: the entry goes, the thread copy keeps the office's text instead.
    await act(async () => {
      expect(await session?.save(true)).toBe(true);
    });
    expect(office.body).toBe(typed);
    await vi.waitFor(async () => expect(await placesOf(TYPED)).toEqual(["ipo-user-area/offlineThreads"]));

    // A reload without the office: the persisted thread (without the text) and the thread copy.
    await reload(false);
    await openThread();
    await vi.waitFor(() => expect(output()?.textContent).toContain(TYPED));
    expect(await placesOf(TYPED)).toEqual(["ipo-user-area/offlineThreads"]);

    // A reload with the office: its answer is stored again, the text still once.
    await reload(true);
    await openThread();
    await vi.waitFor(() => expect(output()?.getAttribute("data-status")).toBe("office"));
    await vi.waitFor(async () => expect(await storedRecords("ipo-user-area", "offlineRows")).toBe(1));
    expect(output()?.textContent).toContain(TYPED);
    expect(await placesOf(TYPED)).toEqual(["ipo-user-area/offlineThreads"]);
  });

  it("typing again after an office save moves the text to the entry, the thread copy lets it go", async () => {
    stubOffice();
    await openThread();
    await vi.waitFor(() => expect(output()?.getAttribute("data-status")).toBe("office"));
    const first = `<p>${TYPED} first</p>`;
    act(() => session?.onChange(first, deserializeReply(first) as Descendant[]));
    await act(async () => {
      await session?.save(true);
    });
    await vi.waitFor(async () => expect(await placesOf(TYPED)).toEqual(["ipo-user-area/offlineThreads"]));
    const more = `<p>${TYPED} first and more</p>`;
    act(() => session?.onChange(more, deserializeReply(more) as Descendant[]));
    await vi.waitFor(async () => expect(await placesOf(TYPED)).toEqual(["ipo-outbox/entries"]));
  });

  it("offline, a draft this device keeps no text of waits for the office and says so", async () => {
    stubOffice();
    const client = signedIn();
    await client.fetchQuery(correspondenceQueries.list({}));
    await vi.waitFor(async () => expect(await storedRecords("ipo-user-area", "offlineMessages")).toBe(1));
    // The thread was never opened: only the inbox's copy of it (without the draft's text).
    await reload(false);
    await act(async () =>
      mount.root.render(
        <QueryClientProvider client={signedIn()}>
          <ThreadProbe />
        </QueryClientProvider>,
      ),
    );
    await vi.waitFor(() => expect(output()?.getAttribute("data-status")).toBe("at-office"));
    expect(output()?.textContent).toBe("");
  });

  it("a draft the service worker delivered with no tab open keeps its one device copy, and opens offline", async () => {
    stubOffice();
    await openThread();
    await vi.waitFor(() => expect(output()?.getAttribute("data-status")).toBe("office"));
    const typed = `<p>Dear office, ${TYPED} from the worker.</p>`;
    act(() => session?.onChange(typed, deserializeReply(typed) as Descendant[]));
    await vi.waitFor(async () => expect((await outboxStore().get(draftKey(USER, DRAFT)))?.payload).toMatchObject({ body: typed }));
    expect(await placesOf(TYPED)).toEqual(["ipo-outbox/entries"]);

    // Every tab closed before the office had it; the browser's Background Sync runs the worker's drain.
    await reload(true);
    await drainFromWorker();
    expect(office.body).toBe(typed);
    expect(await placesOf(TYPED)).toEqual(["ipo-user-area/offlineThreads"]);

    // The next open is offline: the draft opens from that copy, not "saved at the office".
    await reload(false);
    await openThread();
    await vi.waitFor(() => expect(output()?.textContent).toContain(TYPED));
    expect(output()?.getAttribute("data-status")).not.toBe("at-office");
    expect(await placesOf(TYPED)).toEqual(["ipo-user-area/offlineThreads"]);
  });
});
