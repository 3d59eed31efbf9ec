/**
 * Service worker registration (workbox-window) and the update state behind the update prompt.
 *
 * - Registers `/sw.js` (an ES module built from `sw/`) only in production builds and only
 *   where service workers are supported; elsewhere the app works without one.
 * - A new version installs in the background and then waits: `needRefresh` turns true.
 *   `updateServiceWorker()` (the prompt's "Update now") posts SKIP_WAITING; when the new
 *   worker takes control every tab that knew about the update reloads.
 * - Checks for a new version every 60 minutes and whenever the tab becomes visible again or
 *   its window gains focus (at most once a minute, and not while offline).
 * - Accepting an update in one tab reloads every open tab of the app: the accepting tab tells
 *   the others through a BroadcastChannel (`UPDATE_CHANNEL`) once the new worker controls it.
 * - Importing this module (main.tsx does, at start-up) also starts listening for the install
 *   prompt (./install.ts) and keeps the theme colour in step with the colour mode
 *   (./theme-color.ts): both must be in place before the first screen.
 *
 * The update state is an atom of the app store (src/lib/state), read through
 * `useServiceWorker()`. The registration itself (the Workbox object, the listeners and timer it
 * started) is a once-per-page side effect, kept in one explicit store (`session`) whose reset
 * (registered with the app's state reset) undoes it.
 */
import type { Workbox } from "workbox-window";
import { appAtom, appStore, registerStateReset } from "@/lib/state";
import { listenForInstallPrompt } from "./install";
import { syncThemeColor } from "./theme-color";

/** Channel on which a tab that accepted an update tells the other tabs to reload. */
export const UPDATE_CHANNEL = "ipo-app-update";
export const RELOAD_MESSAGE = "reload-for-update";

if (typeof window !== "undefined" && typeof document !== "undefined") {
  listenForInstallPrompt();
  syncThemeColor();
}

export const SERVICE_WORKER_URL = "/sw.js";
/** Asks the active worker to control this page (sw/requests.ts `isClaimClientsMessage`). */
export const CLAIM_CLIENTS_MESSAGE = { type: "CLAIM_CLIENTS" } as const;
/** Periodic update check. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** Minimum time between two update checks triggered by the tab becoming visible. */
export const MIN_VISIBILITY_CHECK_GAP_MS = 60 * 1000;

export interface ServiceWorkerState {
  /** A new version is installed and waiting for the user to accept it. */
  needRefresh: boolean;
  /** The first version finished installing: the app now opens offline. */
  offlineReady: boolean;
}

/** The update state the prompt shows. */
export const serviceWorkerStateAtom = appAtom<ServiceWorkerState>(() => ({ needRefresh: false, offlineReady: false }));

interface RegistrationSession {
  /** The one registration of the page (later calls of registerServiceWorker return it). */
  registration?: Promise<ServiceWorkerRegistration | undefined>;
  workbox?: Workbox;
  /** Removes the listeners and the timer the registration started. */
  teardown?: () => void;
}

let session: RegistrationSession = {};

function setState(patch: Partial<ServiceWorkerState>): void {
  appStore.set(serviceWorkerStateAtom, { ...appStore.get(serviceWorkerStateAtom), ...patch });
}

/** Current state, for code outside React. */
export function getServiceWorkerState(): ServiceWorkerState {
  return appStore.get(serviceWorkerStateAtom);
}

/** Whether an update check is due now (pure; exported for tests). */
export function shouldCheckForUpdate(now: number, lastCheck: number | undefined, online: boolean, minGapMs: number): boolean {
  if (!online) return false;
  return lastCheck === undefined || now - lastCheck >= minGapMs;
}

export interface RegisterOptions {
  /** Register at all (default: production builds only). */
  enabled?: boolean;
  url?: string;
  /** Reload the page (default: `location.reload()`); injectable for tests. */
  reload?: () => void;
  updateIntervalMs?: number;
}

/**
 * Registers the service worker once; later calls return the same registration. Resolves to
 * undefined when disabled or unsupported. Never throws: a failed registration only means the
 * app does not work offline.
 */
