import { describe, expect, it } from "vitest";
import type { CartRow } from "@/features/payments/api/schemas";
import {
  amountError,
  emailError,
  filterByType,
  isPaidLate,
  overdueRows,
  pageOf,
  paymentRedirect,
  selectionTotal,
  serverFieldErrors,
  textError,
  toggleKey,
  validateAdvanceForm,
  type AdvanceFormValues,
} from "@/features/payments/rules";
import { isBeforeOfficeToday, officeDay } from "@/lib/format";

function row(filingNumber: string, fees: number, lastSubmitDate = "2026-12-31T00:00:00", type = "TM"): CartRow {
  return {
    filingNumber,
    type,
    status: "WAITING_FOR_PAYMENT",
    denomination: null,
    userReference: null,
    applicationNumber: null,
    registrationNumber: null,
    applicant: null,
    lastSubmitDate,
    fees,
  };
}

const rows = [row("A", 10), row("B", 20), row("C", 12345, "2026-12-31T00:00:00", "DS")];
// 2026-11-22 12:00 in Vilnius (UTC+2 in winter).
const NOW = new Date("2026-11-22T10:00:00Z");

describe("running total of the selection", () => {
  it("adds on select and subtracts on deselect, in exact cents", () => {
    let selected: ReadonlySet<string> = new Set();
    expect(selectionTotal(rows, selected)).toBe(0);
    selected = toggleKey(selected, "A");
    expect(selectionTotal(rows, selected)).toBe(10);
    selected = toggleKey(selected, "B");
    expect(selectionTotal(rows, selected)).toBe(30); // 0.10 + 0.20 = 0.30 exactly
    selected = toggleKey(selected, "C");
    expect(selectionTotal(rows, selected)).toBe(12375);
    selected = toggleKey(selected, "A");
    expect(selectionTotal(rows, selected)).toBe(12365);
  });

  it("ignores selected keys that are not in the (filtered) list", () => {
    expect(selectionTotal(filterByType(rows, "DS"), new Set(["A", "C"]))).toBe(12345);
  });

  it("filters by type and pages ten rows", () => {
    expect(filterByType(rows, undefined)).toHaveLength(3);
    expect(filterByType(rows, "TM").map((r) => r.filingNumber)).toEqual(["A", "B"]);
    const many = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(many, 0)).toHaveLength(10);
    expect(pageOf(many, 2)).toEqual([20, 21, 22]);
  });
});

describe("overdue checks by day (office time zone Europe/Vilnius)", () => {
  it("is overdue only when the last day is before today", () => {
    expect(overdueRows([row("X", 1, "2026-11-21T00:00:00")], NOW)).toHaveLength(1);
    expect(overdueRows([row("X", 1, "2026-11-22T00:00:00")], NOW)).toHaveLength(0);
    expect(overdueRows([row("X", 1, "2026-11-23T00:00:00")], NOW)).toHaveLength(0);
  });

  it("takes today from the office's clock, not UTC or the browser's zone", () => {
    // 22:30 UTC on the 22nd is already 00:30 on the 23rd in Vilnius.
    const lateUtc = new Date("2026-11-22T22:30:00Z");
    expect(officeDay(lateUtc)).toBe("2026-11-23");
    expect(isBeforeOfficeToday("2026-11-22T23:59:59", lateUtc)).toBe(true);
    // 21:59 UTC on the 22nd is still 23:59 on the 22nd in Vilnius.
    const beforeMidnight = new Date("2026-11-22T21:59:00Z");
    expect(officeDay(beforeMidnight)).toBe("2026-11-22");
    expect(isBeforeOfficeToday("2026-11-22T00:00:00", beforeMidnight)).toBe(false);
    // Summer time (UTC+3).
    expect(officeDay(new Date("2026-07-01T21:30:00Z"))).toBe("2026-07-02");
  });

  it("compares the time of day away", () => {
    expect(isBeforeOfficeToday("2026-11-22T00:00:00", NOW)).toBe(false);
    expect(isBeforeOfficeToday("2026-11-21T23:59:59", NOW)).toBe(true);
    expect(isBeforeOfficeToday(null, NOW)).toBe(false);
  });

  it("blocks an advance payment dated after any selected last day", () => {
    const selection = [row("A", 1, "2026-11-20T00:00:00"), row("B", 1, "2026-11-25T00:00:00")];
    expect(isPaidLate("2026-11-20", selection)).toBe(false);
    expect(isPaidLate("2026-11-21", selection)).toBe(true);
    expect(isPaidLate("2026-11-21", [row("B", 1, "2026-11-25T00:00:00")])).toBe(false);
  });
});

