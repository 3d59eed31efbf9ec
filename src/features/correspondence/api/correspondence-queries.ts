/**
 * Queries of the correspondence feature (TanStack Query `queryOptions` factories): the inbox
 * page, a thread with its pager (the body carries the current list parameters, decision 47)
 * and the expiring messages. A page or thread seen before answers from the device's copy of the
 * query (src/lib/query) while the office refreshes it; one never seen is read network first
 * with a short timeout, then from the offline stores (./device-copies.ts); each answer is
 * stored for the account.
 *
 * The expiring alert and "Needs a reply" (the card, the view and its tab's count) read one
 * request: the alert's window lies within every open letter, so it reads those through the
 * "Needs a reply" query (its answer, or its request under way) and keeps the ones due in its
 * window: a signed-in start asks the expiring call once, not twice.
 */
import { keepPreviousData, queryOptions, type QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { networkFirst, offlineAccountOf, refreshLater, saveOnceSignedIn } from "@/lib/offline";
import { toSearchRequest, type InboxSearch } from "../list-params";
import { dayOf } from "../dates";
import { NEEDS_REPLY_CRITERIA } from "../deadlines";
import { withoutDraftBodies } from "./draft-bodies";
import {
  listFromDevice,
  needsReplyFromDevice,
  openedThreadFromDevice,
  saveList,
  saveNeedsReply,
  saveThread,
  threadFromDevice,
  type DetailData,
  type ListData,
  type NeedsReplyData,
} from "./device-copies";
import {
  CorrespondenceListResponseSchema,
  CorrespondenceMessageSchema,
  ExpiringMessagesResponseSchema,
  type ExpiringMessagesResponse,
  type FilterCriteria,
} from "./schemas";

export const correspondenceKeys = {
  all: ["correspondence"] as const,
  lists: () => ["correspondence", "list"] as const,
  list: (search: InboxSearch) => ["correspondence", "list", toSearchRequest(search)] as const,
  details: () => ["correspondence", "detail"] as const,
  detail: (id: number, search: InboxSearch) => ["correspondence", "detail", id, toSearchRequest(search, "ALLS")] as const,
  expirings: () => ["correspondence", "expiring"] as const,
  expiring: (criteria: FilterCriteria) => ["correspondence", "expiring", criteria] as const,
  needsReply: () => ["correspondence", "expiring", "needs-reply"] as const,
  needsReplyMine: () => ["correspondence", "expiring", "needs-reply", "mine"] as const,
};

const OFFLINE_EXPIRING = { count: 0, content: [] };

/**
 * Criteria that only narrow "every open letter" by whole days of the due date (the alert's):
 * their letters can be taken from that answer instead of asking the office again.
 */
function withinOpenLetters(criteria: FilterCriteria): criteria is FilterCriteria & { dates: NonNullable<FilterCriteria["dates"]> } {
  const all = NEEDS_REPLY_CRITERIA.dates;
  const { requiresReply, handled, dates, ...others } = criteria;
  return (
    requiresReply === true &&
    // Open letters leave the handled ones out (decision 85): so must the narrowing.
    handled === NEEDS_REPLY_CRITERIA.handled &&
    Object.keys(others).length === 0 &&
    dates !== undefined &&
    all !== undefined &&
    dates.date === all.date &&
    dates.dateFrom.endsWith("T00:00:00") &&
    dates.dateTo.endsWith("T23:59:59") &&
    dates.dateFrom >= all.dateFrom &&
    dates.dateTo <= all.dateTo
  );
}

/**
 * Every open letter from the office, for the alert: the "Needs a reply" query's answer (fresh,
 * or the request under way, or asked now through that query, which keeps it for its screens and
 * the device); when that query could only give the device's copy, the office is asked here.
 */
async function openLettersFromOffice(client: QueryClient, signal: AbortSignal): Promise<ExpiringMessagesResponse> {
  const known = await client.fetchQuery(correspondenceQueries.needsReply()).catch(() => undefined);
  if (known && !known.deviceCopy) return known;
  return apiRequest({ method: "POST", path: "/correspondences/message/expiring", json: NEEDS_REPLY_CRITERIA, schema: ExpiringMessagesResponseSchema, signal });
}

function dueWithin(all: ExpiringMessagesResponse, dates: { dateFrom: string; dateTo: string }): ExpiringMessagesResponse {
  const [from, to] = [dayOf(dates.dateFrom), dayOf(dates.dateTo)];
  const content = all.content.filter((letter) => letter.dueDate !== null && dayOf(letter.dueDate) >= from && dayOf(letter.dueDate) <= to);
  return { count: content.length, content };
}

/** How long a thread the office just answered counts as fresh (the loader-to-screen gap, with room). */
const THREAD_JUST_LOADED_MS = 3_000;

/** What the device keeps of a correspondence answer (src/lib/query/device-persister.ts). */
const DEVICE_FORM = { deviceCopy: (data: unknown) => withoutDraftBodies(data) };

/**
 * The office's open letters by `criteria` (the expiring call), network first: offline or with a
 * silent office, `fromDevice` answers; `save` keeps a fresh answer for that.
 */
function openLettersQuery(
  queryKey: readonly unknown[],
  criteria: FilterCriteria,
  fromDevice: (userId: number) => Promise<NeedsReplyData | undefined>,
  save?: (userId: number, response: NeedsReplyData) => Promise<void>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal, client }): Promise<NeedsReplyData> => {
      const userId = offlineAccountOf(client);
      const network = () => apiRequest({ method: "POST", path: "/correspondences/message/expiring", json: criteria, schema: ExpiringMessagesResponseSchema, signal });
      if (userId === null) return network();
      return networkFirst<NeedsReplyData>({
        network,
        device: () => fromDevice(userId),
        save: save && ((response) => save(userId, response)),
        hasCopy: client.getQueryData(queryKey) !== undefined,
      });
    },
    // Offline, the device's copy answers.
    networkMode: "always",
    staleTime: 30_000,
    meta: DEVICE_FORM,
  });
}

