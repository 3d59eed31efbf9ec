/**
 * The signed-in skeleton of a request, made personal (cold start of a signed-in
 * page): the session cookie is resolved in the session store as /api/v1 would (an ended or
 * anonymous session, or a user who is gone, gets the empty shell instead of a signed-in
 * frame), and `/correspondence` without search params gets the user's own first inbox page
 * (server/correspondence/inbox-first-page.ts) in place of the grey rows, in the markup the
 * build wrote into the skeleton (src/app/prerender/inbox-rows-template.tsx, between the
 * markers of src/app/prerender/skeleton-screens.ts). Impersonated sessions read the
 * impersonated user's inbox, as the API does. The page comes in the account's language, the one
 * the app shows signed in (decision 39), whatever the `ipo.language` cookie (the signed-out
 * choice of the device) asked for: the first paint is in the language the app then keeps.
 *
 * Never slow: the whole lookup is bounded (`timeoutMs`); past it, or on any error, the page
 * goes as built (placeholders), exactly as before this module.
 */
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { resumeSession } from "../auth/session-store";
import { findUserById } from "../auth/users-repo";
import { firstInboxPage } from "../correspondence/inbox-first-page";
import { isSupportedLanguage } from "../content/globals";
import { parseTemplate, renderTemplate } from "../lib/html-template";
import { ROWS_END, ROWS_START, ROWS_TEMPLATE_CLOSE, ROWS_TEMPLATE_OPEN } from "../../src/app/prerender/skeleton-screens";
import type { AppDeps } from "./context";
import { SESSION_COOKIE, loadPrincipal } from "./session";

/** What to answer for a signed-in skeleton: a personal page, the empty shell, or the file as built. */
export type SignedInAnswer = { kind: "page"; html: string } | { kind: "shell" } | { kind: "as-built" };

/** The same path's skeleton as built in a language (the default one's file when it has none). */
export type SkeletonIn = (language: string) => Promise<Buffer | null>;

/**
 * `inAccountLanguage`: the same page in another language; the page then comes in the account's
 * language, which the app will show (decision 39), instead of the skeleton the server picked by
 * the cookie.
 */
export type SignedInPage = (c: Context, urlPath: string, skeleton: Buffer, inAccountLanguage?: SkeletonIn) => Promise<SignedInAnswer>;

/** The default bound on the session and inbox lookups of one page. */
export const SIGNED_IN_PAGE_TIMEOUT_MS = 300;

/** A skeleton split around its rows region, the rows' template parsed. */
interface SplitSkeleton {
  before: string;
  after: string;
  template: ReturnType<typeof parseTemplate>;
  language: string | null;
}

/** The skeleton around its rows region and template, or null when it has none (or a broken one). */
export function splitSkeleton(html: string): SplitSkeleton | null {
  const start = html.indexOf(ROWS_START);
  const end = start < 0 ? -1 : html.indexOf(ROWS_END, start);
  const open = end < 0 ? -1 : end + ROWS_END.length;
  if (open < 0 || !html.startsWith(ROWS_TEMPLATE_OPEN, open)) return null;
  const close = html.indexOf(ROWS_TEMPLATE_CLOSE, open);
  if (close < 0) return null;
  return {
    before: html.slice(0, start),
    after: html.slice(close + ROWS_TEMPLATE_CLOSE.length),
    template: parseTemplate(html.slice(open + ROWS_TEMPLATE_OPEN.length, close)),
    language: /<html lang="([a-z]{2,3})"/.exec(html)?.[1] ?? null,
  };
}

function timeout(ms: number): { promise: Promise<SignedInAnswer>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<SignedInAnswer>((resolve) => {
    timer = setTimeout(() => resolve({ kind: "as-built" }), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

export function signedInPage(deps: AppDeps, options: { timeoutMs?: number } = {}): SignedInPage {
  const timeoutMs = options.timeoutMs ?? SIGNED_IN_PAGE_TIMEOUT_MS;
  // Parsed once per file version (static-files keeps one Buffer per version).
  const split = new WeakMap<Buffer, SplitSkeleton | null>();
  const splitOf = (skeleton: Buffer) => {
    if (!split.has(skeleton)) split.set(skeleton, splitSkeleton(skeleton.toString("utf8")));
    return split.get(skeleton) ?? null;
  };

  async function answer(c: Context, urlPath: string, asBuilt: Buffer, inAccountLanguage?: SkeletonIn): Promise<SignedInAnswer> {
    const session = await resumeSession(deps.db, getCookie(c, SESSION_COOKIE), deps.now());
    const principal = session ? await loadPrincipal(deps, session.userId) : null;
    if (!session || !principal) return { kind: "shell" };
    const language = inAccountLanguage ? (await findUserById(deps.db, principal.userId))?.language : undefined;
    const skeleton = (language ? await inAccountLanguage?.(language) : null) ?? asBuilt;
    // Another file than the one the server picked: personal (it follows the account), never stored.
    const unchanged: SignedInAnswer = skeleton.equals(asBuilt) ? { kind: "as-built" } : { kind: "page", html: skeleton.toString("utf8") };
    // Only the inbox's default list: any search param (another page, a filter, a view) is left to the app.
    if (urlPath !== "/correspondence" || new URL(c.req.url).search !== "") return unchanged;
    const page = splitOf(skeleton);
    if (!page?.language || !isSupportedLanguage(page.language)) return unchanged;
    const view = await firstInboxPage(deps, principal, page.language, session.impersonated);
    if (!view) return unchanged;
    return { kind: "page", html: page.before + renderTemplate(page.template, view) + page.after };
  }

  return async (c, urlPath, skeleton, inAccountLanguage) => {
    const bound = timeout(timeoutMs);
    try {
      return await Promise.race([answer(c, urlPath, skeleton, inAccountLanguage), bound.promise]);
    } catch (err) {
      console.error("The signed-in page goes as built:", err);
      return { kind: "as-built" };
    } finally {
      bound.cancel();
    }
  };
}
