/**
 * Both literal files translate every key the contract can send: the x-error-keys of
 * openapi.yaml, the keys DECISIONS adds, every label key in the globals and filter options,
 * app.status.* and app.type.*, and the specification's own keys; and they hold the same keys.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContractDocument } from "../contract/openapi-validator";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Json = Record<string, unknown>;
const contract = loadContractDocument();
const decisions = readFileSync(new URL("../../contract/DECISIONS.md", import.meta.url), "utf8");

function errorKeysOfContract(): string[] {
  const keys = new Set<string>();
  for (const item of Object.values(contract.paths as Record<string, Json>)) {
    for (const operation of Object.values(item) as Json[]) {
      for (const list of Object.values((operation["x-error-keys"] ?? {}) as Record<string, string[]>)) list.forEach((k) => keys.add(k));
    }
  }
  return [...keys];
}

function keysOfDecisionsErrors(): string[] {
  const section = decisions.split("### Errors")[1]?.split("\n### ")[0] ?? "";
  return [...section.matchAll(/`([a-z]+(?:\.[a-z]+)+)`/g)].map((m) => m[1] as string).concat(["unauthorized"]);
}

function enumValues(schema: string): string[] {
  return ((contract.components as Json).schemas as Record<string, { enum: string[] }>)[schema]?.enum ?? [];
}

/** Every `label`, authority `key`/`description` and account/person type label in a JSON tree. */
function labelKeys(node: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => labelKeys(n, into));
  else if (node && typeof node === "object") {
    const object = node as Json;
    if (typeof object.label === "string") into.add(object.label);
    if (typeof object.authorityRole === "string") {
      into.add(object.key as string);
      into.add(object.description as string);
    }
    Object.values(object).forEach((v) => labelKeys(v, into));
  }
  return into;
}

const SPEC_KEYS = [
  "no.correspondence", "no.applications", "no.drafts", "no.shopping.carts", "child.account.not.associated",
  "information.successfully.modified", "deactivate.account.info", "child.account.activate.success",
  "child.account.deactivate.success", "child.account.added", "required.field", "invalid.email.format", "invalid.format",
  "invalid.characters.error", "entering.same.value", "enable.ip.right.access", "child.account.access.not.specified",
  "pay.application.overdue.warning", "payment.amount.too.small", "payment.amount.too.big", "payment.date.error",
  "payment.invoice.failed", "payment.invoice.historical.applications.failure", "draft.invalide.file.types",
  "cannot.open.correspondence", "send.draft.failed", "delete.application.failed", "application.pdf.failed.fetching",
  "application.receipt.fetch.failed", "service.unavailable", "illegal.password", "reused.username",
  "registration.token.not.valid", "password.reset.link.not.valid", "not.recognized.as.patent.attorney",
];

describe("literal files", () => {
  it("translate every key the contract, the globals and the filters can send, in both languages", async () => {
    const client = server.client();
    const globals = (await client.api("GET", "/content/global")).body;
    await client.signInOk("demoparent");
    const filters = (await client.api("GET", "/content/filters")).body;
    const g = globals as { accountTypes: Record<string, string>; personTypes: Record<string, string> };
    const required = new Set<string>([
      ...errorKeysOfContract(),
      ...keysOfDecisionsErrors(),
      ...labelKeys(globals),
      ...labelKeys(filters),
      ...Object.values(g.accountTypes),
      ...Object.values(g.personTypes),
      ...enumValues("ApplicationStatus").map((s) => `app.status.${s}`),
      ...enumValues("ApplicationTypeCode").map((t) => `app.type.${t}`),
      ...SPEC_KEYS,
    ]);
    expect(required.size).toBeGreaterThan(150);
    for (const language of ["en", "lt"]) {
      const literals = (await client.api<Record<string, string>>("GET", `/content/literal/${language}`)).body;
      const missing = [...required].filter((key) => typeof literals[key] !== "string" || literals[key].trim() === "");
      expect(missing, `missing in ${language}.json`).toEqual([]);
    }
  });

  it("hold the same keys, non-empty texts, the same {placeholders}, and real Lithuanian", async () => {
    const client = server.client();
    const en = (await client.api<Record<string, string>>("GET", "/content/literal/en")).body;
    const lt = (await client.api<Record<string, string>>("GET", "/content/literal/lt")).body;
    expect(Object.keys(lt).sort()).toEqual(Object.keys(en).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en)) {
      expect(en[key]?.trim(), key).toBeTruthy();
      expect(lt[key]?.trim(), key).toBeTruthy();
      expect(placeholders(lt[key] ?? ""), key).toEqual(placeholders(en[key] ?? ""));
    }
    const lithuanian = Object.values(lt).join(" ");
    for (const letter of ["ą", "č", "ę", "ė", "į", "š", "ų", "ū", "ž"]) expect(lithuanian).toContain(letter);
  });
});
