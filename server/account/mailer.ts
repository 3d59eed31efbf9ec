/**
 * E-mail delivery is an external system: the reference server writes each mail it would send to
 * `sandbox_mails`, listed by /sandbox/mailbox (and /sandbox/mailbox.json for tests).
 */
import type { Db } from "../db/client";
import type { IssuedToken } from "../auth/account-tokens";

export type MailKind = "REGISTRATION" | "CHILD_REGISTRATION" | "PASSWORD_RESET" | "USERNAME_CHANGE";

export interface MailRow {
  id: number;
  recipient: string;
  kind: MailKind;
  subject: string;
  body: string;
  link: string | null;
  code: string | null;
  created_at: number;
}

interface MailTemplate {
  subject: string;
  text: string;
  path: (token: string) => string;
  withCode: boolean;
}

const TEMPLATES: Record<MailKind, MailTemplate> = {
  REGISTRATION: {
    subject: "Verify your account",
    text: "Welcome to the user area. Type the code on the verification page, or open the link.",
    path: (t) => `/registration/token/${t}`,
    withCode: true,
  },
  CHILD_REGISTRATION: {
    subject: "Your user-area account was created",
    text: "An administrator created an account for you. Open the link to verify it and choose your password.",
    path: (t) => `/child/registration/token/${t}`,
    withCode: true,
  },
  PASSWORD_RESET: {
    subject: "Reset your password",
    text: "Open the link to choose a new password. It is valid for 24 hours and can be used once.",
    path: (t) => `/reset/token/${t}`,
    withCode: false,
  },
  USERNAME_CHANGE: {
    subject: "Confirm your new user name",
    text: "Open the link to confirm this address as your new user name and e-mail.",
    path: (t) => `/change-username/token/${t}`,
    withCode: false,
  },
};

/** "Sends" the mail of a flow carrying the token's link (and code for verifications). */
export async function sendTokenMail(db: Db, kind: MailKind, recipient: string, issued: IssuedToken, now: number): Promise<void> {
  const template = TEMPLATES[kind];
  const link = template.path(issued.token);
  const code = template.withCode ? issued.code : null;
  const body = [template.text, code ? `Verification code: ${code}` : null, `Link: ${link}`, "The link is valid for 24 hours."]
    .filter((line): line is string => line !== null)
    .join("\n");
  await db.run(
    "INSERT INTO sandbox_mails (recipient, kind, subject, body, link, code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    [recipient, kind, template.subject, body, link, code, now],
  );
}

/** Newest first. */
export function listMails(db: Db, limit = 200): Promise<MailRow[]> {
  return db.all<MailRow>("SELECT * FROM sandbox_mails ORDER BY created_at DESC, id DESC LIMIT ?", [limit]);
}
