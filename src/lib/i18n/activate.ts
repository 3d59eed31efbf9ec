/**
 * Switching the interface language without a page reload: the app catalog and the
 * server literals of the language are loaded together, then activated in one step
 * (one lingui "change" event), and `<html lang>` follows. Literals come through
 * `contentQueries.literals`, so offline they come from IndexedDB; when they cannot be
 * had at all, the app's built-in texts (and the bare keys) are shown.
 *
 * The wiring (the app's QueryClient and the two cache subscriptions `initI18n` made) is one
 * explicit store, not an atom: nothing on screen reads it. Its reset is registered with the
 * app's state reset (src/lib/state).
 */
import { i18n } from "@lingui/core";
import { hashKey, QueryClient } from "@tanstack/react-query";
import type { SessionUser } from "@/lib/api";
import { contentQueries, contentQueryKeys } from "@/lib/content";
import { sessionQueryKeys } from "@/lib/session/session-queries";
import { loadAppCatalog } from "./catalog";
import { APP_LANGUAGES, chooseLanguage, readStoredLanguage, sessionLanguage, storeLanguage } from "./language";
import { registerStateReset } from "@/lib/state";
import { literalMessages, loadLiterals } from "./literals";

interface I18nWiring {
  /** The app's client (initI18n), or a private one made on first use. */
  queryClient: QueryClient | null;
  /** Ends the subscriptions initI18n made (literals refetches, the session user's language). */
  stop: (() => void) | null;
  /** Number of the latest activation: an earlier one finishing later is dropped. */
  latestActivation: number;
  /** The activation under way, joined by a second ask for the same language. */
  pending: { language: string; done: Promise<void> } | null;
}

const wiring: I18nWiring = { queryClient: null, stop: null, latestActivation: 0, pending: null };

function client(): QueryClient {
  // Without initI18n (tests, tools) a private client still caches the literals.
  wiring.queryClient ??= new QueryClient();
  return wiring.queryClient;
}

async function fetchLiterals(language: string): Promise<void> {
  try {
    // No retries: the query already fell back to IndexedDB, and a switch must not wait.
    // A copy in memory answers at once (refreshed in the background when stale).
    await loadLiterals(language, await client().ensureQueryData({ ...contentQueries.literals(language), retry: false, revalidateIfStale: true }));
  } catch (error) {
    console.warn(`literals of "${language}" unavailable; built-in texts are used`, error);
  }
}

/**
 * Loads and activates a language (not stored as the user's choice). Asked again for the
 * language already being loaded, it joins that activation.
 */
export function activateLanguage(language: string): Promise<void> {
  if (wiring.pending?.language === language) return wiring.pending.done;
  const pending = { language, done: loadAndActivate(language) };
  wiring.pending = pending;
  void pending.done.finally(() => {
    if (wiring.pending === pending) wiring.pending = null;
  });
  return pending.done;
}

async function loadAndActivate(language: string): Promise<void> {
  const activation = ++wiring.latestActivation;
  const [catalog] = await Promise.all([loadAppCatalog(language), fetchLiterals(language)]);
  // A later call (the user clicked again) wins.
  if (activation !== wiring.latestActivation) return;
  i18n.loadAndActivate({ locale: language, messages: { ...catalog, ...literalMessages(language) } });
  // Only a change: writing the same `lang` still makes the browser restyle every element that
  // a `:lang()` rule could match (the whole page, measured in traces of a cold start).
  if (typeof document !== "undefined" && document.documentElement.lang !== language) document.documentElement.lang = language;
}

/** The user's choice: stored in `localStorage["ipo.language"]`, then activated. */
export async function setLanguage(language: string): Promise<void> {
  storeLanguage(language);
  await activateLanguage(language);
}

/**
 * Keeps the loaded literals in step with the literals queries: a background refetch
 * with new texts updates the interface. Returns the unsubscribe function.
 */
export function syncLiterals(target: QueryClient): () => void {
  return target.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    const [scope, kind, language] = event.query.queryKey;
    const literalsKey = contentQueryKeys.literals("");
    if (scope !== literalsKey[0] || kind !== literalsKey[1] || typeof language !== "string") return;
    const data: unknown = event.query.state.data;
    if (data && typeof data === "object") void loadLiterals(language, data as Record<string, string>);
  });
}