export function registerServiceWorker(options: RegisterOptions = {}): Promise<ServiceWorkerRegistration | undefined> {
  if (session.registration) return session.registration;
  const enabled = options.enabled ?? import.meta.env.PROD;
  if (!enabled || typeof navigator === "undefined" || !("serviceWorker" in navigator)) {
    session.registration = Promise.resolve(undefined);
    return session.registration;
  }
  const current = session;
  const registration = (async () => {
    const reload = options.reload ?? (() => window.location.reload());
    // workbox-window is loaded only here, off the first page's critical path.
    const loaded = await import("workbox-window").catch((error: unknown) => {
      console.warn("Service worker support could not be loaded; the app will not work offline", error);
      return null;
    });
    if (!loaded) return undefined;
    const { Workbox: WorkboxClass } = loaded;
    const wb = new WorkboxClass(options.url ?? SERVICE_WORKER_URL, { type: "module", scope: "/" });
    current.workbox = wb;

    let reloading = false;
    const reloadOnce = () => {
      if (reloading) return;
      reloading = true;
      reload();
    };
    // Other tabs (also ones that never saw "waiting") reload when one tab accepted the update.
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(UPDATE_CHANNEL);
    channel?.addEventListener("message", (event: MessageEvent) => {
      if (event.data === RELOAD_MESSAGE) reloadOnce();
    });

    // A new version is waiting (also reported at start-up for one left waiting earlier).
    let updateWaiting = false;
    wb.addEventListener("waiting", () => {
      updateWaiting = true;
      setState({ needRefresh: true });
    });
    // Once a known update takes control (accepted here or in another tab), reload so the page
    // runs the code the new worker precached. The first install (clientsClaim, no update) does
    // not reload.
    wb.addEventListener("controlling", (event) => {
      if (updateWaiting && (event.isUpdate || event.isExternal)) {
        channel?.postMessage(RELOAD_MESSAGE);
        reloadOnce();
      }
    });
    wb.addEventListener("activated", (event) => {
      if (!event.isUpdate) setState({ offlineReady: true });
    });

    let lastCheck: number | undefined;
    const checkForUpdate = (minGapMs: number) => {
      if (!shouldCheckForUpdate(Date.now(), lastCheck, navigator.onLine, minGapMs)) return;
      lastCheck = Date.now();
      wb.update().catch((error: unknown) => console.warn("Service worker update check failed", error));
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") checkForUpdate(MIN_VISIBILITY_CHECK_GAP_MS);
    };
    // An installed app's window regains focus without becoming visible again.
    const onFocus = () => checkForUpdate(MIN_VISIBILITY_CHECK_GAP_MS);

    return wb
      .register()
      .then((reg) => {
        const timer = setInterval(() => checkForUpdate(0), options.updateIntervalMs ?? UPDATE_CHECK_INTERVAL_MS);
        document.addEventListener("visibilitychange", onVisibility);
        window.addEventListener("focus", onFocus);
        current.teardown = () => {
          channel?.close();
          clearInterval(timer);
          document.removeEventListener("visibilitychange", onVisibility);
          window.removeEventListener("focus", onFocus);
        };
        // A document still loading when the first worker activated missed its clients.claim()
        // (only loaded documents are claimed) and would stay uncontrolled, and so not reach the
        // worker, until its next load: it asks the active worker to claim it (sw/lifecycle.ts).
        if (!navigator.serviceWorker.controller) reg?.active?.postMessage(CLAIM_CLIENTS_MESSAGE);
        // Reset while registering (tests): nothing of this registration stays behind.
        if (session !== current) current.teardown();
        return reg;
      })
      .catch((error: unknown) => {
        console.warn("Service worker registration failed; the app will not work offline", error);
        return undefined;
      });
  })();
  current.registration = registration;
  return registration;
}

/**
 * Activates the waiting version: posts SKIP_WAITING; the page reloads when the new worker
 * takes control (see the `controlling` listener above). Without a waiting worker it does nothing.
 */
export async function updateServiceWorker(): Promise<void> {
  const { workbox } = session;
  if (!workbox || !getServiceWorkerState().needRefresh) return;
  setState({ needRefresh: false });
  workbox.messageSkipWaiting();
}

registerStateReset(() => {
  session.teardown?.();
  session = {};
});
