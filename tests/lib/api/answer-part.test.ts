/**
 * `answerPart`: the fields a caller reads keep the contract's checks (types, enums, patterns),
 * the answer's other fields pass unchecked.
 */
import { is } from "superstruct";
import { describe, expect, it } from "vitest";
import { answerPart } from "@/lib/api/answer-part";
import { SubRowSchema } from "@/lib/api/contract";

const DeliveredDraft = answerPart(SubRowSchema, ["id", "actionDate", "draftStatus"]);

describe("answerPart", () => {
  it("lets through an answer with the fields read, whatever else it holds", () => {
    expect(is({ id: 5, actionDate: "2026-03-14T10:00:00", draftStatus: "SENT" }, DeliveredDraft)).toBe(true);
    expect(is({ id: 5, actionDate: "2026-03-14T10:00:00", draftStatus: "DRAFT", body: 3, extra: true }, DeliveredDraft)).toBe(true);
  });

  it("refuses a field read against the contract: a missing field, an unknown enum value, a broken pattern", () => {
    expect(is({ id: 5, draftStatus: "SENT" }, DeliveredDraft)).toBe(false);
    expect(is({ id: 5, actionDate: "2026-03-14T10:00:00", draftStatus: "LOST" }, DeliveredDraft)).toBe(false);
    expect(is({ id: 5, actionDate: "14/03/2026", draftStatus: "SENT" }, DeliveredDraft)).toBe(false);
  });
});
