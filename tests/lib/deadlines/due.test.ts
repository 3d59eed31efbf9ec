import { describe, expect, it } from "vitest";
import { badgeWindowDays, countDue, deadlineState, validAlarmDays } from "@/lib/deadlines/due";
import { addDays, daysBetween, officeDay } from "@/lib/deadlines/office-days";
import { inZone, ZONES } from "./zones";

describe.each(ZONES)("office days with the device in %s", (zone) => {
  inZone(zone);

  it("takes today from the office's clock: 22:30 UTC on 27 Nov is already 28 Nov in Vilnius", () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    expect(officeDay(new Date("2026-11-27T22:30:00Z"))).toBe("2026-11-28");
    expect(officeDay(new Date("2026-11-27T21:59:59Z"))).toBe("2026-11-27");
    // Summer time (EEST, UTC+3): midnight in Vilnius is 21:00 UTC.
    expect(officeDay(new Date("2027-03-28T21:00:00Z"))).toBe("2027-03-29");
  });

  it("adds calendar days across the daylight-saving change and the year's end", () => {
    expect(addDays("2027-03-27", 2)).toBe("2027-03-29");
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(daysBetween("2027-03-27", "2027-03-29")).toBe(2);
    expect(daysBetween("2026-11-28", "2026-11-20")).toBe(-8);
  });
});

describe("one definition of due", () => {
  const TODAY = "2026-11-28";
  const letters = [
    { dueDate: "2026-11-20T00:00:00" },
    { dueDate: "2026-11-27T23:59:59" },
    { dueDate: "2026-11-28T00:00:00" },
    { dueDate: "2026-11-30T00:00:00" },
    { dueDate: "2026-12-01T00:00:00" },
    { dueDate: null },
  ];

  it("counts overdue, today and within the window apart, and their sum as due", () => {
    expect(countDue(letters, TODAY, 2)).toEqual({ overdue: 2, today: 1, soon: 1, due: 4, until: "2026-11-30" });
    expect(countDue(letters, TODAY, 0)).toEqual({ overdue: 2, today: 1, soon: 0, due: 3, until: "2026-11-28" });
    expect(deadlineState("2026-12-01T00:00:00", TODAY, 2)).toBe("later");
  });

  it("accepts 0 to 4 distinct whole alarm days from 0 to 30; the badge looks as far ahead as the first alarm", () => {
    expect(validAlarmDays([14, 7, 1])).toBe(true);
    expect(validAlarmDays([])).toBe(true);
    expect(validAlarmDays([0, 30])).toBe(true);
    expect(validAlarmDays([1, 1])).toBe(false);
    expect(validAlarmDays([31])).toBe(false);
    expect(validAlarmDays([1.5])).toBe(false);
    expect(validAlarmDays([1, 2, 3, 4, 5])).toBe(false);
    expect(badgeWindowDays([1, 14, 7])).toBe(14);
    expect(badgeWindowDays([])).toBe(0);
  });
});
