import { describe, expect, it } from "vitest";
import { canSubmitPasswordChange } from "@/features/my-account/components/change-password-dialog";
import { isBlockedByChildren } from "@/features/my-account/components/deactivate-account";
import { formatLocalDateTime } from "@/features/my-account/format";
import { ApiError } from "@/lib/api";

describe("change password submit (spec 1 §5)", () => {
  it("is blocked while the new password is empty or differs from its repeat", () => {
    expect(canSubmitPasswordChange({ oldPassword: "x", newPassword: "", repeatPassword: "" })).toBe(false);
    expect(canSubmitPasswordChange({ oldPassword: "x", newPassword: "Kaunas8642", repeatPassword: "Kaunas864" })).toBe(false);
    expect(canSubmitPasswordChange({ oldPassword: "x", newPassword: "Kaunas8642", repeatPassword: "Kaunas8642" })).toBe(true);
  });
});

describe("deactivation blocked by active child accounts (spec 1 §4)", () => {
  it("reads a 403 carrying deactivate.account.info as blocked, and nothing else", () => {
    expect(isBlockedByChildren(new ApiError({ status: 403, code: 403, description: "deactivate.account.info" }))).toBe(true);
    expect(isBlockedByChildren(new ApiError({ status: 403, code: 403, description: "access.denied" }))).toBe(false);
    expect(isBlockedByChildren(new ApiError({ status: 400, code: 400, description: "deactivate.account.info" }))).toBe(false);
    expect(isBlockedByChildren(new Error("deactivate.account.info"))).toBe(false);
  });
});

describe("last login display", () => {
  it("shows the server's local date-time to the minute", () => {
    expect(formatLocalDateTime("2026-11-20T09:15:42", "lt")).toBe("2026-11-20 09:15");
    expect(formatLocalDateTime("2026-11-20T09:15:42", "en")).toBe("20 Nov 2026, 09:15");
    expect(formatLocalDateTime(null)).toBeNull();
  });
});
