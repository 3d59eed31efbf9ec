import { I18nProvider } from "@lingui/react";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NotificationHost } from "@/components/notifications/notification-host";
import { pushNotificationAtom } from "@/components/notifications/notification-state";
import { i18n } from "@/lib/i18n";
import { appStore } from "@/lib/state";

describe("NotificationHost", () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    vi.useFakeTimers();
    i18n.loadAndActivate({ locale: "en", messages: {} });
    container = document.createElement("div");
    document.body.appendChild(container);
  });
  afterEach(() => {
    vi.useRealTimers();
    container.remove();
  });

  it("shows one notification at a time, closes on timeout and on click", async () => {
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <I18nProvider i18n={i18n}>
          <NotificationHost />
        </I18nProvider>,
      ),
    );
    const store = appStore;
    await act(async () => {
      store.set(pushNotificationAtom, { message: "First" });
      store.set(pushNotificationAtom, { message: "Second", duration: 5000 });
    });
    const shown = () => [...container.querySelectorAll("[data-testid=notification]")].map((n) => n.textContent);
    expect(shown()).toEqual(["First"]);
    await act(async () => vi.advanceTimersByTime(3000));
    expect(shown()).toEqual(["Second"]);
    await act(async () => (container.querySelector("[data-testid=notification]") as HTMLElement).click());
    expect(shown()).toEqual([]);
    await act(async () => root.unmount());
  });
});
