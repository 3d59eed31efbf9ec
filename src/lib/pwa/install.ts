/**
 * Installing the app: the browser's `beforeinstallprompt` event is kept (Chromium browsers
 * fire it once the app is installable) so the user menu can offer "Install app"; iOS Safari
 * has no such event, so there the menu offers help (Share → Add to Home Screen). Once the app
 * runs standalone, or after `appinstalled`, nothing is offered.
 * `listenForInstallPrompt()` is called at start-up (register.ts), before the event can fire.
 */
import { useSyncExternalStore } from "react";

/** The non-standard event of Chromium browsers (not in lib.dom). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform: string }>;
}

export type InstallOffer = "prompt" | "ios-help" | "none";

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
let listening = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function listenForInstallPrompt(win: Window = window): void {
  if (listening) return;
  listening = true;
  win.addEventListener("beforeinstallprompt", (event) => {
    // Keep the event for the menu instead of the browser's own mini-infobar.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  win.addEventListener("appinstalled", () => {
    installed = true;
    deferred = null;
    notify();
  });
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

function currentOffer(): InstallOffer {
  if (typeof window === "undefined") return "none";
  return installOffer({
    standalone: isStandalone(),
    installed,
    hasPrompt: deferred !== null,
    ios: isIos(navigator.userAgent, navigator.maxTouchPoints),
  });
}

/** Shows the browser's install dialog; resolves to whether the user accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  // The event can be used once.
  deferred = null;
  notify();
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome === "accepted";
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(subscribe, currentOffer, () => "none");
}
