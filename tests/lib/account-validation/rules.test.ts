import { describe, expect, it } from "vitest";
import {
  countryProblem,
  emailProblem,
  hasRepeatOrSequence,
  isBlank,
  MAX_LENGTHS,
  maxLengthProblem,
  naturalPersonCodeProblem,
  optionalPhoneProblem,
  passwordProblem,
  phoneProblem,
  repeatProblem,
  requiredEmailProblem,
  requiredProblem,
  textFieldProblem,
  textProblem,
  userNameProblem,
} from "@/lib/account-validation";

describe("required fields", () => {
  it("answers required.field for empty, blank and missing values", () => {
    expect(requiredProblem("")).toBe("required.field");
    expect(requiredProblem("   ")).toBe("required.field");
    expect(requiredProblem(undefined)).toBe("required.field");
    expect(requiredProblem(null)).toBe("required.field");
    expect(requiredProblem("x")).toBeNull();
    expect(isBlank(" \t")).toBe(true);
  });
});

describe("e-mail", () => {
  it("accepts an address and refuses malformed ones with invalid.email.format", () => {
    expect(emailProblem("jonas@example.lt")).toBeNull();
    expect(emailProblem(" jonas@example.lt ")).toBeNull();
    for (const bad of ["jonas", "jonas@", "@example.lt", "jonas@example", "jo nas@example.lt", "a@b@c.lt"]) {
      expect(emailProblem(bad), bad).toBe("invalid.email.format");
    }
  });

  it("refuses an address over 50 characters with the format key", () => {
    const fifty = `${"a".repeat(38)}@example.com`;
    expect(fifty).toHaveLength(50);
    expect(emailProblem(fifty)).toBeNull();
    expect(emailProblem(`a${fifty}`)).toBe("invalid.email.format");
  });

  it("asks for a value first when required", () => {
    expect(requiredEmailProblem("")).toBe("required.field");
    expect(requiredEmailProblem("nope")).toBe("invalid.email.format");
    expect(requiredEmailProblem("ok@example.lt")).toBeNull();
  });
});

describe("user name (decision 19)", () => {
  it("accepts 6 to 50 lower-case letters and digits", () => {
    expect(userNameProblem("jonas1")).toBeNull();
    expect(userNameProblem("a".repeat(50))).toBeNull();
  });

  it("refuses short, long, upper-case and special-character names with invalid.format", () => {
    for (const bad of ["jonas", "a".repeat(51), "Jonas12", "jonas_12", "jonas 12", "jonasš1"]) {
      expect(userNameProblem(bad), bad).toBe("invalid.format");
    }
  });

  it("accepts an e-mail address, since user names are copied from e-mails", () => {
    expect(userNameProblem("jonas@example.lt")).toBeNull();
  });
});

describe("password rule", () => {
  it("accepts 8 to 30 letters and digits with upper, lower case and a digit", () => {
    expect(passwordProblem("Vilnius2468")).toBeNull();
    expect(passwordProblem("Ab1Cd2Ef")).toBeNull();
    expect(passwordProblem(`Ab1${"kPm7".repeat(6)}Qw1`)).toBeNull();
  });

  it("refuses every broken part with illegal.password", () => {
    const cases: Record<string, string> = {
      "too short": "Ab1Cd2E",
      "too long": `Ab1${"kPm7".repeat(7)}`,
      "no upper case": "vilnius2468",
      "no lower case": "VILNIUS2468",
      "no digit": "VilniusKaunas",
      "special character": "Vilnius2468!",
      space: "Vilnius 2468",
      "Lithuanian letter": "Vilnius2468ą",
      "three repeated": "Viiilnus2468",
      "three repeated digits": "Vilnius2777",
      "ascending letters": "Vabcnius2468",
      "ascending digits": "Vilnius1235",
      "descending letters": "Vilcbaus2468",
      "descending digits": "Vilnius9874",
      "sequence across case": "VilAbCus2468",
    };
    for (const [why, value] of Object.entries(cases)) expect(passwordProblem(value), why).toBe("illegal.password");
  });

  it("finds repeats and sequences of three only", () => {
    expect(hasRepeatOrSequence("aab")).toBe(false);
    expect(hasRepeatOrSequence("ab1")).toBe(false);
    expect(hasRepeatOrSequence("a1b2c3")).toBe(false);
    expect(hasRepeatOrSequence("xyz")).toBe(true);
    expect(hasRepeatOrSequence("210")).toBe(true);
    expect(hasRepeatOrSequence("AAA")).toBe(true);
  });

  it("asks for the same value in the repeat field", () => {
    expect(repeatProblem("Vilnius2468", "Vilnius2468")).toBeNull();
    expect(repeatProblem("Vilnius2468", "Vilnius2469")).toBe("entering.same.value");
    expect(repeatProblem("Vilnius2468", "")).toBe("entering.same.value");
  });
});

