import { describe, expect, it } from "vitest";
import { asksReasons, validateFeedback } from "@/features/shell/feedback-rules";

const none = Array<boolean>(7).fill(false);

describe("feedback rules", () => {
  it("requires a rating", () => {
    expect(validateFeedback(null, none)).toEqual({ rating: "required.field" });
  });

  it("asks reasons only for ratings 1 to 4", () => {
    expect([1, 2, 3, 4].every(asksReasons)).toBe(true);
    expect([5, 6, 7].some(asksReasons)).toBe(false);
    expect(asksReasons(null)).toBe(false);
  });

  it("needs at least one reason for a low rating", () => {
    expect(validateFeedback(3, none)).toEqual({ reasons: "required.field" });
    const one = none.map((_, i) => i === 6);
    expect(validateFeedback(3, one)).toEqual({});
  });

  it("accepts a high rating without reasons", () => {
    expect(validateFeedback(7, none)).toEqual({});
  });
});
