/**
 * Messages of the demo inbox with fixed ids and states, for demos and end-to-end tests (their ids
 * are in docs and the server tests): the three reply-flow branches, the expiring alert's hits,
 * overdue and replied due dates, attachments, and the hostile body.
 */
import { formatLocalDateTime } from "../lib/local-date-time";
import { addDays, localDay, startOfDay } from "./dates";
import { EXAMINERS, HOSTILE, LETTERS, NOTICES, OFFICE, USER, USER_LETTERS, userLetterBody } from "./seed-content";
import { DESIGN_APPLICATIONS, TRADEMARK_APPLICATIONS, type PlannedMessage } from "./seed-plan";

export const FEATURED = {
  /** BO_INCOMING, NEW, important, TRADEMARK, two office files (PDF and PNG), due in 21 days, no reply. */
  newest: 320,
  /** BO_OUTGOING, DESIGN: one sent reply with a file and a draft with a file (the draft opens). */
  withDraft: 319,
  /** BO_OUTGOING, TRADEMARK: two sent replies, no draft (asks whether to reply again). */
  repliedNoDraft: 318,
  /** BO_OUTGOING, TRADEMARK: no reply and no draft (a draft is created directly). */
  noReplies: 317,
  /** BO_INCOMING, NEW, reply required, due today, no reply (expiring). */
  dueToday: 316,
  /** BO_INCOMING, DESIGN, due tomorrow, a draft but no reply (expiring). */
  dueTomorrowWithDraft: 315,
  /** BO_INCOMING, due the day after tomorrow, no reply (expiring). */
  dueInTwoDays: 314,
  /** BO_INCOMING, important, due three days ago, no reply (overdue, red). */
  overdue: 313,
  /** BO_INCOMING, due date passed but replied (green with a tick). */
  repliedOverdue: 312,
  /** Office notice: no category, no reply required, no due date. */
  notice: 311,
  /** Script tag, onerror image, javascript: link, iframe, inline handlers, form. */
  hostile: 300,
} as const;

type Category = "TRADEMARK" | "DESIGN";

function office(m: PlannedMessage, category: Category, template: number, dueInDays: number | null, today: string): void {
  const letter = LETTERS[category][template] ?? LETTERS[category][0];
  if (!letter) return;
  const application = (category === "TRADEMARK" ? TRADEMARK_APPLICATIONS : DESIGN_APPLICATIONS)[m.id % 20];
  m.direction = "BO_INCOMING";
  m.dossierType = category;
  m.applicationNumber = application?.number ?? null;
  m.registrationNumber = application?.registration ?? null;
  m.subject = letter.subject;
  m.sender = EXAMINERS[category];
  m.recipient = USER;
  m.boCorrespondenceNumber = `R-${formatLocalDateTime(m.receivedAt).slice(0, 4)}-${String(10000 + m.id * 7).padStart(6, "0")}`;
  m.requiresReply = dueInDays !== null;
  m.dueDate = dueInDays === null ? null : startOfDay(addDays(today, dueInDays));
  m.body = letter.body({ applicationNumber: m.applicationNumber, dueDate: m.dueDate, signer: m.sender });
  m.replies = [];
  m.draft = null;
  m.files = 0;
}

function user(m: PlannedMessage, category: Category, letter: number): void {
  const application = (category === "TRADEMARK" ? TRADEMARK_APPLICATIONS : DESIGN_APPLICATIONS)[m.id % 20];
  m.direction = "BO_OUTGOING";
  m.dossierType = category;
  m.applicationNumber = application?.number ?? null;
  m.registrationNumber = application?.registration ?? null;
  m.subject = USER_LETTERS[letter] ?? "";
  m.sender = USER;
  m.recipient = EXAMINERS[category];
  m.body = userLetterBody(m.subject, m.applicationNumber);
  m.boCorrespondenceNumber = `G-${formatLocalDateTime(m.receivedAt).slice(0, 4)}-${500000 + m.id}`;
  m.status = "READ";
  m.requiresReply = false;
  m.dueDate = null;
  m.replies = [];
  m.draft = null;
  m.files = 0;
}

const FEATURES: Record<number, (m: PlannedMessage, today: string) => void> = {
  [FEATURED.newest]: (m, today) => {
    office(m, "TRADEMARK", 0, 21, today);
    Object.assign(m, { status: "NEW", important: true, files: 2 });
  },
  [FEATURED.withDraft]: (m) => {
    user(m, "DESIGN", 1);
    Object.assign(m, { replies: [true], draft: { attachment: true } });
  },
  [FEATURED.repliedNoDraft]: (m) => {
    user(m, "TRADEMARK", 0);
    m.replies = [false, false];
  },
  [FEATURED.noReplies]: (m) => user(m, "TRADEMARK", 3),
  [FEATURED.dueToday]: (m, today) => {
    office(m, "TRADEMARK", 3, 0, today);
    Object.assign(m, { status: "NEW", important: false });
  },
  [FEATURED.dueTomorrowWithDraft]: (m, today) => {
    office(m, "DESIGN", 0, 1, today);
    Object.assign(m, { status: "READ", draft: { attachment: false }, files: 1 });
  },
  [FEATURED.dueInTwoDays]: (m, today) => {
    office(m, "TRADEMARK", 2, 2, today);
    m.status = "READ";
  },
  [FEATURED.overdue]: (m, today) => {
    office(m, "DESIGN", 3, -3, today);
    Object.assign(m, { status: "READ", important: true });
  },
  [FEATURED.repliedOverdue]: (m, today) => {
    office(m, "TRADEMARK", 5, -1, today);
    Object.assign(m, { status: "READ", replies: [true] });
  },
  [FEATURED.notice]: (m) => {
    const notice = NOTICES[1] ?? NOTICES[0];
    if (!notice) return;
    Object.assign(m, {
      direction: "BO_INCOMING", dossierType: null, applicationNumber: null, registrationNumber: null,
      subject: notice.subject, sender: OFFICE, recipient: USER, requiresReply: false, dueDate: null,
      body: notice.body({ applicationNumber: null, dueDate: null, signer: OFFICE }), replies: [], draft: null,
    });
  },
  [FEATURED.hostile]: (m, today) => {
    office(m, "TRADEMARK", 1, null, today);
    Object.assign(m, { subject: HOSTILE.subject, body: HOSTILE.body, status: "READ", important: false });
  },
};

/** Puts the featured messages into their fixed states. */
export function applyFeatures(plan: PlannedMessage[], now: number): void {
  const today = localDay(now);
  for (const m of plan) FEATURES[m.id]?.(m, today);
}
