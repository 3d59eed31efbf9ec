/**
 * A realistic archive for trying the product and the search at scale (`npm run seed -- --letters
 * 50000`): letters older than the demo inbox for demoparent's account, half in
 * Lithuanian and half in English, about marks and designs with their application and
 * registration numbers, office letters asking for a reply by a due date (most answered, the reply
 * a sent sub-row), the user's own letters, and a quarter with an office file (copies of the demo
 * inbox's small images, with every column the demo row has, so checksums and page counts hold).
 * Deterministic (mulberry32), inserted in transactions of 2,000 letters with multi-row INSERTs.
 */
import type { Db, SqlValue, Statement } from "../db/client";
import { formatLocalDateTime } from "../lib/local-date-time";
import { rebuildChangesLogStatements } from "./changes-log";
import { addDays, localDay, startOfDay } from "./dates";
import { EXAMINERS, LETTERS, USER, USER_LETTERS, userLetterBody, REPLY_BODIES } from "./seed-content";
import { mulberry32, pick, type Random } from "./seed-plan";
import { searchTextOf } from "./search-index";

export const ARCHIVE_FIRST_ID = 100_001;
const ACCOUNT_ID = 1;
const CHUNK = 2_000;
const ROWS_PER_INSERT = 200;
const HOUR = 60 * 60 * 1000;
/** The archive spans at most this long before the demo inbox's oldest letter. */
const SPAN = 8 * 365 * 24 * HOUR;

const MARKS = [
  "ŽALGIRIS", "SAULĖTEKIS", "GINTARĖ", "ŠILAS", "ĄŽUOLAS", "ŪKANA", "ČIURLIONIS", "BALTIJA", "NERIS", "VILKAS",
  "ŽEMAITIJA", "AUŠRA", "KĘSTUTIS", "DUONA IR PIENAS", "ĮLANKA", "NORTHWIND", "BLUE HARBOR", "AMBER COAST",
  "SILVER PINE", "OAKLINE", "RIVERSTONE", "NORTHERN LIGHT", "GREENFIELD", "MERIDIAN",
];

interface EnglishLetter {
  subject: string;
  lines: string[];
}

const ENGLISH_LETTERS: EnglishLetter[] = [
  { subject: "Notice of deficiencies in the application", lines: ["The examination of application {app} for the mark {mark} found that the list of goods does not follow the Nice classification.", "Please correct the list and pay the fee for the additional class."] },
  { subject: "Provisional refusal of the trade mark", lines: ["The office provisionally refuses the registration of {mark} (application {app}) because it lacks distinctive character for the goods in class 30.", "You may submit observations or limit the list of goods."] },
  { subject: "Opposition filed against the application", lines: ["An opposition was filed against application {app} ({mark}) on the grounds of an earlier similar mark.", "Please submit your counter-arguments and any evidence of use."] },
  { subject: "Request for payment of the registration fee", lines: ["The registration fee for {mark}, application {app}, has not been received.", "Pay the fee to the office's account, quoting the application number as the payment reference."] },
  { subject: "Certificate of registration issued", lines: ["The mark {mark} is registered under application {app}.", "The certificate of registration is attached to this letter and can also be downloaded from the user area."] },
  { subject: "Renewal of the registration is due", lines: ["The registration of {mark} (application {app}) expires in six months.", "Renew it online to keep the protection; a late renewal carries a surcharge."] },
  { subject: "Design application: missing views", lines: ["The design application {app} ({mark}) lacks the views required to show the product completely.", "Please submit the missing drawings in the required resolution."] },
];

const ENGLISH_USER_LETTERS = ["Request to extend the time limit", "Corrected application documents", "Change of representative", "Observations on the examination report"];
const ENGLISH_REPLIES = [
  "<p>Thank you for your letter.</p><p>We enclose the <strong>corrected documents</strong> and ask you to continue the examination.</p>",
  "<p>We disagree with the objection:</p><ul><li>the signs differ visually;</li><li>the goods are not similar.</li></ul>",
  "<p>Please extend the time limit by one month; we are collecting further evidence of use.</p>",
];

interface Templates {
  /** Demo attachment rows to copy (small files). */
  fileIds: number[];
  /** The attachment columns besides id, message_id and sub_row_id. */
  fileColumns: string[];
  oldest: number;
}

async function templates(db: Db): Promise<Templates> {
  const columns = await db.all<{ name: string }>("PRAGMA table_info(correspondence_attachments)");
  const files = await db.all<{ id: number }>(
    "SELECT id FROM correspondence_attachments WHERE message_id IS NOT NULL AND size < 5000 ORDER BY id LIMIT 4",
  );
  const oldest = await db.first<{ d: string | null }>("SELECT MIN(received_date) AS d FROM correspondence_messages WHERE account_id = ?", [ACCOUNT_ID]);
  return {
    fileIds: files.map((f) => f.id),
    fileColumns: columns.map((c) => c.name).filter((n) => !["id", "message_id", "sub_row_id"].includes(n)),
    oldest: oldest?.d ? Date.parse(`${oldest.d}Z`) : Date.now(),
  };
}

function multiRow(sqlHead: string, width: number, rows: SqlValue[][], tail = ""): Statement[] {
  const statements: Statement[] = [];
  const one = `(${Array.from({ length: width }, () => "?").join(", ")})`;
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const chunk = rows.slice(i, i + ROWS_PER_INSERT);
    statements.push({ sql: `${sqlHead} VALUES ${chunk.map(() => one).join(", ")}${tail}`, args: chunk.flat() });
  }
  return statements;
}

interface Letter {
  row: SqlValue[];
  reply: SqlValue[] | null;
  fileTemplate: number | null;
}