/**
 * Decision 39: follows the session user (the `["session", "me"]` query). A signed-in user's
 * `language` is shown when supported; when the session ends (the query turns to null) the
 * device's choice returns. Returns the unsubscribe function.
 */
export function followSessionLanguage(target: QueryClient, supported: () => readonly string[] | undefined): () => void {
  const hash = hashKey(sessionQueryKeys.me());
  return target.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== hash) return;
    // "added" covers the user restored from the persisted cache; "success" a fresh answer.
    if (event.type !== "added" && !(event.type === "updated" && event.action.type === "success")) return;
    const user = event.query.state.data as SessionUser | null | undefined;
    if (user === undefined) return;
    const language = sessionLanguage(user?.language, supported());
    if (language !== i18n.locale) void activateLanguage(language);
  });
}

/**
 * Decision 39, before a signed-in screen renders (the `_authenticated` guard): the user's
 * language is shown from the screen's first render, never the device's choice first and the
 * account's a moment later. Resolves at once when it is already active.
 */
export async function showSessionLanguage(user: SessionUser): Promise<void> {
  const supported = client().getQueryData(contentQueries.globals().queryKey)?.supportedLanguages ?? APP_LANGUAGES;
  const language = sessionLanguage(user.language, supported);
  if (language !== i18n.locale || wiring.pending) await activateLanguage(language);
}

/**
 * Start-up: remembers the app's QueryClient, reads the globals (network, else IndexedDB)
 * for the supported languages, and activates the chosen language. Returns it.
 *
 * `pageLanguage`: the language of the signed-in page the server sent, which is the account's
 * (server/http/signed-in-page.ts): it decides when no session user is known yet, so a fresh
 * sign-in starts in the language its first paint had.
 */
export async function initI18n(target: QueryClient, pageLanguage?: string | null): Promise<string> {
  wiring.queryClient = target;
  wiring.stop?.();
  const stopSync = syncLiterals(target);
  // Before any wait: the router may already be asking for the session user.
  let supported: readonly string[] | undefined;
  const stopFollow = followSessionLanguage(target, () => supported ?? APP_LANGUAGES);
  wiring.stop = () => {
    stopSync();
    stopFollow();
  };
  // The device answers first: globals restored from the shell cache decide at once
  // and are refreshed in the background; the office is waited for only when neither they nor a
  // stored language choice exist (a first visit).
  const globalsOptions = { ...contentQueries.globals(), retry: false, revalidateIfStale: true };
  supported = target.getQueryData(globalsOptions.queryKey)?.supportedLanguages;
  const loadingGlobals = target.ensureQueryData(globalsOptions).then(
    (globals) => globals.supportedLanguages,
    (error: unknown) => {
      console.warn("globals unavailable; choosing the language without them", error);
      return undefined;
    },
  );
  if (!supported) {
    const stored = readStoredLanguage();
    if (stored === null) supported = await loadingGlobals;
    else void loadingGlobals.then((fetched) => (supported = fetched));
  }
  // A session user already known (restored, or answered while the globals loaded) decides.
  const known = target.getQueryData<SessionUser | null>(sessionQueryKeys.me());
  const signedInLanguage = known?.language ?? pageLanguage;
  // Signed in, the app's own languages stand in for globals not loaded yet, as they do for the
  // session user's language followed later.
  const language = signedInLanguage ? sessionLanguage(signedInLanguage, supported ?? APP_LANGUAGES) : chooseLanguage({ stored: readStoredLanguage(), supported });
  await activateLanguage(language);
  return language;
}

/** Forgets the registered QueryClient and pending activations (the app's state reset, tests). */
function resetI18nState(): void {
  wiring.stop?.();
  wiring.stop = null;
  wiring.queryClient = null;
  // Counted on, not back to 0: an activation still under way is stale and never lands, even
  // when as many new ones have started since.
  wiring.latestActivation += 1;
  wiring.pending = null;
}
registerStateReset(resetI18nState);
