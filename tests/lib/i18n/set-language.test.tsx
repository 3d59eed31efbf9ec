import { QueryClient } from "@tanstack/react-query";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { contentKeys, putContent } from "@/lib/db";
import {
  i18n,
  initI18n,
  loadLiterals,
  setLanguage,
  translateKey,
  useLanguage,
  useTranslateKey,
} from "@/lib/i18n";
import { resetAppState } from "@/lib/state";
import { errorBody, json, offline, stubFetch } from "../fetch-stub";
import { globals } from "../fixtures";

const literals: Record<string, Record<string, string>> = {
  en: { "something.went.wrong": "Something went wrong." },
  lt: { "something.went.wrong": "Kažkas nepavyko." },
};

/** Serves globals and literals; the literals of `slow` arrive 30 ms late. */
function serveContent(slow?: string) {
  return stubFetch(async (call) => {
    if (call.url === "/api/v1/content/global") return json(globals);
    const language = /\/content\/literal\/(\w+)$/.exec(call.url)?.[1] ?? "";
    if (language === slow) await new Promise((resolve) => setTimeout(resolve, 30));
    const texts = literals[language];
    return texts ? json(texts) : errorBody(404, "something.not.found");
  });
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("initI18n and setLanguage", () => {
  it("starts in the first supported language without a stored choice, without storing it", async () => {
    serveContent();
    await expect(initI18n(new QueryClient())).resolves.toBe("lt");
    expect(i18n.locale).toBe("lt");
    expect(document.documentElement.lang).toBe("lt");
    expect(translateKey("something.went.wrong")).toBe("Kažkas nepavyko.");
    expect(localStorage.getItem("ipo.language")).toBeNull();
  });

  it("starts in the stored language", async () => {
    localStorage.setItem("ipo.language", "en");
    serveContent();
    await expect(initI18n(new QueryClient())).resolves.toBe("en");
    expect(translateKey("something.went.wrong")).toBe("Something went wrong.");
  });

  it("switches language without a reload, stores the choice and sets <html lang>", async () => {
    serveContent();
    await initI18n(new QueryClient());
    await setLanguage("en");
    expect(i18n.locale).toBe("en");
    expect(localStorage.getItem("ipo.language")).toBe("en");
    expect(document.documentElement.lang).toBe("en");
    expect(translateKey("something.went.wrong")).toBe("Something went wrong.");
  });

  it("leaves <html lang> alone when it already names the language (no restyle of the page)", async () => {
    serveContent();
    await initI18n(new QueryClient());
    await setLanguage("en");
    const writes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => writes.push(...records));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
    await setLanguage("en");
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();
    expect(writes).toEqual([]);
    expect(document.documentElement.lang).toBe("en");
  });

  it("takes literals from IndexedDB when offline", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await putContent(contentKeys.globals(), globals);
    await putContent(contentKeys.literals("lt"), { "something.went.wrong": "Iš talpyklos." });
    stubFetch(offline);
    await initI18n(new QueryClient());
    expect(translateKey("something.went.wrong")).toBe("Iš talpyklos.");
  });

  it("still switches when the literals cannot be had", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    stubFetch(offline);
    await setLanguage("lt");
    expect(i18n.locale).toBe("lt");
    expect(translateKey("some.key")).toBe("Some key");
    expect(warn).toHaveBeenCalled();
  });

  it("lets the last of two quick switches win, even when the first one finishes later", async () => {
    serveContent("lt");
    i18n.activate("en");
    await Promise.all([setLanguage("lt"), setLanguage("en")]);
    expect(i18n.locale).toBe("en");
    expect(document.documentElement.lang).toBe("en");
  });

  it("drops a switch still under way when the app state is reset (it never lands in what follows)", async () => {
    serveContent("lt");
    i18n.activate("en");
    const stale = setLanguage("lt");
    await resetAppState();
    await setLanguage("en");
    await stale;
    expect(i18n.locale).toBe("en");
  });
});

describe("useTranslateKey", () => {
  it("re-renders on language and literal changes", async () => {
    await loadLiterals("en", { greeting: "Hello" });
    await loadLiterals("lt", { greeting: "Labas" });
    i18n.activate("en");
    function Probe() {
      const tk = useTranslateKey();
      return (
        <span>
          {useLanguage()}:{tk("greeting")}
        </span>
      );
    }
    const container = document.createElement("div");
    const root = createRoot(container);
    await act(async () => root.render(<Probe />));
    expect(container.textContent).toBe("en:Hello");
    await act(async () => i18n.activate("lt"));
    expect(container.textContent).toBe("lt:Labas");
    await act(async () => loadLiterals("lt", { greeting: "Sveiki" }));
    expect(container.textContent).toBe("lt:Sveiki");
    await act(async () => root.unmount());
  });
});
