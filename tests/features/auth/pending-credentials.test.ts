import { beforeEach, describe, expect, it } from "vitest";
import {
  clearPendingCredentials,
  readPendingCredentials,
  storePendingCredentials,
} from "@/features/auth/pending-credentials";

describe("pending credentials", () => {
  beforeEach(() => sessionStorage.clear());

  it("round-trips and clears", () => {
    storePendingCredentials({ username: "u", password: "p" });
    expect(readPendingCredentials()).toEqual({ username: "u", password: "p" });
    clearPendingCredentials();
    expect(readPendingCredentials()).toBeNull();
  });

  it("ignores corrupt entries", () => {
    sessionStorage.setItem("ipo.pendingCredentials", "{not json");
    expect(readPendingCredentials()).toBeNull();
    sessionStorage.setItem("ipo.pendingCredentials", JSON.stringify({ username: 1 }));
    expect(readPendingCredentials()).toBeNull();
  });
});
