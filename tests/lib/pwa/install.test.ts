import { describe, expect, it, vi } from "vitest";
import { lastPersistAnswer } from "@/lib/offline/storage";
import { installOffer, isIos, listenForInstallPrompt } from "@/lib/pwa/install";
import { DARK_THEME_COLOR, syncThemeColor, themeColorFor } from "@/lib/pwa/theme-color";
import { THEME_COLOR } from "@/lib/pwa/manifest";

describe("install offer", () => {
  it("offers the browser's prompt, iOS help, or nothing once installed", () => {
    const base = { standalone: false, installed: false, hasPrompt: false, ios: false };
    expect(installOffer({ ...base, hasPrompt: true })).toBe("prompt");
    expect(installOffer({ ...base, ios: true })).toBe("ios-help");
    expect(installOffer(base)).toBe("none");
    expect(installOffer({ ...base, hasPrompt: true, standalone: true })).toBe("none");
    expect(installOffer({ ...base, ios: true, installed: true })).toBe("none");
  });

  it("recognises iPhone and iPadOS (a Mac with touch)", () => {
    expect(isIos("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)", 5)).toBe(true);
    expect(isIos("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)", 5)).toBe(true);
    expect(isIos("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)", 0)).toBe(false);
    expect(isIos("Mozilla/5.0 (X11; Linux x86_64) Chrome/130", 0)).toBe(false);
  });
});

describe("theme colour", () => {
  it("follows the colour mode class on <html>", async () => {
    expect(themeColorFor(false)).toBe(THEME_COLOR);
    const stop = syncThemeColor();
    const meta = () => document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content;
    expect(meta()).toBe(THEME_COLOR);
    document.documentElement.classList.add("dark");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(meta()).toBe(DARK_THEME_COLOR);
    document.documentElement.classList.remove("dark");
    stop();
  });
});

describe("installing the app", () => {
  it("asks the browser to keep the device copies (persistent storage)", async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator) as Navigator, { storage: { persisted: () => Promise.resolve(false), persist } }));
    // A window of its own: unit files share a worker without isolation, and another file's
    // listener on the real window would ask a second time.
    const win = new EventTarget() as unknown as Window;
    const stop = listenForInstallPrompt(win);
    try {
      win.dispatchEvent(new Event("appinstalled"));
      await vi.waitFor(() => expect(lastPersistAnswer()).toBe("granted"));
      expect(persist).toHaveBeenCalledTimes(1);
    } finally {
      stop();
      vi.unstubAllGlobals();
    }
  });
});
