/**
 * The dashboard's welcome (src/features/dashboard/components/welcome-screen.tsx) names the
 * previous sign-in (`lastLogin` is the sign-in before this session's), in the
 * interface language's date style (src/lib/format), or says this is the first one.
 */
import { act } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { WelcomeScreen } from "@/features/dashboard/components/welcome-screen";
import { i18n } from "@/lib/i18n";
import { mountPerTest, withAppProviders } from "../../support/dom";
import { sessionUser } from "../my-account/fixtures";

const dom = mountPerTest();

beforeEach(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});

const previous = () => dom.container.querySelector("[data-testid=previous-sign-in]")?.textContent;

describe("WelcomeScreen", () => {
  it("shows the previous sign-in as office time in the interface's date style", () => {
    act(() => dom.root.render(withAppProviders(<WelcomeScreen user={sessionUser({ lastLogin: "2026-03-14T09:30:00" })} />)));
    expect(previous()).toBe("Previous sign-in: 14 Mar 2026, 09:30");
  });

  it("says when there was none before this one", () => {
    act(() => dom.root.render(withAppProviders(<WelcomeScreen user={sessionUser({ lastLogin: null })} />)));
    expect(previous()).toBe("This is your first sign-in.");
  });
});
