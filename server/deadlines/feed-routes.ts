/**
 * The calendar feed (decision 83): the session user's feed under /api/v1 (create or replace,
 * read, revoke), and the feed itself at `/calendar/{token}.ics`, outside /api/v1 and without a
 * cookie, the token being the credential. That route
 * - is rate-limited per client address (rate-limiter-flexible; 429 with Retry-After, no body);
 * - answers 404 with no body for a malformed, unknown, replaced or revoked token, and for a user
 *   who no longer holds a correspondence role or is deactivated;
 * - never logs the path (the app's error handler would print it): its own errors are logged
 *   without it;
 * - answers the feed kept by ./feed-cache.ts, gzipped when the app takes it, with an ETag, and
 *   304 with no body to a conditional request (If-None-Match) for an unchanged feed.
 */
import type { Context, Hono } from "hono";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { clientAddress } from "../http/forwarded";
import type { AppDeps } from "../http/context";
import { Errors } from "../http/errors";
import { signedIn } from "../http/guards";
import { validJson } from "../http/request-validation";
import type { OperationRouter } from "../http/router";
import type { CalendarDetail } from "../../src/lib/deadlines/calendar-events";
import { DEFAULT_ALARM_DAYS } from "../../src/lib/deadlines/due";
import { feedStore } from "./feed-cache";
import { createFeed, deleteFeed, findFeedByToken, findFeedOfUser, type FeedSettings } from "./feeds-repo";

/** Requests to feed addresses per client address and minute: calendar apps poll a few times an hour. */
export const FEED_REQUESTS_PER_MINUTE = 60;

/** The origin users open: the configured public origin, else (demo) the request's own. */
export function userAreaOrigin(deps: AppDeps, c: Context): string {
  return deps.config.publicOrigins[0] ?? new URL(c.req.url).origin;
}

const feedUrl = (origin: string, token: string) => `${origin}/calendar/${token}.ics`;

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

/** Does If-None-Match name this ETag (weak comparison, RFC 9110 13.1.2)? */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.trim() === "*" || header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** Does Accept-Encoding take gzip (named, else through `*`, with a weight above 0)? */
function acceptsGzip(header: string | undefined): boolean {
  const weights = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.split(";").map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  return (weights.get("gzip") ?? weights.get("*") ?? 0) > 0;
}

/**
 * The feed's answers. `private`: no shared cache (a proxy, a CDN) may keep one account's letters
 * under an address that is a credential, or answer for a revoked feed. `no-cache`: the calendar
 * app may keep it but asks again each time, conditionally: an unchanged feed answers 304 with
 * no body (the ETag), a changed, replaced or revoked one its 200 or 404 at once. Errors and
 * refusals are not kept at all (`no-store`).
 */
const FEED_CACHE_CONTROL = "private, no-cache";

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
      const feed = file.endsWith(".ics") ? await findFeedByToken(deps.db, file.slice(0, -".ics".length)) : undefined;
      const built = feed ? await feedStore(deps).current(feed, userAreaOrigin(deps, c)) : null;
      if (!built) return c.body(null, 404, noStore);
      const headers = { "Cache-Control": FEED_CACHE_CONTROL, ETag: built.etag, Vary: "Accept-Encoding" };
      if (ifNoneMatch(c.req.header("if-none-match"), built.etag)) return c.body(null, 304, headers);
      const type = { ...headers, "Content-Type": "text/calendar; charset=utf-8" };
      if (acceptsGzip(c.req.header("accept-encoding"))) return c.body(built.gzipped, 200, { ...type, "Content-Encoding": "gzip" });
      return c.body(built.bytes, 200, type);
    } catch (error) {
      // Logged without the path: the token in it is a credential.
      console.error("Calendar feed failed", error);
      return c.body(null, 500, noStore);
    }
  });
}
