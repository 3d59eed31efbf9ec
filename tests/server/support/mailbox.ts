/** Reads the sandbox mailbox (the e-mails the server would send) in account-flow tests. */
import type { TestServer } from "./test-server";

export interface Mail {
  id: number;
  sentAt: string;
  to: string;
  kind: "REGISTRATION" | "CHILD_REGISTRATION" | "PASSWORD_RESET" | "USERNAME_CHANGE";
  subject: string;
  body: string;
  link: string | null;
  code: string | null;
}

export async function mailsTo(server: TestServer, to: string): Promise<Mail[]> {
  const res = await fetch(`${server.baseUrl}/sandbox/mailbox.json?to=${encodeURIComponent(to)}`);
  return (await res.json()) as Mail[];
}

/** The newest mail to `to`; fails when there is none. */
export async function latestMail(server: TestServer, to: string): Promise<Mail> {
  const [mail] = await mailsTo(server, to);
  if (!mail) throw new Error(`No mail to ${to}`);
  return mail;
}

/** The token at the end of a mailed link. */
export function tokenOf(mail: Mail): string {
  return (mail.link ?? "").split("/").pop() ?? "";
}
