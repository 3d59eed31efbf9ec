/**
 * Installing the app: the browser's `beforeinstallprompt` event is kept (Chromium browsers
 * fire it once the app is installable) so the user menu can offer "Install app"; iOS Safari
 * has no such event, so there the menu offers help (Share → Add to Home Screen). Once the app
 * runs standalone, or after `appinstalled`, nothing is offered.
 * `listenForInstallPrompt()` is called once at start-up (register.ts), before the event can
 * fire. The kept event and the installed flag are atoms of the app store (src/lib/state).
 * Installing asks for persistent storage (src/lib/offline/storage.ts).
 */
import { atom, useAtomValue } from "jotai";
import { requestPersistentStorage } from "@/lib/offline/storage";
import { appAtom, appStore } from "@/lib/state";

/** The non-standard event of Chromium browsers (not in lib.dom). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform: string }>;
}

export type InstallOffer = "prompt" | "ios-help" | "none";

/** The browser's install prompt, kept until used (it can be shown once). */
export const installPromptAtom = appAtom<BeforeInstallPromptEvent | null>(() => null);
/** The app was installed from this page (`appinstalled`). */
export const appInstalledAtom = appAtom(() => false);

/** Keeps the install prompt and notes the installation; returns the undo. */
export function listenForInstallPrompt(win: Window = window): () => void {
  const onPrompt = (event: Event) => {
    // Keep the event for the menu instead of the browser's own mini-infobar.
    event.preventDefault();
    appStore.set(installPromptAtom, event as BeforeInstallPromptEvent);
  };
  const onInstalled = () => {
    appStore.set(appInstalledAtom, true);
    appStore.set(installPromptAtom, null);
    // The installed app is where offline work lives: ask the browser to keep its copies.
    void requestPersistentStorage();
  };
  win.addEventListener("beforeinstallprompt", onPrompt);
  win.addEventListener("appinstalled", onInstalled);
  return () => {
    win.removeEventListener("beforeinstallprompt", onPrompt);
    win.removeEventListener("appinstalled", onInstalled);
  };
}

/** Running as the installed app (standalone window, or iOS home-screen app). */
export function isStandalone(win: Window = window): boolean {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || win.matchMedia?.("(display-mode: standalone)").matches === true;
}

/** iPhone, iPad (also iPadOS reporting a Mac with touch) in a browser tab. */
export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** What the menu can offer (pure; exported for tests). */
export function installOffer(state: { standalone: boolean; installed: boolean; hasPrompt: boolean; ios: boolean }): InstallOffer {
  if (state.standalone || state.installed) return "none";
  if (state.hasPrompt) return "prompt";
  return state.ios ? "ios-help" : "none";
}

/** What the menu offers now (outside a browser: nothing). */
export const installOfferAtom = atom<InstallOffer>((get) => {
  const installed = get(appInstalledAtom);
  const hasPrompt = get(installPromptAtom) !== null;
  if (typeof window === "undefined") return "none";
  return installOffer({ standalone: isStandalone(), installed, hasPrompt, ios: isIos(navigator.userAgent, navigator.maxTouchPoints) });
});

/** Shows the browser's install dialog; resolves to whether the user accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = appStore.get(installPromptAtom);
  if (!event) return false;
  // The event can be used once.
  appStore.set(installPromptAtom, null);
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome === "accepted";
}

export function useInstallOffer(): InstallOffer {
  return useAtomValue(installOfferAtom);
}
