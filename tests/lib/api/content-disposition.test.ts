import { describe, expect, it } from "vitest";
import { fileNameFromContentDisposition } from "@/lib/api";

describe("fileNameFromContentDisposition", () => {
  it.each([
    ['attachment; filename="applications.xlsx"', "applications.xlsx"],
    ["attachment; filename=drafts.pdf", "drafts.pdf"],
    ["attachment; filename*=UTF-8''pra%C5%A1ymas%20nr%201.pdf", "prašymas nr 1.pdf"],
    ["attachment; filename=\"fallback.pdf\"; filename*=UTF-8''%C4%AF%C5%A1ra%C5%A1as.pdf", "įšrašas.pdf"],
    ["attachment; filename*=utf-8'lt'a%2Bb.pdf; filename=\"x.pdf\"", "a+b.pdf"],
    ["attachment; filename*=ISO-8859-1''caf%E9.txt", "café.txt"],
    ['attachment; filename="semi;colon \\"quoted\\".pdf"', 'semi;colon "quoted".pdf'],
    ['attachment; filename="../../etc/passwd"', "passwd"],
    ["attachment; filename*=UTF-8''bad%E0%A4%A; filename=\"ok.pdf\"", "ok.pdf"],
  ])("%s -> %s", (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });

  it.each([null, undefined, "", "inline", 'attachment; filename=""'])("%s -> null", (header) => {
    expect(fileNameFromContentDisposition(header)).toBeNull();
  });
});
