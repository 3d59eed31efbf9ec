/** Shared helpers of the applications server tests: list bodies, item shapes and signed-in clients. */
import type { TestClient } from "./test-client";
import type { TestServer } from "./test-server";

/** demoparent's id: the main account whose data demochild and demonorole see too. */
export const MAIN_USER_ID = 1;

export interface Page<T> {
  content: T[];
  totalResults: number;
  pageSize: number;
  pageNumber: number;
  numberOfElements: number;
}

export interface Item {
  id: number;
  number: string;
  associatedRight: string | null;
  ipRightType: "trademark" | "design";
  applicationDate: string | null;
  status: string;
  registrationDate: string | null;
  applicant: string | null;
  denomination: string | null;
  type: string | null;
  kind: string | null;
  niceClass: number[] | null;
  designNumber: string | null;
  locarnos: { mainClass: string; subClass: string }[] | null;
  graphicalRepresentation: string | null;
  note: string | null;
  eserviceName: string | null;
}

export interface Draft {
  id: number;
  ipRightType: "trademark" | "design";
  denomination: string | null;
  eserviceName: string | null;
  lastModifiedDate: string;
  lastModifiedBy: string;
  number: string | null;
  locked: boolean;
}

export interface ErrorBody {
  code: number;
  description: string;
  details?: { username?: string; message?: string };
  extraInfo?: { invalidApplicationIds: number[]; invalidApplicationNumbers: string[]; multiplicityError: boolean };
}

export function listBody(extra: Record<string, unknown> = {}, size = 10): Record<string, unknown> {
  return { paginationData: { page: 0, size }, sortingData: { sortColumn: "applicationDate", sortType: "DESC" }, userId: MAIN_USER_ID, ...extra };
}

export function draftBody(extra: Record<string, unknown> = {}, size = 10): Record<string, unknown> {
  return listBody({ sortingData: { sortColumn: "lastModifiedDate", sortType: "DESC" }, isDraft: true, ...extra }, size);
}

export async function clientOf(server: TestServer, username: string): Promise<TestClient> {
  const client = server.client();
  await client.signInOk(username);
  return client;
}

/** A read-only (impersonated) session of `username`. */
export async function impersonated(server: TestServer, username: string): Promise<TestClient> {
  const client = server.client();
  await client.request("GET", `/sandbox/impersonate?username=${username}`);
  await client.api("GET", "/auth/me");
  return client;
}

export async function listTab<T = Item>(client: TestClient, tab: string, extra: Record<string, unknown> = {}, size = 10) {
  return client.api<Page<T>>("POST", `/applications/${tab}`, { json: listBody(extra, size) });
}

/** Every row of a tab (size 100, as many pages as needed). */
export async function allRows(client: TestClient, tab: string, extra: Record<string, unknown> = {}): Promise<Item[]> {
  const rows: Item[] = [];
  for (let page = 0; ; page++) {
    const res = await client.api<Page<Item>>("POST", `/applications/${tab}`, {
      json: { ...listBody(extra, 100), paginationData: { page, size: 100 } },
    });
    if (res.status !== 200) throw new Error(`list ${tab}: ${res.status} ${res.text}`);
    rows.push(...res.body.content);
    if (rows.length >= res.body.totalResults || res.body.content.length === 0) return rows;
  }
}

/** The file name of `filename="…"` in a Content-Disposition header. */
export function dispositionFileName(headers: Headers): string | null {
  return /filename="([^"]*)"/.exec(headers.get("content-disposition") ?? "")?.[1] ?? null;
}