function numberOf(random: Random, design: boolean, year: number): { app: string; registration: string | null } {
  const app = `${design ? "DS" : "TM"}-${year}-${String(1 + Math.floor(random() * 9999)).padStart(4, "0")}`;
  return { app, registration: random() < 0.4 ? (design ? `D${1000 + Math.floor(random() * 9000)}` : String(60000 + Math.floor(random() * 30000))) : null };
}

function planLetter(random: Random, id: number, receivedAt: number, now: number, t: Templates): Letter {
  const english = random() < 0.5;
  const design = random() < 0.35;
  const received = formatLocalDateTime(receivedAt);
  const year = Number(received.slice(0, 4));
  const mark = pick(random, MARKS);
  const { app, registration } = numberOf(random, design, year);
  const outgoing = random() < 0.15;
  let subject: string;
  let body: string;
  if (outgoing) {
    subject = english ? pick(random, ENGLISH_USER_LETTERS) : pick(random, USER_LETTERS);
    body = english ? `<p>Dear Sirs,</p><p>${subject} concerning application <strong>${app}</strong> (${mark}).</p><p>Kind regards,<br>Jonas Petraitis</p>` : userLetterBody(subject, app);
  } else if (english) {
    const letter = pick(random, ENGLISH_LETTERS);
    subject = `${letter.subject}: ${mark}`;
    body = letter.lines.map((line) => `<p>${line.replace("{app}", `<strong>${app}</strong>`).replace("{mark}", mark)}</p>`).join("\n");
  } else {
    const letter = pick(random, LETTERS[design ? "DESIGN" : "TRADEMARK"]);
    subject = `${letter.subject}: ${mark}`;
    body = letter.body({ applicationNumber: app, dueDate: null, signer: design ? EXAMINERS.DESIGN : EXAMINERS.TRADEMARK });
  }
  const requiresReply = !outgoing && random() < 0.6;
  const dueDate = requiresReply ? startOfDay(addDays(localDay(receivedAt), pick(random, [30, 60, 90]))) : null;
  const overdue = dueDate !== null && dueDate < startOfDay(localDay(now));
  const replied = requiresReply ? (overdue ? random() < 0.95 : random() < 0.3) : random() < 0.05;
  const number = outgoing ? `G-${year}-${String(id).padStart(7, "0")}` : `R-${year}-${String(id).padStart(7, "0")}`;
  const sender = outgoing ? USER : design ? EXAMINERS.DESIGN : EXAMINERS.TRADEMARK;
  const row: SqlValue[] = [
    id, ACCOUNT_ID, outgoing ? "BO_OUTGOING" : "BO_INCOMING", number, design ? "DESIGN" : "TRADEMARK", app, registration,
    subject, sender, outgoing ? sender : USER, body, random() < 0.01 ? "NEW" : "READ", random() < 0.05 ? 1 : 0,
    requiresReply ? 1 : 0, received, dueDate,
    searchTextOf({ subject, body, boCorrespondenceNumber: number, applicationNumber: app, registrationNumber: registration }),
  ];
  const repliedAt = formatLocalDateTime(receivedAt + (2 + Math.floor(random() * 20 * 24)) * HOUR);
  const reply = replied
    ? [id, "SENT", repliedAt, USER, english ? pick(random, ENGLISH_REPLIES) : pick(random, REPLY_BODIES), `G-${repliedAt.slice(0, 4)}-R${id}`]
    : null;
  const fileTemplate = t.fileIds.length > 0 && random() < 0.25 ? pick(random, t.fileIds) : null;
  return { row, reply, fileTemplate };
}

const MESSAGE_HEAD = `INSERT INTO correspondence_messages (id, account_id, direction, bo_correspondence_number, dossier_type,
  application_number, registration_number, subject, sender, recipient, body, message_status, important, requires_reply,
  received_date, due_date, search_text)`;
const REPLY_HEAD = "INSERT INTO correspondence_sub_rows (message_id, draft_status, action_date, author, body, bo_correspondence_number)";

function fileCopies(t: Templates, pairs: SqlValue[][]): Statement[] {
  const columns = t.fileColumns.join(", ");
  const from = t.fileColumns.map((c) => `a.${c}`).join(", ");
  // VALUES (message id, template id) joined to the template row: every other column copied as is.
  return multiRow(
    `INSERT INTO correspondence_attachments (message_id, ${columns}) SELECT v.column1, ${from} FROM (`,
    2,
    pairs,
    ") AS v JOIN correspondence_attachments a ON a.id = v.column2",
  );
}

/** Adds `letters` archive letters to demoparent's account (after the demo seed), then renumbers the changes log. */
export async function seedArchive(db: Db, letters: number, now: number, onChunk?: (done: number) => void): Promise<void> {
  const t = await templates(db);
  const random = mulberry32(2801);
  const step = Math.min(6 * HOUR, Math.floor(SPAN / Math.max(1, letters)));
  for (let start = 0; start < letters; start += CHUNK) {
    const planned: Letter[] = [];
    for (let i = start; i < Math.min(letters, start + CHUNK); i++) {
      planned.push(planLetter(random, ARCHIVE_FIRST_ID + i, t.oldest - (i + 1) * step, now, t));
    }
    await db.batch([
      ...multiRow(MESSAGE_HEAD, 17, planned.map((l) => l.row)),
      ...multiRow(REPLY_HEAD, 6, planned.flatMap((l) => (l.reply ? [l.reply] : []))),
      ...fileCopies(t, planned.flatMap((l) => (l.fileTemplate !== null ? [[l.row[0] as number, l.fileTemplate]] : []))),
    ]);
    onChunk?.(Math.min(letters, start + CHUNK));
  }
  // The feed lists a freshly seeded archive oldest letter first.
  await db.batch(rebuildChangesLogStatements());
}
