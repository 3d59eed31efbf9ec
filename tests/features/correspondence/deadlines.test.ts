import { describe, expect, it } from "vitest";
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
