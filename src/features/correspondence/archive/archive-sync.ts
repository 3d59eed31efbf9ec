/**
 * The device's sync from the changes feed (decision 81). The first sync lists the
 * whole archive, oldest change first, page by page; later syncs fetch only what changed after
 * the stored cursor. Each page is stored with the new cursor in one transaction
 * (./archive-store.ts): a reload or a lost connection resumes from the last
 * page stored. Letters outside the keep window (./keep.ts) are listed but not kept. An expired
 * cursor (410) starts a new listing; at its end, stored letters it did not list again are gone
 * at the office. A keep choice made during a run wins: the run's next page is not stored, and it
 * goes on from the place the choice set. The outbox is another database and never touched here.
 */
import { is } from "superstruct";
import { isApiError } from "@/lib/api";
import type { ArchiveKeep, ArchiveSyncRecord } from "@/lib/db";
import { loadRecord } from "@/lib/offline";
import type { StoredListItem } from "../offline-search/stored-messages";
import { pruneArchive, readArchiveSync, storeArchivePage, writeArchiveSync } from "./archive-store";
import { dayOf, officeToday } from "../dates";
import { fetchChanges, officeLetterCount } from "../api/changes";
import { withoutDraftBodies } from "../api/draft-bodies";
import { saveThread } from "../api/device-copies";
import { CorrespondenceMessageSchema, type CorrespondenceMessage } from "../api/schemas";
import { DEFAULT_ARCHIVE_KEEP, keepFromDay, keepsMore } from "./keep";

export interface SyncOptions {
  signal?: AbortSignal;
  /** After every stored page (and once at the start), with the device's place. */
  onProgress?: (record: ArchiveSyncRecord) => void;
  now?: () => number;
}

export interface SyncOutcome {
  /** Letters stored or removed by this run. */
  changed: number;
  removed: number;
  /** The run followed changes after the device was up to date (not a listing): they are news. */
  news: boolean;
}

function newListing(now: number, afterExpiry: boolean, total: number | null = null): NonNullable<ArchiveSyncRecord["listing"]> {
  return { startedAt: now, checked: 0, kept: 0, total, afterExpiry };
}

/** The device's place in the feed (a new one lists the archive from the start). */
export async function syncState(userId: number, now = Date.now()): Promise<ArchiveSyncRecord> {
  const stored = await readArchiveSync(userId);
  return stored ?? { key: String(userId), userId, keep: DEFAULT_ARCHIVE_KEEP, cursor: null, listing: newListing(now, false), syncedAt: null };
}

/** A letter as the device stores it: the list row (the message and its replies), draft text elsewhere. */
function toStored(message: CorrespondenceMessage): StoredListItem {
  const { subRows, ...rest } = withoutDraftBodies(message);
  return { message: { ...rest, subRows: null } as StoredListItem["message"], subRows: subRows ?? [] };
}

/** An opened thread's copy follows the letter (its pager fields kept: the feed sends none). */
async function refreshOpenedThreads(userId: number, changed: readonly CorrespondenceMessage[]): Promise<void> {
  for (const message of changed) {
    const opened = await loadRecord("offlineThreads", userId, message.id);
    if (!opened || !is(opened.value, CorrespondenceMessageSchema)) continue;
    const { previousId, nextId, index } = opened.value;
    await saveThread(userId, { ...message, previousId, nextId, index });
  }
}

/** Runs the feed to its end for now. Throws what the network throws (the caller retries later). */
export async function syncArchive(userId: number, options: SyncOptions = {}): Promise<SyncOutcome> {
  const now = options.now ?? Date.now;
  let state = await syncState(userId, now());
  let restarted = false;
  const outcome: SyncOutcome = { changed: 0, removed: 0, news: state.listing === null };
  const withTotal = async (place: ArchiveSyncRecord): Promise<ArchiveSyncRecord> => {
    if (!place.listing || place.listing.total !== null) return place;
    const total = await officeLetterCount(null, officeToday(new Date(now())), options.signal).catch(() => null);
    return { ...place, listing: { ...place.listing, total } };
  };
  state = await withTotal(state);
  options.onProgress?.(state);
  for (;;) {
    options.signal?.throwIfAborted();
    let page;
    try {
      page = await fetchChanges(state.cursor, options.signal);
    } catch (error) {
      // An expired cursor: list again (once a run), keeping what the device holds meanwhile.
      if (!restarted && isApiError(error) && error.status === 410) {
        restarted = true;
        state = { ...state, cursor: null, listing: newListing(now(), true, state.listing?.total ?? null) };
        await writeArchiveSync(state);
        options.onProgress?.(state);
        continue;
      }
      throw error;
    }
    const keepFrom = keepFromDay(state.keep, officeToday(new Date(now())));
    const kept = page.changed.filter((message) => keepFrom === null || dayOf(message.receivedDate) >= keepFrom);
    await refreshOpenedThreads(userId, page.changed);
    const listing = state.listing ? { ...state.listing, checked: state.listing.checked + page.changed.length, kept: state.listing.kept + kept.length } : null;
    const next: ArchiveSyncRecord = { ...state, cursor: page.cursor, listing: page.hasMore ? listing : null, syncedAt: page.hasMore ? state.syncedAt : now() };
    const stored = await storeArchivePage(userId, kept.map(toStored), page.removed, state, next, now());
    if (stored === "wiped") return outcome;
    if (stored === "superseded") {
      // The user chose how much to keep meanwhile: go on from the place their choice set.
      state = await withTotal(await syncState(userId, now()));
      options.onProgress?.(state);
      continue;
    }
    outcome.changed += kept.length;
    outcome.removed += page.removed.length;
    if (!page.hasMore && listing?.afterExpiry) outcome.removed += await pruneArchive(userId, { keepFrom, storedSince: listing.startedAt });
    state = next;
    options.onProgress?.(state);
    if (!page.hasMore) return outcome;
  }
}

/**
 * The user's choice of how much to keep: a narrower one deletes the letters now outside it at
 * once; a wider one lists the archive again (earlier listings skipped the older letters).
 */
export async function chooseArchiveKeep(userId: number, keep: ArchiveKeep, now = Date.now()): Promise<ArchiveSyncRecord> {
  const state = await syncState(userId, now);
  if (keep === state.keep) return state;
  const next: ArchiveSyncRecord = keepsMore(keep, state.keep) ? { ...state, keep, cursor: null, listing: newListing(now, false) } : { ...state, keep };
  await writeArchiveSync(next);
  if (!keepsMore(keep, state.keep)) await pruneArchive(userId, { keepFrom: keepFromDay(keep, officeToday(new Date(now))) });
  return next;
}
