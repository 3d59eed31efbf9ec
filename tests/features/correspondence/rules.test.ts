import { describe, expect, it } from "vitest";
import type { SessionUser } from "@/lib/api";
import type { SubRow } from "@/features/correspondence/api/schemas";
import { addDays, displayDateTime, officeInstant, officeToday } from "@/features/correspondence/dates";
import {
  canReply,
  dueTone,
  formatFileSize,
  hasAllowedType,
  isCorrespondenceReadOnly,
  replyRefusal,
  replyStep,
} from "@/features/correspondence/rules";
import { sessionUser } from "../../lib/fixtures";
import { replyDraft } from "./fixtures";

const TODAY = "2026-03-14";

describe("due-date colour", () => {
  const message = (dueDate: string | null, requiresReply: boolean, hasReply: boolean) => ({ dueDate, requiresReply, hasReply });

  it("is red when the due day is before today", () => {
    expect(dueTone(message("2026-03-13T00:00:00", true, false), TODAY)).toBe("overdue");
    expect(dueTone(message("2026-03-13T23:59:59", false, false), TODAY)).toBe("overdue");
  });

  it("is amber while a reply is required and the day has not passed", () => {
    expect(dueTone(message("2026-03-14T00:00:00", true, false), TODAY)).toBe("pending");
    expect(dueTone(message("2026-04-01T00:00:00", true, false), TODAY)).toBe("pending");
  });

  it("is green once replied, even after the due day", () => {
    expect(dueTone(message("2026-03-01T00:00:00", true, true), TODAY)).toBe("replied");
  });

  it("is neutral without a due date or without a required reply", () => {
    expect(dueTone(message(null, true, false), TODAY)).toBe("neutral");
    expect(dueTone(message("2026-04-01T00:00:00", false, false), TODAY)).toBe("neutral");
  });
});

describe("attachment size", () => {
  it.each([
    [0, "0 bytes"],
    [45, "45 bytes"],
    [512, "512 bytes"],
    [1024, "1.0 kB"],
    [153_600, "150.0 kB"],
    [1_023_950, "1.0 MB"],
    [999 * 1024, "999.0 kB"],
    [1000 * 1024, "1.0 MB"],
    [5.25 * 1024 * 1024, "5.3 MB"],
    [10 * 1024 * 1024, "10.0 MB"],
  ])("%d bytes is %s", (bytes, text) => {
    expect(formatFileSize(bytes, "en")).toBe(text);
  });

  it("switches to MB at 1000 KB", () => {
    expect(formatFileSize(999.9 * 1024, "en")).toBe("999.9 kB");
    expect(formatFileSize(1000 * 1024, "en")).toBe("1.0 MB");
    expect(formatFileSize(1000 * 1024, "lt")).toBe("1,0 MB");
  });
});

describe("attachment types", () => {
  const types = ["PDF", "DOCX", "JPG", "ADOC"];
  it("accepts allowed extensions in any case", () => {
    expect(hasAllowedType("letter.pdf", types)).toBe(true);
    expect(hasAllowedType("SCAN.Jpg", types)).toBe(true);
    expect(hasAllowedType("signed.adoc", types)).toBe(true);
  });
  it("refuses others and names without an extension", () => {
    expect(hasAllowedType("tool.exe", types)).toBe(false);
    expect(hasAllowedType("pdf", types)).toBe(false);
    expect(hasAllowedType("archive.pdf.zip", types)).toBe(false);
    expect(hasAllowedType("dot.", types)).toBe(false);
  });
});

describe("reply rules", () => {
  const parent: SessionUser = sessionUser();
  const impersonated: SessionUser = { ...parent, impersonatedUser: true };
  const readOnlyChild: SessionUser = { ...parent, userType: "CHILD", authorities: ["ROLE_TRADEMARKS", "ROLE_CORRESPONDENCE_READ_ONLY"] };

  it("offers Reply on both directions in sessions that may write, with the reason when not (decision 44)", () => {
    expect(canReply(parent)).toBe(true);
    expect(replyRefusal(parent)).toBeNull();
    expect(canReply(impersonated)).toBe(false);
    expect(replyRefusal(impersonated)).toBe("read-only-session");
    expect(canReply(readOnlyChild)).toBe(false);
    expect(replyRefusal(readOnlyChild)).toBe("no-write-role");
    expect(replyRefusal({ ...readOnlyChild, impersonatedUser: true })).toBe("read-only-session");
    expect(isCorrespondenceReadOnly(readOnlyChild)).toBe(true);
  });

  const row = (id: number, draftStatus: SubRow["draftStatus"]): SubRow => replyDraft({ id, draftStatus, body: "" });

  it("opens an existing draft, asks when replies exist, else creates", () => {
    expect(replyStep([row(1, "SENT"), row(2, "DRAFT")])).toEqual({ kind: "open", draftId: 2 });
    expect(replyStep([row(1, "SENT"), row(3, "SENT")])).toEqual({ kind: "confirm" });
    expect(replyStep([])).toEqual({ kind: "create" });
  });
});

describe("office dates", () => {
  it("knows today in Vilnius", () => {
    expect(officeToday(new Date("2026-03-14T21:59:00Z"))).toBe("2026-03-14");
    expect(officeToday(new Date("2026-03-14T22:01:00Z"))).toBe("2026-03-15");
  });
  it("adds days across months", () => {
    expect(addDays("2026-02-27", 2)).toBe("2026-03-01");
  });
  it("shows dates and times", () => {
    expect(displayDateTime("2026-03-14T00:00:00", "lt")).toBe("2026-03-14");
    expect(displayDateTime("2026-03-14T09:05:59", "lt")).toBe("2026-03-14 09:05");
    expect(displayDateTime("2026-03-14T09:05:59", "en")).toBe("14 Mar 2026, 09:05");
    expect(displayDateTime(null)).toBe("");
  });
  it("turns office times into instants in winter and summer", () => {
    expect(officeInstant("2026-01-10T12:00:00")).toBe(Date.parse("2026-01-10T10:00:00Z"));
    expect(officeInstant("2026-07-10T12:00:00")).toBe(Date.parse("2026-07-10T09:00:00Z"));
  });
});