describe("advance payment form rules", () => {
  const valid: AdvanceFormValues = {
    paymentReference: "INV 12",
    paymentDate: "2026-11-20",
    purpose: "Fees",
    payer: "UAB Pavyzdys",
    amount: "123.75",
    additionalEmail: "",
    files: [{ name: "proof.PDF" }],
  };
  const context = { totalCents: 12375, emailMaxLength: 50, now: NOW };

  it("accepts a complete form", () => {
    expect(validateAdvanceForm(valid, context)).toEqual({});
  });

  it("payment reference: optional, permitted characters, at most 200", () => {
    expect(validateAdvanceForm({ ...valid, paymentReference: "" }, context)).toEqual({});
    expect(validateAdvanceForm({ ...valid, paymentReference: "Mokėjimas ąčęėįšųūž" }, context)).toEqual({});
    expect(validateAdvanceForm({ ...valid, paymentReference: "bad\u0007" }, context).paymentReference).toBe("invalid.characters.error");
    expect(validateAdvanceForm({ ...valid, paymentReference: "😀" }, context).paymentReference).toBe("invalid.characters.error");
    expect(textError("x".repeat(201), false)).toBe("max.length.exceeded");
  });

  it("files: at least one, PDF JPG JPEG only (any case)", () => {
    expect(validateAdvanceForm({ ...valid, files: [] }, context).files).toBe("required.field");
    expect(validateAdvanceForm({ ...valid, files: [{ name: "a.jpg" }, { name: "b.JPEG" }] }, context)).toEqual({});
    expect(validateAdvanceForm({ ...valid, files: [{ name: "a.png" }] }, context).files).toBe("invalid.file.types");
    expect(validateAdvanceForm({ ...valid, files: [{ name: "a.pdf" }, { name: "b.docx" }] }, context).files).toBe("invalid.file.types");
  });

  it("payment date: required, not in the future (office day)", () => {
    expect(validateAdvanceForm({ ...valid, paymentDate: "" }, context).paymentDate).toBe("required.field");
    expect(validateAdvanceForm({ ...valid, paymentDate: "2026-11-22" }, context)).toEqual({});
    expect(validateAdvanceForm({ ...valid, paymentDate: "2026-11-23" }, context).paymentDate).toBe("payment.date.error");
    expect(validateAdvanceForm({ ...valid, paymentDate: "2026-11-23" }, { ...context, now: new Date("2026-11-22T22:30:00Z") })).toEqual({});
  });

  it("purpose and payer: required, permitted characters, at most 200", () => {
    const empty = validateAdvanceForm({ ...valid, purpose: " ", payer: "" }, context);
    expect(empty).toEqual({ purpose: "required.field", payer: "required.field" });
    expect(validateAdvanceForm({ ...valid, payer: "a\tb" }, context).payer).toBe("invalid.characters.error");
    expect(validateAdvanceForm({ ...valid, purpose: "p".repeat(201) }, context).purpose).toBe("max.length.exceeded");
  });

  it("amount: required, numeric euros, equal to the total", () => {
    expect(amountError("", 12375)).toBe("required.field");
    expect(amountError("12x", 12375)).toBe("invalid.format");
    expect(amountError("123.74", 12375)).toBe("payment.amount.too.small");
    expect(amountError("123.76", 12375)).toBe("payment.amount.too.big");
    expect(amountError("123,75", 12375)).toBeNull();
    expect(amountError("0.3", 30)).toBeNull();
  });

  it("additional e-mail: optional, valid format, limited length", () => {
    expect(emailError("", 50)).toBeNull();
    expect(emailError("a@b.lt", 50)).toBeNull();
    expect(emailError("not-an-email", 50)).toBe("invalid.email.format");
    expect(emailError("a@b", 50)).toBe("invalid.email.format");
    expect(emailError(`${"a".repeat(46)}@b.lt`, 50)).toBe("max.length.exceeded");
    expect(validateAdvanceForm({ ...valid, additionalEmail: "x@" }, context).additionalEmail).toBe("invalid.email.format");
  });

  it("maps the server's details.fields onto the form", () => {
    expect(serverFieldErrors({ amount: "payment.amount.too.small", paymentDate: "pay.application.overdue.warning", other: "x" })).toEqual({
      amount: "payment.amount.too.small",
      paymentDate: "pay.application.overdue.warning",
    });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});

describe("online pay: today is the office's", () => {
  it("uses the real clock by default", () => {
    expect(officeDay()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("payment redirect", () => {
  it("posts only when both the URL and the data are present", () => {
    expect(paymentRedirect({ redirectToPaymentPlatformUrl: "/sandbox/payment-provider", paymentData: "abc" })).toEqual({
      url: "/sandbox/payment-provider",
      data: "abc",
    });
    expect(paymentRedirect({ redirectToPaymentPlatformUrl: null, paymentData: "abc" })).toBeNull();
    expect(paymentRedirect({ redirectToPaymentPlatformUrl: "/x", paymentData: null })).toBeNull();
    expect(paymentRedirect({ redirectToPaymentPlatformUrl: " ", paymentData: "abc" })).toBeNull();
    expect(paymentRedirect({ redirectToPaymentPlatformUrl: "/x", paymentData: "" })).toBeNull();
  });
});