export const correspondenceQueries = {
  list: (search: InboxSearch) =>
    queryOptions({
      queryKey: correspondenceKeys.list(search),
      queryFn: ({ signal, client }): Promise<ListData> => {
        const userId = offlineAccountOf(client);
        const network = () =>
          apiRequest({
            method: "POST",
            path: "/correspondences/message/search",
            json: toSearchRequest(search),
            schema: CorrespondenceListResponseSchema,
            signal,
          });
        if (userId === null) {
          // Asked beside a start-up's session check (the route's startEarly): the page is
          // kept on the device for the account the check names, as any answer is.
          const answer = network();
          saveOnceSignedIn(client, answer, (account, response) => saveList(account, search, response));
          return answer;
        }
        return networkFirst<ListData>({
          network,
          device: () => listFromDevice(userId, search),
          save: (response) => saveList(userId, search, response),
          hasCopy: client.getQueryData(correspondenceKeys.list(search)) !== undefined,
        });
      },
      // The query function itself falls back to the device: run it also when the browser is offline.
      networkMode: "always",
      // Paging and sorting keep the rows on screen until the next page arrives.
      placeholderData: keepPreviousData,
      // The persisted copy keeps no draft text (./draft-bodies.ts).
      meta: DEVICE_FORM,
      staleTime: 15_000,
    }),
  detail: (id: number, search: InboxSearch) =>
    queryOptions({
      queryKey: correspondenceKeys.detail(id, search),
      queryFn: async ({ signal, client }): Promise<DetailData> => {
        const userId = offlineAccountOf(client);
        const network = () =>
          apiRequest({
            method: "POST",
            path: `/correspondences/message/detail/${id}`,
            json: toSearchRequest(search, "ALLS"),
            schema: CorrespondenceMessageSchema,
            signal,
          });
        if (userId === null) return network();
        const queryKey = correspondenceKeys.detail(id, search);
        const hasCopy = client.getQueryData(queryKey) !== undefined;
        // A letter opened before from another list (the key holds the list's parameters, for
        // the pager): its thread copy shows at once and the office is asked right after, as
        // for a copy of this very key (not after a 4 s wait for a silent office).
        const opened = hasCopy ? undefined : await openedThreadFromDevice(userId, id).catch(() => undefined);
        if (opened) {
          setTimeout(refreshLater(client, queryKey), 0);
          return opened;
        }
        return networkFirst<DetailData>({
          // Written through the thread's record before it answers: the draft session reads
          // its office text there (./thread-record.ts).
          network: () => network().then((message) => saveThread(userId, message)),
          device: () => threadFromDevice(userId, id),
          hasCopy,
        });
      },
      // As for the list: offline, the device's copy answers.
      networkMode: "always",
      // A thread is asked again on every visit, except just after the route's loader asked: the
      // screen mounting a moment later would post the same request a second time (a copy restored
      // from the device is older than this, so it is always refreshed).
      staleTime: THREAD_JUST_LOADED_MS,
      meta: DEVICE_FORM,
    }),
  expiring: (criteria: FilterCriteria) =>
    queryOptions({
      queryKey: correspondenceKeys.expiring(criteria),
      queryFn: ({ signal, client }) =>
        networkFirst({
          network: () =>
            withinOpenLetters(criteria)
              ? openLettersFromOffice(client, signal).then((all) => dueWithin(all, criteria.dates))
              : apiRequest({
                  method: "POST",
                  path: "/correspondences/message/expiring",
                  json: criteria,
                  schema: ExpiringMessagesResponseSchema,
                  signal,
                }),
          // Offline the alert is not shown (nothing to act on without the office); it is checked
          // again once the office answers.
          device: () => Promise.resolve(OFFLINE_EXPIRING),
          // The alert matters more than speed: wait longer before giving up on it.
          timeoutMs: 15_000,
        }),
      networkMode: "always",
      staleTime: 5 * 60_000,
      meta: DEVICE_FORM,
    }),
  /**
   * Every letter that still needs a reply (../deadlines.ts), for the card, the "Needs a reply"
   * view and the calendar file; stored for the account, so all three work offline too.
   */
  needsReply: () =>
    openLettersQuery(correspondenceKeys.needsReply(), NEEDS_REPLY_CRITERIA, (userId) => needsReplyFromDevice(userId), saveNeedsReply),
  /**
   * "Needs a reply", mine (decision 85): the office narrows it (`assignee: "ME"`); offline the
   * device answers from the copy of every open letter, the ones assigned to the user.
   */
  needsReplyMine: () =>
    openLettersQuery(correspondenceKeys.needsReplyMine(), { ...NEEDS_REPLY_CRITERIA, assignee: "ME" }, (userId) =>
      needsReplyFromDevice(userId).then((copy) => copy && assignedTo(copy, userId)),
    ),
};

function assignedTo(copy: NeedsReplyData, userId: number): NeedsReplyData {
  const content = copy.content.filter((letter) => letter.assigneeUserId === userId);
  return { ...copy, count: content.length, content };
}
