import { describe, expect, it } from "vitest";
import { validateSignIn } from "@/features/auth/sign-in-rules";

describe("sign-in rules", () => {
  it("requires both fields", () => {
    expect(validateSignIn({ username: " ", password: "" })).toEqual({
      username: "required.field",
      password: "required.field",
    });
  });

  it("passes with both present", () => {
    expect(validateSignIn({ username: "demoparent", password: "x" })).toEqual({});
  });
});
