import { describe, expect, it } from "vitest";
import { alertAlreadyShown, expiringCriteria, expiringWindow, rememberAlertShown } from "@/features/correspondence/expiring";
import { ApiError } from "@/lib/api";
import { classifyFailure } from "@/lib/outbox";
import { globals, sessionUser } from "../../lib/fixtures";

describe("outbox transport failures", () => {
  it("retries what may work later and drops refusals", () => {
    expect(classifyFailure(new ApiError({ kind: "network", status: 0 }))).toEqual({ status: "retry", error: "network" });
    expect(classifyFailure(new ApiError({ status: 503, description: "service.unavailable" }))).toMatchObject({ status: "retry" });
    expect(classifyFailure(new ApiError({ status: 401, description: "unauthorized" }))).toMatchObject({ status: "paused" });
    expect(classifyFailure(new ApiError({ status: 403, description: "csrf.token.invalid" }))).toMatchObject({ status: "retry" });
    expect(classifyFailure(new ApiError({ status: 409, description: "draft.already.sent" }))).toMatchObject({ status: "rejected", error: "draft.already.sent", httpStatus: 409 });
    expect(classifyFailure(new ApiError({ status: 400, description: "required.field" }))).toMatchObject({ status: "rejected" });
    expect(classifyFailure(new ApiError({ status: 403, description: "read.only.session" }))).toMatchObject({ status: "rejected" });
    expect(classifyFailure(new ApiError({ kind: "validation", status: 200 }))).toEqual({ status: "delivered", response: null });
  });
});

describe("expiring messages window", () => {
  it("runs to the end of today + the period and includes what is already overdue", () => {
    const window = expiringWindow(globals, "2026-03-30");
    expect(window).toEqual({ from: "2026-03-30", to: "2026-04-01" });
    expect(expiringCriteria(window)).toEqual({
      requiresReply: true,
      handled: false,
      dates: { date: "DUE_DATE", dateFrom: "2000-01-01T00:00:00", dateTo: "2026-04-01T23:59:59" },
    });
  });

  it("shows once per sign-in, in every tab (localStorage), and again after the next sign-in", () => {
    const user = sessionUser({ lastLogin: "2026-03-29T10:00:00" });
    localStorage.removeItem("ipo.expiringAlertShown");
    expect(alertAlreadyShown(user)).toBe(false);
    rememberAlertShown(user);
    expect(alertAlreadyShown(user)).toBe(true);
    expect(localStorage.getItem("ipo.expiringAlertShown")).not.toBeNull();
    expect(alertAlreadyShown({ ...user, lastLogin: "2026-03-30T08:00:00" })).toBe(false);
  });
});
