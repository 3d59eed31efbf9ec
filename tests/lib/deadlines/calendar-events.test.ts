/**
 * The deadline calendar (feed and download, one builder) read back with a real parser (ical.js)
 * and checked against RFC 5545's rules for all-day events and VALARM, with the device in each
 * of three zones and across Europe/Vilnius's daylight-saving change (28 March 2027).
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { deadlinesCalendar, type CalendarOptions, type DeadlineLetter } from "@/lib/deadlines/calendar-events";
import { inZone, ZONES } from "./zones";

const ORIGIN = "https://user.example";
const texts: CalendarOptions["texts"] = {
  name: "Deadlines",
  summary: (letter) => `Reply due: ${letter.subject ?? letter.boCorrespondenceNumber ?? ""}`,
  description: (letter, link) => `${letter.subject ?? ""} ${letter.applicationNumber ?? "-"} ${link}`,
  alarm: (letter, days) => `${days}: ${letter.subject ?? letter.applicationNumber ?? ""}`,
};
const letter = (id: number, dueDate: string | null, subject = "Office action on Žalgiris"): DeadlineLetter => ({
  id,
  dueDate,
  subject,
  applicationNumber: `TM-2026-${id}`,
  boCorrespondenceNumber: `R-${id}`,
});

function parse(text: string): ICAL.Event[] {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
}

/** The local wall time an alarm rings: the (floating) start plus its relative trigger. */
function ringsAt(event: ICAL.Event, alarm: ICAL.Component): string {
  const trigger = alarm.getFirstProperty("trigger");
  expect(trigger?.getParameter("related") ?? "START").toBe("START");
  const at = event.startDate.clone();
  at.isDate = false;
  at.addDuration(trigger?.getFirstValue() as ICAL.Duration);
  return at.toString();
}

describe.each(ZONES)("deadline calendar with the device in %s", (zone) => {
  inZone(zone);
  const options = (more: Partial<CalendarOptions> = {}): CalendarOptions => ({
    origin: ORIGIN,
    texts,
    alarms: [14, 7, 1],
    detail: "SUBJECTS",
    now: new Date("2026-11-28T10:00:00Z"),
    ...more,
  });

  it("puts a letter due 19 Dec on 19 Dec as an all-day event (RFC 5545 3.6.1), with a stable UID and a link", () => {
    const text = deadlinesCalendar([letter(316, "2026-12-19T00:00:00"), letter(9, null)], options());
    expect(text).toContain("DTSTART;VALUE=DATE:20261219\r\n");
    expect(text).toContain("DTEND;VALUE=DATE:20261220\r\n");
    expect(text).not.toContain("TZID");
    const events = parse(text);
    expect(events).toHaveLength(1);
    const [event] = events as [ICAL.Event];
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe("2026-12-19");
    // DTEND of an all-day event is exclusive and later than DTSTART.
    expect(event.endDate.isDate).toBe(true);
    expect(event.endDate.toString()).toBe("2026-12-20");
    expect(event.uid).toBe("correspondence-316@user.example");
    expect(event.component.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-11-28T10:00:00Z");
    expect(event.component.getFirstPropertyValue("url")).toBe(`${ORIGIN}/correspondence/316`);
    expect(event.summary).toBe("Reply due: Office action on Žalgiris");
    // The same letter gives the same UID at another time (a moved due date moves the event).
    const later = parse(deadlinesCalendar([letter(316, "2026-12-22T00:00:00")], options({ now: new Date("2026-12-01T08:00:00Z") })));
    expect(later[0]?.uid).toBe(event.uid);
    expect(later[0]?.startDate.toString()).toBe("2026-12-22");
  });

  it("rings one DISPLAY alarm per chosen day at 09:00, across the spring-forward night (RFC 5545 3.6.6)", () => {
    // Vilnius moves to summer time on 28 Mar 2027 at 03:00; the alarms stay at 09:00 local.
    const [event] = parse(deadlinesCalendar([letter(1, "2027-03-29T00:00:00")], options({ alarms: [14, 1, 0] }))) as [ICAL.Event];
    const alarms = event.component.getAllSubcomponents("valarm");
    expect(alarms).toHaveLength(3);
    for (const alarm of alarms) {
      expect(alarm.getFirstPropertyValue("action")).toBe("DISPLAY");
      // DISPLAY needs DESCRIPTION and TRIGGER; REPEAT and DURATION come together or not at all.
      expect(alarm.getFirstPropertyValue("description")).toMatch(/^\d+: /);
      expect(alarm.hasProperty("repeat")).toBe(alarm.hasProperty("duration"));
    }
    expect(alarms.map((alarm) => ringsAt(event, alarm))).toEqual(["2027-03-15T09:00:00", "2027-03-28T09:00:00", "2027-03-29T09:00:00"]);
  });

  it("with NUMBERS_ONLY, says nothing of the subject anywhere in the file", () => {
    const text = deadlinesCalendar([letter(5, "2026-12-01T00:00:00", "Secret brand Žalgiris")], options({ detail: "NUMBERS_ONLY" }));
    expect(text).not.toMatch(/Secret|Žalgiris|algiris/);
    const [event] = parse(text) as [ICAL.Event];
    expect(event.summary).toBe("Reply due: R-5");
    expect(event.description).toContain("TM-2026-5");
  });
});
