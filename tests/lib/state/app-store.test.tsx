/**
 * The one state model: client state lives in the app store, code outside React
 * writes it and components follow, and one reset forgets all of it (tests/setup-web.ts).
 */
import { act } from "react";
import { describe, expect, it } from "vitest";
import { csrfHeader, rememberCsrf } from "@/lib/api/csrf";
import { accountDataWiped, accountDataWipedAtom } from "@/lib/db/wipe";
import { useDocumentTitle, useTitleOverride } from "@/lib/navigation/use-document-title";
import { getOnlineStatus, reportServerUnreachable, useOnlineStatus } from "@/lib/offline/online-status";
import { persistAnswerAtom, requestPersistentStorage } from "@/lib/offline/storage";
import { installPromptAtom, listenForInstallPrompt, promptInstall } from "@/lib/pwa/install";
import { getServiceWorkerState, serviceWorkerStateAtom } from "@/lib/pwa/register";
import { appStore, resetAppState } from "@/lib/state";
import { mountPerTest } from "../../support/dom";

function installPromptEvent(): Event {
  return Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt: () => Promise.resolve(),
    userChoice: Promise.resolve({ outcome: "accepted", platform: "web" }),
  });
}

describe("the app store", () => {
  const view = mountPerTest();

  it("re-renders components when code outside React changes the state", async () => {
    function Status() {
      const { offline } = useOnlineStatus();
      const title = useTitleOverride();
      return <p>{`${offline ? "offline" : "online"} ${title ?? "route title"}`}</p>;
    }
    function Screen({ title }: { title: string }) {
      useDocumentTitle(title);
      return null;
    }
    await act(async () => view.root.render(<Status />));
    expect(view.container.textContent).toBe("online route title");
    act(() => reportServerUnreachable());
    expect(view.container.textContent).toBe("offline route title");
    await act(async () => view.root.render(<><Status /><Screen title="Link expired" /></>));
    expect(view.container.textContent).toBe("offline Link expired");
    // The screen goes: the route's title applies again.
    await act(async () => view.root.render(<Status />));
    expect(view.container.textContent).toBe("offline route title");
  });

  it("keeps the browser's install prompt for one use", async () => {
    const stop = listenForInstallPrompt(window);
    const event = installPromptEvent();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(appStore.get(installPromptAtom)).toBe(event);
    await expect(promptInstall()).resolves.toBe(true);
    expect(appStore.get(installPromptAtom)).toBeNull();
    await expect(promptInstall()).resolves.toBe(false);
    stop();
  });

  it("forgets every piece of client state in one reset", async () => {
    reportServerUnreachable();
    appStore.set(serviceWorkerStateAtom, { needRefresh: true, offlineReady: true });
    appStore.set(accountDataWipedAtom, true);
    await requestPersistentStorage({ persisted: () => Promise.resolve(true), persist: () => Promise.resolve(true) });
    rememberCsrf(new Headers({ "X-CSRF-HEADER-NAME": "X-CSRF-TOKEN", "X-CSRF-TOKEN": "t1" }));
    const stop = listenForInstallPrompt(window);
    window.dispatchEvent(installPromptEvent());
    stop();
    expect(appStore.get(persistAnswerAtom)).toBe("granted");
    expect(csrfHeader()).toEqual({ name: "X-CSRF-TOKEN", value: "t1" });

    localStorage.clear();
    await resetAppState();

    expect(getOnlineStatus()).toEqual({ browserOnline: true, serverUnreachable: false });
    expect(getServiceWorkerState()).toEqual({ needRefresh: false, offlineReady: false });
    expect(accountDataWiped()).toBe(false);
    expect(appStore.get(persistAnswerAtom)).toBeNull();
    expect(appStore.get(installPromptAtom)).toBeNull();
    expect(csrfHeader()).toBeNull();
  });
});
