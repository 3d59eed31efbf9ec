/**
 * Seeder of the demo correspondence (SEEDERS in db/seed.ts): demoparent's inbox from planInbox
 * plus the featured messages, as multi-row INSERTs (fast: one transaction, a few dozen statements).
 * Replies are sent between receipt and now; drafts were saved in the last days.
 */
import type { SqlValue, Statement } from "../db/client";
import type { Seeder } from "../db/seed";
import { formatLocalDateTime } from "../lib/local-date-time";
import { fileFacts, type FileFacts } from "./attachment-facts";
import { seedChangesLogStatements } from "./changes-log";
import { DRAFT_BODIES, REPLY_BODIES, USER } from "./seed-content";
import { applyFeatures } from "./seed-featured";
import { seedFiles, type SeedFile } from "./seed-files";
import { mulberry32, pick, planInbox } from "./seed-plan";
import { searchTextOf } from "./search-index";
import { replyNumber } from "./sub-rows-repo";

/** demoparent, the main account that owns the demo inbox. */
export const SEED_ACCOUNT_ID = 1;
const HOUR = 60 * 60 * 1000;
const ROWS_PER_INSERT = 40;

function inserts(table: string, columns: string[], rows: SqlValue[][]): Statement[] {
  const statements: Statement[] = [];
  const one = `(${columns.map(() => "?").join(", ")})`;
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const chunk = rows.slice(i, i + ROWS_PER_INSERT);
    statements.push({
      sql: `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${chunk.map(() => one).join(", ")}`,
      args: chunk.flat(),
    });
  }
  return statements;
}

export const seedCorrespondence: Seeder = async (now) => {
  const files = seedFiles();
  const plan = planInbox(now);
  applyFeatures(plan, now);
  const random = mulberry32(4242);
  const messages: SqlValue[][] = [];
  const subRows: SqlValue[][] = [];
  const attachments: SqlValue[][] = [];
  let subRowId = 0;
  let attachmentId = 0;
  const facts = new Map(await Promise.all([...files.office, ...files.user].map(async (f) => [f, await fileFacts(f.bytes)] as const)));
  const attach = (messageId: number | null, ownerSubRow: number | null, file: SeedFile) => {
    const { sha256, pageCount } = facts.get(file) as FileFacts;
    attachments.push([++attachmentId, messageId, ownerSubRow, file.name, file.bytes.byteLength, file.bytes, sha256, pageCount]);
  };

  for (const m of plan) {
    messages.push([
      m.id, SEED_ACCOUNT_ID, m.direction, m.boCorrespondenceNumber, m.dossierType, m.applicationNumber, null,
      m.registrationNumber, m.subject, m.sender, m.recipient, m.body, m.status, m.important ? 1 : 0,
      m.requiresReply ? 1 : 0, formatLocalDateTime(m.receivedAt), m.dueDate, searchTextOf(m),
    ]);
    const officeFiles = m.direction === "BO_INCOMING" ? files.office : files.user;
    for (let f = 0; f < m.files; f++) attach(m.id, null, officeFiles[(m.id + f * 3) % officeFiles.length] as SeedFile);

    const latest = Math.min(now - HOUR, m.receivedAt + 12 * 24 * HOUR);
    const times = m.replies.map(() => m.receivedAt + 2 * HOUR + Math.floor(random() * Math.max(0, latest - m.receivedAt - 2 * HOUR)));
    times.sort((a, b) => a - b);
    m.replies.forEach((withFile, i) => {
      const actionDate = formatLocalDateTime(times[i] as number);
      subRows.push([++subRowId, m.id, "SENT", actionDate, USER, pick(random, REPLY_BODIES), replyNumber(subRowId, actionDate)]);
      if (withFile) attach(null, subRowId, files.user[subRowId % files.user.length] as SeedFile);
    });
    if (m.draft) {
      const savedAt = Math.min(now - 5 * 60 * 1000, Math.max(m.receivedAt + HOUR, now - Math.floor(random() * 4 * 24) * HOUR));
      subRows.push([++subRowId, m.id, "DRAFT", formatLocalDateTime(savedAt), USER, pick(random, DRAFT_BODIES), null]);
      if (m.draft.attachment) attach(null, subRowId, files.user[subRowId % files.user.length] as SeedFile);
    }
  }

  return [
    ...inserts(
      "correspondence_messages",
      ["id", "account_id", "direction", "bo_correspondence_number", "dossier_type", "application_number", "application_id",
        "registration_number", "subject", "sender", "recipient", "body", "message_status", "important", "requires_reply",
        "received_date", "due_date", "search_text"],
      messages,
    ),
    ...inserts("correspondence_sub_rows", ["id", "message_id", "draft_status", "action_date", "author", "body", "bo_correspondence_number"], subRows),
    ...inserts("correspondence_attachments", ["id", "message_id", "sub_row_id", "name", "size", "content", "sha256", "page_count"], attachments),
    ...seedChangesLogStatements(),
  ];
};
