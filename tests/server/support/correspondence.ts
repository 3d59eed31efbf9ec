/** Helpers of the correspondence server tests: signed-in clients, list calls and multipart bodies. */
import type { CorrespondenceListItem, CorrespondenceMessage, SubRow } from "../../../server/correspondence/types";
import type { TestClient, TestResponse } from "./test-client";
import type { TestServer } from "./test-server";

export { FEATURED } from "../../../server/correspondence/seed-featured";
export type { Attachment, CorrespondenceListItem, CorrespondenceMessage, SubRow } from "../../../server/correspondence/types";

export interface ListResponse {
  content: CorrespondenceListItem[];
  totalResults: number;
  pageSize: number;
  pageNumber: number;
  numberOfElements: number;
}

export interface ErrorBody {
  code: number;
  description: string;
  details?: { fields?: Record<string, string> };
}

export async function signedIn(server: TestServer, username: string): Promise<TestClient> {
  const client = server.client();
  await client.signInOk(username);
  return client;
}

/** A read-only session opened by the sandbox's back-office impersonation. */
export async function impersonating(server: TestServer, username: string): Promise<TestClient> {
  const client = server.client();
  await client.request("GET", `/sandbox/impersonate?username=${username}`);
  await client.api("GET", "/auth/me");
  return client;
}

export function search(client: TestClient, body: Record<string, unknown> = {}): Promise<TestResponse<ListResponse>> {
  return client.api<ListResponse>("POST", "/correspondences/message/search", { json: { requestPage: 0, size: 10, ...body } });
}

/** Every id of the filtered list, in list order (pages of 100). */
export async function allIds(client: TestClient, body: Record<string, unknown> = {}): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 0; ; page++) {
    const res = await search(client, { ...body, requestPage: page, size: 100 });
    if (res.status !== 200) throw new Error(`search failed: ${res.status} ${res.text}`);
    ids.push(...res.body.content.map((item) => item.message.id));
    if (res.body.content.length < 100) return ids;
  }
}

export function detail(client: TestClient, id: number | string, list: Record<string, unknown> = {}): Promise<TestResponse<CorrespondenceMessage>> {
  return client.api<CorrespondenceMessage>("POST", `/correspondences/message/detail/${id}`, {
    json: { requestPage: 0, size: 10, searchType: "ALLS", ...list },
  });
}

export interface UploadFile {
  name: string;
  content: string | Uint8Array;
}

function blobOf(content: string | Uint8Array): Blob {
  return new Blob([typeof content === "string" ? content : new Uint8Array(content)]);
}

export function filesForm(files: UploadFile[]): FormData {
  const form = new FormData();
  for (const file of files) form.append("files", blobOf(file.content), file.name);
  return form;
}

export function sendForm(resource: Record<string, unknown>, files: UploadFile[] = []): FormData {
  const form = filesForm(files);
  form.append("draftResource", new Blob([JSON.stringify(resource)], { type: "application/json" }));
  return form;
}

export function createDraft(client: TestClient, messageId: number, key?: string): Promise<TestResponse<SubRow>> {
  return client.api<SubRow>("POST", `/correspondences/draft?messageId=${messageId}`, {
    headers: key ? { "Idempotency-Key": key } : {},
  });
}

export function sendDraft(
  client: TestClient,
  resource: Record<string, unknown>,
  files: UploadFile[] = [],
  key?: string,
): Promise<TestResponse<SubRow | ErrorBody>> {
  return client.api("POST", "/correspondences/draft/send", {
    multipart: sendForm(resource, files),
    headers: key ? { "Idempotency-Key": key } : {},
  });
}

export const PDF_BYTES = "%PDF-1.4\n% test\n";

/** Ids of another main account's message, its reply and their attachments (never visible to demoparent). */
export const FOREIGN = { userId: 900, messageId: 9001, subRowId: 9001, messageAttachmentId: 9001, subRowAttachmentId: 9002 };

/** Inserts another main account with one message (a reply and a file each), straight into the database. */
export async function insertForeignMessage(server: TestServer): Promise<void> {
  const { db } = server;
  await db.batch([
    {
      sql: `INSERT INTO users (id, username, email, user_type, language, active, verified, created_at)
            VALUES (?, 'otherparent', 'other@example.lt', 'PARENT', 'en', 1, 1, 0)`,
      args: [FOREIGN.userId],
    },
    {
      sql: `INSERT INTO correspondence_messages (id, account_id, direction, bo_correspondence_number, dossier_type, subject,
              sender, recipient, body, message_status, important, requires_reply, received_date, search_text)
            VALUES (?, ?, 'BO_OUTGOING', 'R-2026-999999', 'TRADEMARK', 'Foreign subject', 'Office', 'Other',
              '<p>Other</p>', 'NEW', 0, 0, '2026-03-14T09:00:00', 'foreign subject')`,
      args: [FOREIGN.messageId, FOREIGN.userId],
    },
    {
      sql: `INSERT INTO correspondence_sub_rows (id, message_id, draft_status, action_date, author, body)
            VALUES (?, ?, 'DRAFT', '2026-03-14T09:00:00', 'Other', '<p>x</p>')`,
      args: [FOREIGN.subRowId, FOREIGN.messageId],
    },
    {
      sql: `INSERT INTO correspondence_attachments (id, message_id, sub_row_id, name, size, content) VALUES
              (?, ?, NULL, 'a.pdf', 4, X'25504446'), (?, NULL, ?, 'b.pdf', 4, X'25504446')`,
      args: [FOREIGN.messageAttachmentId, FOREIGN.messageId, FOREIGN.subRowAttachmentId, FOREIGN.subRowId],
    },
  ]);
}
