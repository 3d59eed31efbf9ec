/** Decision 39: signed in, the session user's language; signed out again, the device's choice. */
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n, initI18n, showSessionLanguage } from "@/lib/i18n";
import { sessionLanguage } from "@/lib/i18n/language";
import { chooseAccountLanguage } from "@/lib/i18n/session-language";
import { sessionQueryKeys } from "@/lib/session";
import { json, stubFetch } from "../fetch-stub";
import { globals, sessionUser } from "../fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

async function settled(predicate: () => boolean) {
  await vi.waitFor(() => expect(predicate()).toBe(true));
}

describe("session language", () => {
  it("prefers the session user's supported language, else the device's choice", () => {
    localStorage.setItem("ipo.language", "lt");
    expect(sessionLanguage("en", ["lt", "en"])).toBe("en");
    expect(sessionLanguage("de", ["lt", "en"])).toBe("lt");
    expect(sessionLanguage(null, ["lt", "en"])).toBe("lt");
  });

  it("follows the user after sign-in and returns to the device's choice when the session ends", async () => {
    localStorage.setItem("ipo.language", "lt");
    const { calls } = stubFetch((call) => (call.url === "/api/v1/content/global" ? json(globals) : json({})));
    const client = new QueryClient();
    await initI18n(client);
    expect(i18n.locale).toBe("lt");

    client.setQueryData(sessionQueryKeys.me(), { ...sessionUser(), language: "en" });
    await settled(() => i18n.locale === "en");
    // The device's choice stays what it was.
    expect(localStorage.getItem("ipo.language")).toBe("lt");

    client.setQueryData(sessionQueryKeys.me(), null);
    await settled(() => i18n.locale === "lt");
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it("starts in the language of the signed-in page the server sent, before the session user is known", async () => {
    localStorage.setItem("ipo.language", "lt");
    stubFetch((call) => (call.url === "/api/v1/content/global" ? json(globals) : json({})));
    const client = new QueryClient();
    expect(await initI18n(client, "en")).toBe("en");
    expect(i18n.locale).toBe("en");
  });

  it("shows the session user's language before a signed-in screen renders, joining an activation under way", async () => {
    localStorage.setItem("ipo.language", "lt");
    const { calls } = stubFetch((call) => (call.url === "/api/v1/content/global" ? json(globals) : json({})));
    const client = new QueryClient();
    await initI18n(client);
    expect(i18n.locale).toBe("lt");
    const literalsAsked = () => calls.filter((call) => call.url.includes("/content/literals")).length;
    const before = literalsAsked();
    // The subscription starts the switch when the office answers; the guard waits for it.
    client.setQueryData(sessionQueryKeys.me(), { ...sessionUser(), language: "en" });
    await showSessionLanguage({ ...sessionUser(), language: "en" });
    expect(i18n.locale).toBe("en");
    expect(literalsAsked() - before).toBeLessThanOrEqual(1);
  });

  it("saves a signed-in choice to the account, not to the device", async () => {
    const { calls } = stubFetch((call) => (call.method === "PUT" ? new Response(null, { status: 204 }) : json(call.url === "/api/v1/content/global" ? globals : {})));
    const client = new QueryClient();
    await chooseAccountLanguage("en", client, true);
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.url).toBe("/api/v1/account/language");
    expect(JSON.parse(String(put?.body))).toEqual({ language: "en" });
    expect(i18n.locale).toBe("en");
    expect(localStorage.getItem("ipo.language")).toBeNull();
  });
});
