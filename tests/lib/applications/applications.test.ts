import { describe, expect, it } from "vitest";
import { applicationTypeOf, displayNumber, receiptRequest, statusTarget } from "@/lib/applications";
import { displayDate, displayDay } from "@/lib/lists";

describe("application helpers", () => {
  it("tell e-services from trademark and design applications", () => {
    expect(applicationTypeOf({ ipRightType: "design", eserviceName: null })).toBe("design");
    expect(applicationTypeOf({ ipRightType: "design", eserviceName: "TM Renewal" })).toBe("eservice");
  });

  it("send pending statuses to the cart and the signatures", () => {
    expect(statusTarget("WAITING_FOR_PAYMENT")).toBe("/payments/shopping-cart");
    expect(statusTarget("WAITING_FOR_SIGNATURE")).toBe("/signatures");
    expect(statusTarget("REGISTERED")).toBeNull();
  });

  it("show the application number, else the filing number", () => {
    expect(displayNumber({ number: "EF-1", associatedRight: "TM 2026 0001" })).toBe("TM 2026 0001");
    expect(displayNumber({ number: "EF-1", associatedRight: null })).toBe("EF-1");
  });

  it("request the receipt by number with the IP right and kind", () => {
    expect(receiptRequest({ number: "EF-2026-00001", ipRightType: "trademark", eserviceName: "TM Renewal" })).toEqual({
      path: "/applications/EF-2026-00001/receipt",
      query: { ipRightType: "trademark", applicationType: "eservice" },
      fallbackName: "receipt-EF-2026-00001.pdf",
    });
  });

  it("display dates without a midnight time", () => {
    expect(displayDate("2026-03-14T00:00:00", "lt")).toBe("2026-03-14");
    expect(displayDate("2026-03-14T09:30:00", "lt")).toBe("2026-03-14 09:30");
    expect(displayDay("2026-03-14T09:30:00", "lt")).toBe("2026-03-14");
    expect(displayDate("2026-03-14T09:30:00", "en")).toBe("14 Mar 2026, 09:30");
    expect(displayDate(null)).toBe("");
  });
});
