/**
 * Built calendar feeds (decision 83), so that a calendar app's request seldom waits for one to be
 * built: building the text of 1,000 letters takes 0.15-0.25 s of the server's one thread.
 *
 * - A built feed is kept, by user, as the bytes it is sent as (plain and gzip) with its ETag,
 *   until what it is made of changes (`made`: the account's place in the changes log, the
 *   language, the feed's choices, the origin). Every request checks that, so a sent reply or a
 *   letter marked handled leaves the feed at the next request, whatever the refresher did.
 * - The refresher rebuilds the kept feeds of the accounts whose letters changed (those an app
 *   asked for in the last two hours), off any request: it polls the changes log (one
 *   database-wide sequence, so "what moved since seq n" is one indexed query; changes made by
 *   another server on the same database are seen too), waits for the changes to settle and
 *   rebuilds. It starts with the first feed served and stops with the database.
 *
 * One store per database (tests run several apps in one process).
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import { findUserById } from "../auth/users-repo";
import { accountOf } from "../correspondence/access";
import { accountLogState, logState, type LogState } from "../correspondence/changes-log";
import type { Db } from "../db/client";
import type { AppDeps, Principal } from "../http/context";
import { loadPrincipal } from "../http/session";
import { isSupportedLanguage, type Language } from "../content/globals";
import { deadlinesCalendar } from "../../src/lib/deadlines/calendar-events";
import { findFeedRowOfUser, type FeedRow } from "./feeds-repo";
import { openLetters } from "./open-letters";
import { calendarTexts } from "./texts";

const gzipAsync = promisify(gzip);

/** Calendar apps are asked to refresh hourly (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 3600;
/** Kept feeds' bytes at most (about 1.1 KB a letter plain, a tenth of that gzipped). */
const FEED_CACHE_BYTES = 64 * 1024 * 1024;
/** How often the refresher looks at the changes log. */
export const REFRESH_TICK_MS = 2000;
/** Changes settle when a tick saw none; a busier database gets its rebuilds at least this often. */
const REFRESH_MAX_WAIT_MS = 30_000;
/** A feed no app asked for in two refresh intervals is not rebuilt ahead (its app stopped asking). */
const REBUILD_IF_ASKED_WITHIN_MS = 2 * REFRESH_SECONDS * 1000;

export interface BuiltFeed {
  made: string;
  accountId: number;
  origin: string;
  /** The text as UTF-8, and gzipped (level 6, compressed once in the thread pool). */
  bytes: Uint8Array<ArrayBuffer>;
  gzipped: Uint8Array<ArrayBuffer>;
  /** Weak: the plain and the gzipped bytes are one text, so they share it. */
  etag: string;
}

function hasCorrespondenceRole(principal: Principal): boolean {
  return principal.roles.includes("ROLE_CORRESPONDENCE_READ_ONLY") || principal.roles.includes("ROLE_CORRESPONDENCE_READ_WRITE");
}

class FeedStore {
  private readonly built = new LRUCache<number, BuiltFeed>({
    maxSize: FEED_CACHE_BYTES,
    sizeCalculation: (entry) => entry.bytes.byteLength + entry.gzipped.byteLength + entry.made.length * 2,
  });
  /** Builds under way, by user and `made`: a request and the refresher share one. */
  private readonly building = new Map<string, Promise<BuiltFeed>>();
  /** When a calendar app last asked for each user's feed (real time, for the refresher). */
  private readonly asked = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;
  private seen: LogState | undefined;
  private readonly changed = new Set<number>();
  private changedSince = 0;
  /** A look under way: the timer's next one is skipped (a long rebuild outlasts a tick). */
  private looking: Promise<void> | undefined;

  constructor(private readonly deps: AppDeps) {}

  /**
   * The feed as it is now, built if what it is made of changed, or null when its user may no
   * longer have it (deactivated, or without a correspondence role).
   */
  async current(feed: FeedRow, origin: string, { byApp = true } = {}): Promise<BuiltFeed | null> {
    const { db } = this.deps;
    if (byApp) this.asked.set(feed.userId, Date.now());
    const user = await findUserById(db, feed.userId);
    const principal = user?.active ? await loadPrincipal(this.deps, user.id) : null;
    if (!user || !principal || !hasCorrespondenceRole(principal)) return null;
    const accountId = accountOf(principal);
    const language = isSupportedLanguage(user.language) ? user.language : "lt";
    const log = await accountLogState(db, accountId);
    const made = JSON.stringify([log.epoch, log.lastSeq, accountId, language, feed.detail, feed.alarms, origin]);
    const kept = this.built.get(feed.userId);
    if (kept?.made === made) return kept;
    const key = `${feed.userId} ${made}`;
    let build = this.building.get(key);
    if (!build) {
      build = this.build(feed, { made, accountId, origin, language }).finally(() => this.building.delete(key));
      this.building.set(key, build);
    }
    return build;
  }

