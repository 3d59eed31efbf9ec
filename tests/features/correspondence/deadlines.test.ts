import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { deadlinesCalendar } from "@/features/correspondence/calendar";
import { deadlineState, dueSoon, orderDeadlines } from "@/features/correspondence/deadlines";

const TODAY = "2026-11-25";
const letter = (id: number, dueDate: string | null) => ({ id, dueDate });

describe("deadline ordering", () => {
  it("puts overdue letters first, then the nearest due date, undated last, ties newest first", () => {
    const ordered = orderDeadlines(
      [
        letter(1, "2026-12-16T00:00:00"),
        letter(2, null),
        letter(3, "2026-11-22T00:00:00"),
        letter(4, "2026-11-25T00:00:00"),
        letter(5, "2026-11-04T00:00:00"),
        letter(6, "2026-11-26T00:00:00"),
        letter(7, "2026-11-26T00:00:00"),
      ],
      TODAY,
    );
    expect(ordered.map((m) => m.id)).toEqual([5, 3, 4, 7, 6, 1, 2]);
  });

  it("names the state of a deadline by day in the office's calendar", () => {
    expect(deadlineState("2026-11-24T23:59:59", TODAY, 2)).toBe("overdue");
    expect(deadlineState("2026-11-25T00:00:00", TODAY, 2)).toBe("today");
    expect(deadlineState("2026-11-27T10:00:00", TODAY, 2)).toBe("soon");
    expect(deadlineState("2026-11-28T00:00:00", TODAY, 2)).toBe("later");
  });

  it("keeps overdue, due today and due soon letters for the card, nearest first", () => {
    const due = dueSoon([letter(1, "2026-12-16T00:00:00"), letter(2, "2026-11-26T00:00:00"), letter(3, "2026-11-20T00:00:00"), letter(4, null)], TODAY, 2);
    expect(due.map((m) => m.id)).toEqual([3, 2]);
  });
});

describe("deadlines calendar", () => {
  const texts = {
    name: "Deadlines",
    summary: (subject: string) => `Reply due: ${subject}`,
    description: (m: { applicationNumber: string | null }, link: string) => `Application ${m.applicationNumber ?? "-"}; ${link}`,
  };
  const base = { subject: "Office action", applicationNumber: "TM-2026-0101", boCorrespondenceNumber: "R-2026-001" };

  it("writes one RFC 5545 event per dated letter, timed ones in the office's time zone, with a link back", () => {
    const text = deadlinesCalendar(
      [
        { ...base, id: 316, dueDate: "2026-11-25T00:00:00" },
        { ...base, id: 320, dueDate: "2026-12-16T14:30:00", subject: "Oppositions; reply, please" },
        { ...base, id: 9, dueDate: null },
      ],
      "https://user.example",
      texts,
      new Date("2026-11-25T10:00:00Z"),
    );
    const calendar = new ICAL.Component(ICAL.parse(text));
    calendar.getAllSubcomponents("vtimezone").forEach((zone) => ICAL.TimezoneService.register(zone));
    const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    expect(events).toHaveLength(2);
    const [allDay, timed] = events as [ICAL.Event, ICAL.Event];
    expect(allDay.summary).toBe("Reply due: Office action");
    expect(allDay.startDate.isDate).toBe(true);
    expect(allDay.startDate.toString()).toBe("2026-11-25");
    expect(allDay.description).toContain("TM-2026-0101");
    expect(allDay.component.getFirstPropertyValue("url")).toBe("https://user.example/correspondence/316");
    expect(timed.summary).toBe("Reply due: Oppositions; reply, please");
    expect(timed.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Europe/Vilnius");
    expect(timed.startDate.toString()).toBe("2026-12-16T14:30:00");
    // 14:30 in Vilnius in winter (EET, UTC+2) is 12:30 UTC.
    const utc = timed.startDate.convertToZone(ICAL.Timezone.utcTimezone);
    expect(utc.toString()).toBe("2026-12-16T12:30:00Z");
  });
});
