/**
 * The offline outbox as the tests see it: the server's view of a thread (through the page's
 * session), fault injection (/sandbox/faults), the outbox database read in the page, and the
 * "Needs attention" list.
 */
import { expect } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { recordCount } from "../device-db";

export interface SubRowJson {
  id: number;
  draftStatus: "DRAFT" | "SENT";
  body: string;
  messageSearchAttachment: { name: string }[];
}

interface MessageJson {
  id: number;
  direction: "BO_INCOMING" | "BO_OUTGOING";
  subRows: SubRowJson[] | null;
}

async function csrf(page: Page): Promise<string> {
  const me = await page.request.get("/api/v1/auth/me");
  return me.headers()["x-csrf-token"] ?? "";
}

export async function messageDetail(page: Page, messageId: number): Promise<MessageJson> {
  const response = await page.request.post(`/api/v1/correspondences/message/detail/${messageId}`, {
    data: { requestPage: 0, size: 10, searchType: "ALLS" },
    headers: { "X-CSRF-TOKEN": await csrf(page) },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as MessageJson;
}

/** How many replies of the message the server has SENT with `text` in their body. */
export async function sentWith(page: Page, messageId: number, text: string): Promise<number> {
  const rows = (await messageDetail(page, messageId)).subRows ?? [];
  return rows.filter((row) => row.draftStatus === "SENT" && row.body.includes(text)).length;
}

/** Names of the files of the message's draft at the office. */
export async function draftFiles(page: Page, messageId: number): Promise<string[]> {
  const draft = ((await messageDetail(page, messageId)).subRows ?? []).find((row) => row.draftStatus === "DRAFT");
  return (draft?.messageSearchAttachment ?? []).map((file) => file.name);
}

/** The body of the message's draft at the office ("" without a draft). */
export async function draftBody(page: Page, messageId: number): Promise<string> {
  const draft = ((await messageDetail(page, messageId)).subRows ?? []).find((row) => row.draftStatus === "DRAFT");
  return draft?.body ?? "";
}

/** Office messages one can reply to (outgoing, no draft yet), newest first. */
export async function replyableMessages(page: Page, count: number, skip: number[] = []): Promise<number[]> {
  const found: number[] = [];
  for (let id = 314; id > 200 && found.length < count; id -= 1) {
    if (skip.includes(id)) continue;
    const message = await messageDetail(page, id);
    if (message.direction === "BO_OUTGOING" && !(message.subRows ?? []).some((row) => row.draftStatus === "DRAFT")) found.push(id);
  }
  expect(found).toHaveLength(count);
  return found;
}

export async function createDraft(page: Page, messageId: number): Promise<number> {
  const response = await page.request.post(`/api/v1/correspondences/draft?messageId=${messageId}`, { headers: { "X-CSRF-TOKEN": await csrf(page) } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

/** Sends a draft through the API (another device of the office's user). */
export async function sendDraft(page: Page, messageId: number, draftId: number, html: string): Promise<void> {
  const response = await page.request.post("/api/v1/correspondences/draft/send", {
    multipart: { draftResource: { name: "draft.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify({ id: draftId, messageId, body: html })) } },
    headers: { "X-CSRF-TOKEN": await csrf(page) },
  });
  expect(response.ok()).toBe(true);
}

/** Ends the session from outside the page (as an expiry would). */
export async function endSession(page: Page): Promise<void> {
  const challenge = (await (await page.request.get("/api/v1/auth/logout/challenge")).json()) as { challenge: string };
  const response = await page.request.post("/api/v1/auth/logout", { data: challenge, headers: { "X-CSRF-TOKEN": await csrf(page) } });
  expect(response.ok()).toBe(true);
}

export interface FaultInput {
  mode: "abort" | "abort-after" | "hang" | "500" | "401" | "delay" | "checksum";
  count?: number;
  method?: string;
  path?: string;
  /** How long `hang` and `delay` hold the call. */
  ms?: number;
}

export async function injectFault(page: Page, fault: FaultInput): Promise<void> {
  expect((await page.request.post("/sandbox/faults", { data: fault })).status()).toBe(201);
}

export async function faultHits(page: Page): Promise<number[]> {
  return ((await (await page.request.get("/sandbox/faults")).json()) as { faults: { hits: number }[] }).faults.map((f) => f.hits);
}

/** Per fault, how many of the calls it caught are over (a delayed call has then acted). */
export async function faultsSettled(page: Page): Promise<number[]> {
  return ((await (await page.request.get("/sandbox/faults")).json()) as { faults: { settled: number }[] }).faults.map((f) => f.settled);
}

export async function clearFaults(page: Page): Promise<void> {
  await page.request.delete("/sandbox/faults");
}

/** Entries of the `ipo-outbox` database (every account), read in the page. */
export function outboxCount(page: Page): Promise<number> {
  return recordCount(page, "ipo-outbox", ["entries"]);
}

export class NeedsAttentionList {
  readonly region: Locator;
  readonly items: Locator;
  readonly paused: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole("region", { name: "Needs attention" });
    this.items = page.getByTestId("attention-item");
    this.paused = page.getByTestId("outbox-paused");
  }
}