describe("phone pattern", () => {
  it("accepts 9 digits starting with 0, or +370 and 8 digits", () => {
    expect(phoneProblem("061234567")).toBeNull();
    expect(phoneProblem("+37061234567")).toBeNull();
  });

  it("refuses anything else with invalid.format", () => {
    for (const bad of ["61234567", "0612345678", "06123456", "161234567", "+3706123456", "+371612345678", "+370 61234567", "06123456a"]) {
      expect(phoneProblem(bad), bad).toBe("invalid.format");
    }
  });

  it("leaves an optional phone alone when empty and checks its length first", () => {
    expect(optionalPhoneProblem("telephone", "")).toBeNull();
    expect(optionalPhoneProblem("corrTelephone", "12")).toBe("invalid.format");
    expect(optionalPhoneProblem("telephone", "0".repeat(51))).toBe("max.length.exceeded");
  });
});

describe("text pattern", () => {
  it("accepts printable ASCII, space and every Lithuanian letter", () => {
    expect(textProblem("Gedimino pr. 1-2, Vilnius (LT) #5 ~@!")).toBeNull();
    expect(textProblem("ąčęėįšųūž ĄČĘĖĮŠŲŪŽ")).toBeNull();
  });

  it("refuses other characters with invalid.characters.error", () => {
    for (const bad of ["Zürich", "Łódź", "Straße", "tab\there", "line\nbreak", "emoji 🙂", "ā"]) {
      expect(textProblem(bad), bad).toBe("invalid.characters.error");
    }
  });

  it("checks required, then length, then characters", () => {
    expect(textFieldProblem("city", "", true)).toBe("required.field");
    expect(textFieldProblem("city", "", false)).toBeNull();
    expect(textFieldProblem("postalCode", "12345678901", true)).toBe("max.length.exceeded");
    expect(textFieldProblem("city", "Zürich", true)).toBe("invalid.characters.error");
    expect(textFieldProblem("city", "Šiauliai", true)).toBeNull();
  });
});

describe("maximum lengths", () => {
  it("follows spec 1 §5 and decision 6", () => {
    expect(MAX_LENGTHS).toMatchObject({
      userName: 50,
      email: 50,
      password: 30,
      repeatPassword: 30,
      firstName: 256,
      surName: 256,
      lastName: 256,
      organizationName: 256,
      legalPosition: 256,
      streetName: 256,
      city: 256,
      legalEntityCode: 30,
      naturalPersonCode: 11,
      postalCode: 10,
      telephone: 50,
      contactEmail: 50,
      corrTelephone: 50,
      corrEmail: 50,
    });
  });

  it("answers max.length.exceeded one character over", () => {
    expect(maxLengthProblem("firstName", "a".repeat(256))).toBeNull();
    expect(maxLengthProblem("firstName", "a".repeat(257))).toBe("max.length.exceeded");
    expect(maxLengthProblem("legalEntityCode", "1".repeat(31))).toBe("max.length.exceeded");
  });
});

describe("codes and country", () => {
  it("takes a natural person code of at most 11 digits", () => {
    expect(naturalPersonCodeProblem("38001010000", true)).toBeNull();
    expect(naturalPersonCodeProblem("", true)).toBe("required.field");
    expect(naturalPersonCodeProblem("", false)).toBeNull();
    expect(naturalPersonCodeProblem("380010100001", true)).toBe("max.length.exceeded");
    expect(naturalPersonCodeProblem("38A", true)).toBe("invalid.format");
  });

  it("takes a two-letter country code", () => {
    expect(countryProblem("LT")).toBeNull();
    expect(countryProblem("")).toBe("required.field");
    expect(countryProblem("Lithuania")).toBe("invalid.format");
    expect(countryProblem("lt")).toBe("invalid.format");
  });
});
