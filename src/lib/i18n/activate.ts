/**
 * Switching the interface language without a page reload: the app catalog and the
 * server literals of the language are loaded together, then activated in one step
 * (one lingui "change" event), and `<html lang>` follows. Literals come through
 * `contentQueries.literals`, so offline they come from IndexedDB; when they cannot be
 * had at all, the app's built-in texts (and the bare keys) are shown.
 */
import { i18n } from "@lingui/core";
import { QueryClient } from "@tanstack/react-query";
import { contentQueries, contentQueryKeys } from "@/lib/content";
import { loadAppCatalog } from "./catalog";
import { chooseLanguage, readStoredLanguage, storeLanguage } from "./language";
import { literalMessages, loadLiterals } from "./literals";

let queryClient: QueryClient | null = null;
let stopSync: (() => void) | null = null;
let latestActivation = 0;

function client(): QueryClient {
  // Without initI18n (tests, tools) a private client still caches the literals.
  queryClient ??= new QueryClient();
  return queryClient;
}

async function fetchLiterals(language: string): Promise<void> {
  try {
    // No retries: the query already fell back to IndexedDB, and a switch must not wait.
    await loadLiterals(language, await client().fetchQuery({ ...contentQueries.literals(language), retry: false }));
  } catch (error) {
    console.warn(`literals of "${language}" unavailable; built-in texts are used`, error);
  }
}

/** Loads and activates a language (not stored as the user's choice). */
export async function activateLanguage(language: string): Promise<void> {
  const activation = ++latestActivation;
  const [catalog] = await Promise.all([loadAppCatalog(language), fetchLiterals(language)]);
  // A later call (the user clicked again) wins.
  if (activation !== latestActivation) return;
  i18n.loadAndActivate({ locale: language, messages: { ...catalog, ...literalMessages(language) } });
  if (typeof document !== "undefined") document.documentElement.lang = language;
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
 * Start-up: remembers the app's QueryClient, reads the globals (network, else IndexedDB)
 * for the supported languages, and activates the chosen language. Returns it.
 */
export async function initI18n(target: QueryClient): Promise<string> {
  queryClient = target;
  stopSync?.();
  stopSync = syncLiterals(target);
  let supported: readonly string[] | undefined;
  try {
    // No retries: the query already fell back to IndexedDB; start-up must not wait.
    supported = (await target.fetchQuery({ ...contentQueries.globals(), retry: false })).supportedLanguages;
  } catch (error) {
    console.warn("globals unavailable; choosing the language without them", error);
  }
  const language = chooseLanguage({ stored: readStoredLanguage(), supported });
  await activateLanguage(language);
  return language;
}

/** Forgets the registered QueryClient and pending activations (tests). */
export function resetI18nState(): void {
  stopSync?.();
  stopSync = null;
  queryClient = null;
  latestActivation = 0;
}
