import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { composeTitle, routeTitle } from "@/lib/navigation/route-titles";

const match = (routeId: string, search: Record<string, unknown> = {}, params: Record<string, string> = {}) => ({ routeId, search, params });

describe("route titles", () => {
  // Source texts: the messages' ids are shown as their English text without a catalog.
  i18n.loadAndActivate({ locale: "en", messages: {} });

  it("takes the deepest matched route's title, by view and tab where they differ", () => {
    const title = (matches: ReturnType<typeof match>[]) => {
      const descriptor = routeTitle(matches);
      return descriptor ? i18n._(descriptor) : null;
    };
    expect(title([match("__root__"), match("/_authenticated"), match("/_authenticated/correspondence/")])).toBe("Correspondence");
    expect(title([match("/_authenticated"), match("/_authenticated/correspondence/", { view: "needs-reply" })])).toBe("Needs a reply");
    expect(title([match("/_authenticated"), match("/_authenticated/my-account/$tab", {}, { tab: "preferences" })])).toBe("Preferences");
    expect(title([match("/_authenticated/online-services"), match("/_authenticated/online-services/$service/")])).toBe("Online services");
    expect(title([match("__root__")])).toBeNull();
  });

  it("puts the new-mail count first, like a mail client", () => {
    expect(composeTitle("Correspondence", "IP Office user area", 3)).toBe("(3) Correspondence · IP Office user area");
    expect(composeTitle("Dashboard", "IP Office user area", 0)).toBe("Dashboard · IP Office user area");
    expect(composeTitle(null, "IP Office user area", undefined)).toBe("IP Office user area");
  });
});
