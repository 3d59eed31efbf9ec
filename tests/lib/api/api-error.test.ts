import { describe, expect, it } from "vitest";
import { ApiError, errorMessageParts, isClientError, splitKeys } from "@/lib/api";

describe("ApiError", () => {
  it("defaults to code 500 and something.went.wrong", () => {
    const error = new ApiError();
    expect(error.code).toBe(500);
    expect(error.description).toBe("something.went.wrong");
    expect(error.keys).toEqual(["something.went.wrong"]);
    expect(error.kind).toBe("http");
    expect(error.message).toBe("something.went.wrong");
    expect(error).toBeInstanceOf(Error);
  });

  it("marks lock refusals", () => {
    expect(new ApiError({ description: "note.locked" }).isLocked).toBe(true);
    expect(new ApiError({ description: "access.denied" }).isLocked).toBe(false);
  });

  it("knows client errors", () => {
    expect(isClientError(new ApiError({ status: 400 }))).toBe(true);
    expect(isClientError(new ApiError({ status: 503 }))).toBe(false);
    expect(isClientError(new ApiError({ kind: "network" }))).toBe(false);
  });
});

describe("splitKeys", () => {
  it("trims and drops empty parts", () => {
    expect(splitKeys(" required.field ,, invalid.format ")).toEqual(["required.field", "invalid.format"]);
  });
});

describe("errorMessageParts", () => {
  it("is the description alone without details", () => {
    expect(errorMessageParts(new ApiError({ description: "access.denied" }))).toEqual(["access.denied"]);
  });

  it("adds details.username and details.message", () => {
    const error = new ApiError({ description: "note.locked", details: { username: "demochild", message: "10 min" } });
    expect(errorMessageParts(error)).toEqual(["note.locked", "demochild", "10 min"]);
  });

  it("turns anything else into something.went.wrong", () => {
    expect(errorMessageParts(new Error("x"))).toEqual(["something.went.wrong"]);
  });
});
