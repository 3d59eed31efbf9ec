import { describe, expect, it } from "vitest";
import { cardBlock, cardsOf, categoriesFor, permittedService, serviceOfSegment } from "@/features/online-services/rules";
import { demoChild, demoNoRole, demoParent, sessionUser } from "../../lib/fixtures";

describe("permitted service", () => {
  it("keeps a permitted service and otherwise picks the first permitted", () => {
    expect(permittedService("design", demoParent)).toBe("design");
    expect(permittedService(undefined, demoParent)).toBe("trademark");
    expect(permittedService("patents", demoParent)).toBe("trademark");
    expect(permittedService("design", demoChild)).toBe("trademark");
    expect(permittedService("trademark", demoNoRole)).toBeNull();
    expect(permittedService(undefined, sessionUser({ authorities: ["ROLE_DESIGNS"] }))).toBe("design");
  });
});

describe("service segment (decision 40)", () => {
  it("names the decided catalogues, maps spec 1's plural menu paths and nothing else", () => {
    expect(serviceOfSegment("trademark")).toBe("trademark");
    expect(serviceOfSegment("design")).toBe("design");
    expect(serviceOfSegment("trademarks")).toBe("trademark");
    expect(serviceOfSegment("designs")).toBe("design");
    expect(serviceOfSegment("patents")).toBeNull();
    expect(serviceOfSegment("constructor")).toBeNull();
  });
});

describe("category tabs", () => {
  it("offer protect only for trademarks", () => {
    expect(categoriesFor("trademark")).toEqual(["all", "extend", "protect", "cancel", "change", "transfer", "other"]);
    expect(categoriesFor("design")).not.toContain("protect");
  });

  it("filter the cards", () => {
    const cards = [{ category: "extend" as const }, { category: "transfer" as const }];
    expect(cardsOf(cards, "all")).toHaveLength(2);
    expect(cardsOf(cards, "extend")).toEqual([{ category: "extend" }]);
  });
});

describe("blocked cards", () => {
  it("block external cards in impersonated sessions and those needing a completed profile", () => {
    const external = { external: true, requiresCompletedProfile: true };
    expect(cardBlock(demoParent, external)).toBeNull();
    expect(cardBlock(sessionUser({ accountProfileCompleted: false }), external)).toBe("profile");
    expect(cardBlock(sessionUser({ accountProfileCompleted: false }), { ...external, requiresCompletedProfile: false })).toBeNull();
    expect(cardBlock(sessionUser({ impersonatedUser: true }), { ...external, requiresCompletedProfile: false })).toBe("impersonated");
    expect(cardBlock(sessionUser({ impersonatedUser: true, accountProfileCompleted: false }), { external: false, requiresCompletedProfile: true })).toBeNull();
  });
});
