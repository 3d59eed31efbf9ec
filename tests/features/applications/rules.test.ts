import { describe, expect, it } from "vitest";
import { notePath } from "@/features/applications/api/use-application-mutations";
import { canChange, canDuplicate, canViewCorrespondence, eserviceTypesFor, isNoteTooLong, noteCharactersLeft, offersEservices } from "@/features/applications/rules";
import { demoChild, demoNoRole, demoParent, globals, sessionUser } from "../../lib/fixtures";

const impersonated = sessionUser({ impersonatedUser: true });

describe("note length rule", () => {
  it("allows up to note.max-length characters", () => {
    expect(isNoteTooLong("x".repeat(100), 100)).toBe(false);
    expect(isNoteTooLong("x".repeat(101), 100)).toBe(true);
    expect(isNoteTooLong("", 100)).toBe(false);
    expect(noteCharactersLeft("abc", 100)).toBe(97);
    expect(noteCharactersLeft("x".repeat(105), 100)).toBe(-5);
  });
});

describe("note path", () => {
  it("names the item's kind and IP right", () => {
    expect(notePath({ number: "EF-1", ipRightType: "trademark", eserviceName: null })).toBe("/applications/trademark/trademark/note");
    expect(notePath({ number: "EF-2", ipRightType: "design", eserviceName: "TM Renewal" })).toBe("/applications/eservice/design/note");
  });
});

describe("who may do what", () => {
  it("read-only sessions may not change notes, duplicate or select", () => {
    expect(canChange(demoParent)).toBe(true);
    expect(canChange(impersonated)).toBe(false);
    expect(canDuplicate(impersonated, { eserviceName: null })).toBe(false);
    expect(canDuplicate(demoParent, { eserviceName: "TM Renewal" })).toBe(false);
    expect(canDuplicate(demoParent, { eserviceName: null })).toBe(true);
  });

  it("view correspondence needs a correspondence role and is not on the eservice tab", () => {
    expect(canViewCorrespondence(demoParent, "all")).toBe(true);
    expect(canViewCorrespondence(demoChild, "trademark")).toBe(true);
    expect(canViewCorrespondence(demoParent, "eservice")).toBe(false);
    expect(canViewCorrespondence(demoNoRole, "all")).toBe(false);
  });

  it("e-services start from the all, trademark and design tabs with the IP right's types", () => {
    expect(offersEservices("eservice")).toBe(false);
    expect(offersEservices("design")).toBe(true);
    expect(eserviceTypesFor(globals, "trademark")).toBe(globals.eservice.tmFilteringTypes);
    expect(eserviceTypesFor(globals, "design")).toBe(globals.eservice.dsFilteringTypes);
    expect(eserviceTypesFor(undefined, "design")).toEqual([]);
  });
});