  private async build(feed: FeedRow, about: { made: string; accountId: number; origin: string; language: Language }): Promise<BuiltFeed> {
    const letters = await openLetters(this.deps.db, about.accountId);
    const text = deadlinesCalendar(letters, {
      origin: about.origin,
      texts: calendarTexts(about.language),
      alarms: feed.alarms,
      detail: feed.detail,
      // The DTSTAMP of a kept text is the time it was built, as RFC 5545 allows.
      now: new Date(this.deps.now()),
      refreshSeconds: REFRESH_SECONDS,
    });
    const bytes = new TextEncoder().encode(text);
    const gzipped = new Uint8Array(await gzipAsync(bytes, { level: 6 }));
    const etag = `W/"${createHash("sha256").update(bytes).digest("base64url")}"`;
    const entry: BuiltFeed = { ...about, bytes, gzipped, etag };
    this.built.set(feed.userId, entry);
    this.start();
    return entry;
  }

  /** Starts the refresher (once): its first look now, then a timer that never keeps the process alive. */
  private start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void (this.looking ?? this.tick()), REFRESH_TICK_MS);
    this.timer.unref();
    void this.tick();
  }

  private stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.seen = undefined;
    this.changed.clear();
  }

  /**
   * One look at the changes log: notes the accounts whose letters changed since the last look
   * and, once a look finds nothing new (or REFRESH_MAX_WAIT_MS after the first change), rebuilds
   * their kept feeds. Run by the timer; tests run it themselves (after the one under way).
   */
  async tick(): Promise<void> {
    while (this.looking) await this.looking;
    this.looking = this.look().finally(() => (this.looking = undefined));
    return this.looking;
  }

  private async look(): Promise<void> {
    try {
      const state = await logState(this.deps.db);
      const seen = this.seen;
      this.seen = state;
      if (!seen) return;
      const moved = state.epoch !== seen.epoch || state.lastSeq !== seen.lastSeq;
      if (moved) {
        if (this.changed.size === 0) this.changedSince = Date.now();
        for (const accountId of await this.accountsChangedAfter(seen, state)) this.changed.add(accountId);
      }
      if (this.changed.size === 0 || (moved && Date.now() - this.changedSince < REFRESH_MAX_WAIT_MS)) return;
      const accounts = new Set(this.changed);
      this.changed.clear();
      await this.rebuild(accounts);
    } catch (error) {
      this.stop();
      // A closed database (the app stopped) ends the refresher quietly; the next feed starts it.
      if ((error as { code?: string }).code !== "CLIENT_CLOSED") console.error("Calendar feed refresh failed", error);
    }
  }

  private async accountsChangedAfter(seen: LogState, state: LogState): Promise<number[]> {
    // A new epoch (a reseed) renumbered the log: every kept feed may have changed.
    if (state.epoch !== seen.epoch) return [...new Set([...this.built.values()].map((entry) => entry.accountId))];
    const rows = await this.deps.db.all<{ account_id: number }>(
      "SELECT DISTINCT account_id FROM correspondence_changes WHERE seq > ?",
      [seen.lastSeq],
    );
    return rows.map((row) => row.account_id);
  }

  /**
   * Rebuilds, one after the other, the kept feeds of those accounts that apps still ask for; one
   * no longer asked for, or revoked, is dropped.
   */
  private async rebuild(accounts: Set<number>): Promise<void> {
    const users = [...this.built.entries()].filter(([, entry]) => accounts.has(entry.accountId));
    for (const [userId, entry] of users) {
      const recent = Date.now() - (this.asked.get(userId) ?? 0) < REBUILD_IF_ASKED_WITHIN_MS;
      const feed = recent ? await findFeedRowOfUser(this.deps.db, userId) : undefined;
      const now = feed ? await this.current(feed, entry.origin, { byApp: false }) : null;
      if (!now) {
        this.built.delete(userId);
        this.asked.delete(userId);
      }
    }
  }
}

const stores = new WeakMap<Db, FeedStore>();

/** The store of built feeds of the app's database. */
export function feedStore(deps: AppDeps): FeedStore {
  let store = stores.get(deps.db);
  if (!store) {
    store = new FeedStore(deps);
    stores.set(deps.db, store);
  }
  return store;
}

/** The store of a database, if a feed was served from it (tests drive its refresher). */
export function feedStoreOf(db: Db): FeedStore | undefined {
  return stores.get(db);
}
