import { describe, expect, it } from "vitest";
import { toShownError } from "@/components/error-dialog/error-state";

describe("toShownError", () => {
  it("splits comma-separated keys into bullets", () => {
    expect(toShownError("required.field, invalid.email.format").keys).toEqual([
      "required.field",
      "invalid.email.format",
    ]);
  });

  it("adds lock holder and detail for a 403 only", () => {
    const locked = toShownError({
      status: 403,
      description: "account.details.locked",
      details: { username: "demochild", message: "until 12:00" },
    });
    expect(locked).toMatchObject({ keys: ["account.details.locked"], username: "demochild", detail: "until 12:00" });
    const notFound = toShownError({ status: 404, description: "something.not.found", details: { username: "x" } });
    expect(notFound.username).toBeUndefined();
  });

  it("falls back to something.went.wrong", () => {
    expect(toShownError({}).keys).toEqual(["something.went.wrong"]);
  });
});
