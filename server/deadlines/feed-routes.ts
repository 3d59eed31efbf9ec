/**
 * The calendar feed (decision 83): the session user's feed under /api/v1 (create or replace,
 * read, revoke), and the feed itself at `/calendar/{token}.ics`, outside /api/v1 and without a
 * cookie, the token being the credential. That route
 * - is rate-limited per client address (rate-limiter-flexible; 429 with Retry-After, no body);
 * - answers 404 with no body for a malformed, unknown, replaced or revoked token, and for a user
 *   who no longer holds a correspondence role or is deactivated;
 * - never logs the path (the app's error handler would print it): its own errors are logged
 *   without it.
 */
import type { Context, Hono } from "hono";
import { LRUCache } from "lru-cache";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { findUserById } from "../auth/users-repo";
import { accountOf } from "../correspondence/access";
import { accountLogState } from "../correspondence/changes-log";
import { clientAddress } from "../http/forwarded";
import type { AppDeps, Principal } from "../http/context";
import { Errors } from "../http/errors";
import { signedIn } from "../http/guards";
import { validJson } from "../http/request-validation";
import type { OperationRouter } from "../http/router";
import { loadPrincipal } from "../http/session";
import { isSupportedLanguage } from "../content/globals";
import { deadlinesCalendar, type CalendarDetail } from "../../src/lib/deadlines/calendar-events";
import { DEFAULT_ALARM_DAYS } from "../../src/lib/deadlines/due";
import { createFeed, deleteFeed, findFeedByToken, findFeedOfUser, type FeedSettings } from "./feeds-repo";
import { openLetters } from "./open-letters";
import { calendarTexts } from "./texts";

/** Requests to feed addresses per client address and minute: calendar apps poll a few times an hour. */
export const FEED_REQUESTS_PER_MINUTE = 60;
/** Calendar apps are asked to refresh hourly (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 3600;

/** The origin users open: the configured public origin, else (demo) the request's own. */
export function userAreaOrigin(deps: AppDeps, c: Context): string {
  return deps.config.publicOrigins[0] ?? new URL(c.req.url).origin;
}

const feedUrl = (origin: string, token: string) => `${origin}/calendar/${token}.ics`;

function hasCorrespondenceRole(principal: Principal): boolean {
  return principal.roles.includes("ROLE_CORRESPONDENCE_READ_ONLY") || principal.roles.includes("ROLE_CORRESPONDENCE_READ_WRITE");
}

export function registerFeedRoutes(router: OperationRouter, deps: AppDeps): void {
  router.on("getCalendarFeed", async (c) => {
    const feed = await findFeedOfUser(deps.db, deps.config.sessionSecret, signedIn(c).userId);
    if (!feed) throw Errors.notFound("calendar.feed.not.found");
    return c.json({ url: feedUrl(userAreaOrigin(deps, c), feed.token), detail: feed.detail, alarms: feed.alarms });
  });

  router.on("createCalendarFeed", async (c) => {
    const body = validJson<{ detail: CalendarDetail; alarms?: number[] }>(c);
    // The contract's schema already holds alarms to 0-4 distinct days from 0 to 30.
    const settings: FeedSettings = { detail: body.detail, alarms: [...(body.alarms ?? DEFAULT_ALARM_DAYS)].sort((a, b) => b - a) };
    const token = await createFeed(deps.db, deps.config.sessionSecret, signedIn(c).userId, settings, deps.now());
    return c.json({ url: feedUrl(userAreaOrigin(deps, c), token), ...settings });
  });

  router.on("deleteCalendarFeed", async (c) => {
    await deleteFeed(deps.db, signedIn(c).userId);
    return c.body(null, 204);
  });
}

/**
 * Feeds built, by user: calendar apps ask every hour and the text changes only with what it is
 * made of (`made`), while building one of 1,000 letters takes about a tenth of a second of the
 * server's one thread. Held to FEED_CACHE_BYTES (about 1 KB a letter), least recently asked
 * first out. The token is checked before (a revoked feed never reaches this), and the DTSTAMP
 * of a kept text is the time it was built, as RFC 5545 allows.
 */
const FEED_CACHE_BYTES = 64 * 1024 * 1024;
const builtFeeds = new LRUCache<number, { made: string; bytes: Uint8Array<ArrayBuffer> }>({
  maxSize: FEED_CACHE_BYTES,
  sizeCalculation: (entry) => entry.bytes.byteLength + entry.made.length * 2,
});

/**
 * The feed's text for a token as UTF-8 bytes (kept as sent: a megabyte of text converted for
 * every request took longer than finding it), or null when the token opens nothing.
 */
export async function feedBytes(deps: AppDeps, token: string, origin: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const feed = await findFeedByToken(deps.db, token);
  if (!feed) return null;
  const user = await findUserById(deps.db, feed.userId);
  const principal = user?.active ? await loadPrincipal(deps, user.id) : null;
  if (!user || !principal || !hasCorrespondenceRole(principal)) return null;
  const account = accountOf(principal);
  const language = isSupportedLanguage(user.language) ? user.language : "lt";
  const log = await accountLogState(deps.db, account);
  // Everything the text is made of: the account's letters (their last change), the language,
  // the feed's choices and the address of the letters.
  const made = JSON.stringify([log.epoch, log.lastSeq, account, language, feed.detail, feed.alarms, origin]);
  const built = builtFeeds.get(feed.userId);
  if (built?.made === made) return built.bytes;
  const letters = await openLetters(deps.db, account);
  const text = deadlinesCalendar(letters, {
    origin,
    texts: calendarTexts(language),
    alarms: feed.alarms,
    detail: feed.detail,
    now: new Date(deps.now()),
    refreshSeconds: REFRESH_SECONDS,
  });
  const bytes = new TextEncoder().encode(text);
  builtFeeds.set(feed.userId, { made, bytes });
  return bytes;
}

export function registerFeedFile(app: Hono, deps: AppDeps): void {
  const limiter = new RateLimiterMemory({ points: FEED_REQUESTS_PER_MINUTE, duration: 60 });
  app.get("/calendar/:file", async (c) => {
    const noStore = { "Cache-Control": "no-store" };
    try {
      await limiter.consume(clientAddress(c, deps.proxies));
    } catch (refusal) {
      const wait = refusal instanceof Error ? 60 : Math.ceil((refusal as { msBeforeNext: number }).msBeforeNext / 1000);
      return c.body(null, 429, { ...noStore, "Retry-After": String(Math.max(1, wait)) });
    }
    const file = c.req.param("file");
    try {
      const bytes = file.endsWith(".ics") ? await feedBytes(deps, file.slice(0, -".ics".length), userAreaOrigin(deps, c)) : null;
      if (bytes === null) return c.body(null, 404, noStore);
      return c.body(bytes, 200, { ...noStore, "Content-Type": "text/calendar; charset=utf-8" });
    } catch (error) {
      // Logged without the path: the token in it is a credential.
      console.error("Calendar feed failed", error);
      return c.body(null, 500, noStore);
    }
  });
}
