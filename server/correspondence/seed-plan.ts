/**
 * The demo inbox as plain data, before it becomes SQL: every message of demoparent's account with
 * its planned replies, draft and attachments. Deterministic (mulberry32 with a fixed seed); dates
 * are relative to the seed's `now`, so due dates stay overdue / due soon / far whenever it runs.
 */
import { formatLocalDateTime } from "../lib/local-date-time";
import { addDays, localDay, startOfDay } from "./dates";
import { EXAMINERS, LETTERS, NOTICES, OFFICE, USER, USER_LETTERS, userLetterBody } from "./seed-content";
import type { Direction, MessageStatus } from "./types";

export const SEED_MESSAGE_COUNT = 320;
const HOUR = 60 * 60 * 1000;

export interface PlannedMessage {
  id: number;
  direction: Direction;
  dossierType: "TRADEMARK" | "DESIGN" | null;
  applicationNumber: string | null;
  registrationNumber: string | null;
  boCorrespondenceNumber: string;
  subject: string;
  sender: string;
  recipient: string;
  body: string;
  status: MessageStatus;
  important: boolean;
  requiresReply: boolean;
  receivedAt: number;
  dueDate: string | null;
  /** Sent replies to add, each with or without an attachment. */
  replies: boolean[];
  /** A draft to add (with or without an attachment), or null. */
  draft: { attachment: boolean } | null;
  /** How many office files the message carries. */
  files: number;
}

export type Random = () => number;

/** mulberry32: a small deterministic PRNG. */
export function mulberry32(seed: number): Random {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: Random, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

interface Application {
  number: string;
  registration: string | null;
}

export const TRADEMARK_APPLICATIONS: Application[] = Array.from({ length: 40 }, (_, k) => ({
  number: `TM-${2023 + (k % 3)}-${String(100 + ((k * 37) % 900)).padStart(4, "0")}`,
  registration: k % 3 === 0 ? String(71000 + k * 13) : null,
}));

export const DESIGN_APPLICATIONS: Application[] = Array.from({ length: 24 }, (_, k) => ({
  number: `DS-${2023 + (k % 3)}-${String(20 + ((k * 11) % 300)).padStart(4, "0")}`,
  registration: k % 2 === 0 ? `D${1500 + k * 7}` : null,
}));

function newStatus(random: Random, ageDays: number): MessageStatus {
  const chance = ageDays < 30 ? 0.7 : ageDays < 120 ? 0.2 : 0.02;
  return random() < chance ? "NEW" : "READ";
}

function count(random: Random, chance: number, max: number): number {
  return random() < chance ? 1 + Math.floor(random() * max) : 0;
}

function planOne(random: Random, id: number, now: number): PlannedMessage {
  const ageHours = (SEED_MESSAGE_COUNT - id) * 31 + 3 + Math.floor(random() * 20);
  const receivedAt = now - ageHours * HOUR - Math.floor(random() * 59) * 60 * 1000;
  const today = localDay(now);
  const roll = random();
  const dossierType: PlannedMessage["dossierType"] = roll < 0.08 ? null : roll < 0.6 ? "TRADEMARK" : "DESIGN";
  const direction: Direction = dossierType !== null && random() < 0.15 ? "BO_OUTGOING" : "BO_INCOMING";
  const application = dossierType === null ? null : pick(random, dossierType === "TRADEMARK" ? TRADEMARK_APPLICATIONS : DESIGN_APPLICATIONS);
  const year = formatLocalDateTime(receivedAt).slice(0, 4);
  const base = {
    id,
    direction,
    dossierType,
    applicationNumber: application?.number ?? null,
    registrationNumber: application?.registration ?? null,
    important: random() < 0.12,
    receivedAt,
  };
  if (direction === "BO_OUTGOING" && dossierType !== null) {
    const subject = pick(random, USER_LETTERS);
    return {
      ...base,
      boCorrespondenceNumber: `G-${year}-${String(500000 + id)}`,
      subject,
      sender: USER,
      recipient: EXAMINERS[dossierType],
      body: userLetterBody(subject, base.applicationNumber),
      status: "READ",
      requiresReply: false,
      dueDate: null,
      replies: Array.from({ length: count(random, 0.4, 3) }, () => random() < 0.25),
      draft: random() < 0.2 ? { attachment: random() < 0.35 } : null,
      files: random() < 0.3 ? 1 : 0,
    };
  }
  const template = dossierType === null ? pick(random, NOTICES) : pick(random, LETTERS[dossierType]);
  const signer = dossierType === null ? OFFICE : template.subject.startsWith("Mokėjimo") ? EXAMINERS.FINANCE : EXAMINERS[dossierType];
  const requiresReply = dossierType !== null && random() < 0.7;
  const dueDate = requiresReply ? startOfDay(addDays(localDay(receivedAt), pick(random, [14, 21, 30, 60, 90]))) : null;
  const overdue = dueDate !== null && dueDate < startOfDay(today);
  const replies = requiresReply ? (overdue ? count(random, 0.7, 2) : count(random, 0.2, 1)) : count(random, 0.08, 1);
  const draftChance = replies === 0 && requiresReply && !overdue ? 0.3 : 0.03;
  return {
    ...base,
    boCorrespondenceNumber: `R-${year}-${String(10000 + id * 7).padStart(6, "0")}`,
    subject: template.subject,
    sender: signer,
    recipient: USER,
    body: template.body({ applicationNumber: base.applicationNumber, dueDate, signer }),
    status: replies > 0 ? "READ" : newStatus(random, ageHours / 24),
    requiresReply,
    dueDate,
    replies: Array.from({ length: replies }, () => random() < 0.25),
    draft: random() < draftChance ? { attachment: random() < 0.35 } : null,
    files: random() < 0.35 ? 1 + Math.floor(random() * 2) : 0,
  };
}

/** Letters overdue by more than this many days were answered long ago (a real office's inbox). */
export const OLDEST_OPEN_OVERDUE_DAYS = 30;

/**
 * Deadlines as a user's inbox has them (decision 44, contradiction 1), without drawing from the
 * generator (so every other message stays as it was): letters overdue by more than
 * OLDEST_OPEN_OVERDUE_DAYS have a reply; a few of the user's own letters (BO_OUTGOING) also ask
 * for an answer by a date, 30 days after they were written, answered once overdue.
 */
function settleDeadlines(plan: PlannedMessage[], now: number): void {
  const today = localDay(now);
  const oldest = startOfDay(addDays(today, -OLDEST_OPEN_OVERDUE_DAYS));
  for (const m of plan) {
    if (m.direction === "BO_OUTGOING" && m.dossierType !== null && m.id % 9 === 0) {
      m.requiresReply = true;
      m.dueDate = startOfDay(addDays(localDay(m.receivedAt), 30));
    }
    const overdue = m.dueDate !== null && m.dueDate < startOfDay(today);
    if (overdue && m.replies.length === 0 && (m.direction === "BO_OUTGOING" || (m.dueDate as string) < oldest)) {
      m.replies = [false];
      m.draft = null;
      if (m.direction === "BO_INCOMING") m.status = "READ";
    }
  }
}

/** Every message of the demo inbox, ids 1..320, oldest first (received dates rise with the id). */
export function planInbox(now: number): PlannedMessage[] {
  const random = mulberry32(20260314);
  const plan = Array.from({ length: SEED_MESSAGE_COUNT }, (_, i) => planOne(random, i + 1, now));
  settleDeadlines(plan, now);
  return plan;
}
