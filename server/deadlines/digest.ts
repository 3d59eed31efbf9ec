/**
 * The deadline e-mails (decision 84): for an office day, each active user who chose them and
 * holds a correspondence role gets ONE e-mail listing the open letters (./open-letters.ts: a
 * reply required, none sent) that are overdue or due on one of the chosen days ahead, in the
 * user's language, each with its link. Nothing is sent when nothing is listed, and a user gets at
 * most one digest per day (`deadline_digests`), so running the job again for a day sends nothing
 * new. E-mail is an external system: the mail is stored in `sandbox_mails` (account/mailer.ts).
 */
import { isSupportedLanguage, type Language } from "../content/globals";
import { accountOf } from "../correspondence/access";
import type { AppDeps } from "../http/context";
import { loadPrincipal } from "../http/session";
import { translator } from "../applications/texts";
import type { DeadlineLetter } from "../../src/lib/deadlines/calendar-events";
import { dayOf, daysBetween } from "../../src/lib/deadlines/office-days";
import { openLetters } from "./open-letters";
import { displayDay, fill } from "./texts";

interface Subscriber {
  user_id: number;
  email: string;
  language: string;
  days_before: string;
}

/** The letters of one digest: overdue first, then by due date (openLetters' order). */
export function digestLetters(letters: readonly DeadlineLetter[], day: string, daysBefore: readonly number[]): DeadlineLetter[] {
  const chosen = new Set(daysBefore);
  const listed = letters.filter((letter) => {
    if (!letter.dueDate) return false;
    const ahead = daysBetween(day, dayOf(letter.dueDate));
    return ahead < 0 || chosen.has(ahead);
  });
  return [...listed.filter((l) => dayOf(l.dueDate ?? "") < day), ...listed.filter((l) => dayOf(l.dueDate ?? "") >= day)];
}

/** The digest's subject and text. */
export function digestMail(language: Language, letters: readonly DeadlineLetter[], day: string, origin: string): { subject: string; body: string } {
  const t = translator(language);
  const lines = letters.map((letter) => {
    const due = dayOf(letter.dueDate ?? "");
    const ahead = daysBetween(day, due);
    const date = displayDay(language, due);
    let state: string;
    if (ahead < 0) state = fill(t, "deadlines.mail.overdue", { date });
    else if (ahead === 0) state = t("deadlines.mail.due.today");
    else state = fill(t, "deadlines.mail.due.in", { date, days: ahead });
    const numbers = [letter.boCorrespondenceNumber, letter.applicationNumber].filter(Boolean).join(", ");
    return fill(t, "deadlines.mail.letter", { state, subject: letter.subject, numbers, link: `${origin}/correspondence/${letter.id}` });
  });
  const body = [t("deadlines.mail.intro"), "", ...lines, "", fill(t, "deadlines.mail.all", { link: `${origin}/correspondence?view=needs-reply` }), "", t("deadlines.mail.footer")].join("\n");
  return { subject: fill(t, "deadlines.mail.subject", { count: letters.length }), body };
}

/** Runs the day's job; answers how many e-mails went out. */
export async function sendDeadlineDigests(deps: AppDeps, day: string, origin: string): Promise<number> {
  const subscribers = await deps.db.all<Subscriber>(
    `SELECT a.user_id, u.email, u.language, a.days_before FROM deadline_alerts a JOIN users u ON u.id = a.user_id
     WHERE a.email = 1 AND u.active = 1
       AND NOT EXISTS (SELECT 1 FROM deadline_digests d WHERE d.user_id = a.user_id AND d.day = ?)
     ORDER BY a.user_id`,
    [day],
  );
  let sent = 0;
  for (const subscriber of subscribers) {
    const principal = await loadPrincipal(deps, subscriber.user_id);
    if (!principal?.roles.some((role) => role === "ROLE_CORRESPONDENCE_READ_ONLY" || role === "ROLE_CORRESPONDENCE_READ_WRITE")) continue;
    const letters = digestLetters(await openLetters(deps.db, accountOf(principal)), day, JSON.parse(subscriber.days_before) as number[]);
    if (letters.length === 0) continue;
    const language = isSupportedLanguage(subscriber.language) ? subscriber.language : "lt";
    const mail = digestMail(language, letters, day, origin);
    await deps.db.batch([
      {
        sql: "INSERT INTO sandbox_mails (recipient, kind, subject, body, link, code, created_at) VALUES (?, 'DEADLINES', ?, ?, ?, NULL, ?)",
        args: [subscriber.email, mail.subject, mail.body, `${origin}/correspondence?view=needs-reply`, deps.now()],
      },
      { sql: "INSERT INTO deadline_digests (user_id, day) VALUES (?, ?)", args: [subscriber.user_id, day] },
    ]);
    sent += 1;
  }
  return sent;
}
