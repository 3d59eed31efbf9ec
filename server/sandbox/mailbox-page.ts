/**
 * /sandbox/mailbox: the e-mails the server would send (verification codes and links, reset links,
 * username-change links, child verification links), newest first; /sandbox/mailbox.json is the
 * same list for tests and end-to-end runs (`?to=<address>` filters by recipient).
 */
import type { Hono } from "hono";
import { listMails, type MailRow } from "../account/mailer";
import type { AppDeps } from "../http/context";
import { formatLocalDateTime } from "../lib/local-date-time";
import { html, page, type RawHtml } from "./html";

export interface MailView {
  id: number;
  sentAt: string;
  to: string;
  kind: MailRow["kind"];
  subject: string;
  body: string;
  link: string | null;
  code: string | null;
}

function toView(row: MailRow): MailView {
  return {
    id: row.id,
    sentAt: formatLocalDateTime(row.created_at),
    to: row.recipient,
    kind: row.kind,
    subject: row.subject,
    body: row.body,
    link: row.link,
    code: row.code,
  };
}

function mailCard(mail: MailView): RawHtml {
  return html`<article class="person" aria-labelledby="mail-${mail.id}">
<h2 id="mail-${mail.id}">${mail.subject}</h2>
<dl>
<dt>To</dt><dd>${mail.to}</dd>
<dt>Sent</dt><dd><time datetime="${mail.sentAt}">${mail.sentAt}</time></dd>
${mail.code ? html`<dt>Verification code</dt><dd><code data-testid="mail-code">${mail.code}</code></dd>` : html``}
${mail.link ? html`<dt>Link</dt><dd><a href="${mail.link}" data-testid="mail-link">Open the link: ${mail.subject.toLowerCase()}</a></dd>` : html``}
</dl>
<pre>${mail.body}</pre>
</article>`;
}

export function registerMailboxPage(app: Hono, deps: AppDeps): void {
  const mails = async (to: string | undefined) => {
    const rows = (await listMails(deps.db)).map(toView);
    return to ? rows.filter((m) => m.to.toLowerCase() === to.trim().toLowerCase()) : rows;
  };

  app.get("/sandbox/mailbox.json", async (c) => c.json(await mails(c.req.query("to")), 200, { "Cache-Control": "no-store" }));

  app.get("/sandbox/mailbox", async (c) => {
    const list = await mails(c.req.query("to"));
    const body = html`<h1>Mailbox (sandbox)</h1>
<p class="note">E-mails the server would send, newest first. Nothing leaves the server. <a href="/sandbox/">Sandbox index</a> · <a href="/sandbox/mailbox.json">JSON</a></p>
${list.length === 0 ? html`<p>No e-mails yet.</p>` : list.map(mailCard)}`;
    return c.html(page("Mailbox (sandbox)", body), 200, { "Cache-Control": "no-store" });
  });
}
