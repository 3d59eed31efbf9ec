/**
 * The sandbox e-government gateway. The client auto-posts the form field `ticket` here; the
 * visitor picks one of the seeded persons; the gateway marks the ticket authenticated for that
 * person and sends the browser back with a GET to the ticket's callbackUrl plus `ticket=<t>`.
 */
import type { Context, Hono } from "hono";
import { authenticateTicket, findOpenTicket, listGatewayPersons, type GatewayPersonRow } from "../auth/gateway-tickets";
import type { AppDeps } from "../http/context";
import { rootRelativeTarget, withQueryParameter } from "../http/same-origin";
import { html, page, type RawHtml } from "./html";

function personCard(ticket: string, p: GatewayPersonRow): RawHtml {
  const name = `${p.first_name} ${p.sur_name}`;
  const company = p.organization_name ? `${p.organization_name} (company code ${p.legal_entity_code ?? ""})` : null;
  return html`<section class="person" aria-labelledby="person-${p.id}">
<h2 id="person-${p.id}">${company ?? name}</h2>
<p>${p.description}</p>
<ul>
<li>Person: ${name}, personal code ${p.natural_person_code}</li>
${company ? html`<li>Company: ${company}</li>` : html``}
<li>Patent attorney: ${p.is_patent_attorney === 1 ? "yes" : "no"}</li>
</ul>
<form method="post" action="/sandbox/gateway/authenticate">
<input type="hidden" name="ticket" value="${ticket}">
<input type="hidden" name="personId" value="${p.id}">
<button type="submit">Authenticate as ${company ?? name}</button>
</form>
</section>`;
}

async function formValue(c: Context, name: string): Promise<string> {
  if (c.req.method === "GET") return c.req.query(name) ?? "";
  const body = await c.req.parseBody();
  const value = body[name];
  return typeof value === "string" ? value : "";
}

function invalidTicket(c: Context): Response {
  const body = html`<h1>E-government gateway (sandbox)</h1>
<p role="alert">This gateway ticket is unknown, used or expired. Start the sign-in again from the user area.</p>
<p><a href="/login">Back to the user area</a> · <a href="/sandbox/">Sandbox index</a></p>`;
  return c.html(page("Gateway ticket not valid", body), 400);
}

export function registerGatewayPage(app: Hono, deps: AppDeps): void {
  const choose = async (c: Context) => {
    const ticket = await formValue(c, "ticket");
    if (!ticket) {
      const body = html`<h1>E-government gateway (sandbox)</h1>
<p>The user area sends you here with a ticket when you choose the e-government gateway on the sign-in page or in registration.</p>
<p><a href="/sandbox/">Sandbox index</a></p>`;
      return c.html(page("E-government gateway (sandbox)", body), 200);
    }
    if (!(await findOpenTicket(deps.db, ticket, deps.now()))) return invalidTicket(c);
    const persons = await listGatewayPersons(deps.db);
    const body = html`<h1>E-government gateway (sandbox)</h1>
<p class="note">Choose who you are. This page plays the national e-government gateway of the demo office.</p>
${persons.map((p) => personCard(ticket, p))}`;
    return c.html(page("Choose a person: e-government gateway (sandbox)", body), 200);
  };
  app.get("/sandbox/gateway", choose);
  app.post("/sandbox/gateway", choose);

  app.post("/sandbox/gateway/authenticate", async (c) => {
    const ticket = await formValue(c, "ticket");
    const personId = Number(await formValue(c, "personId"));
    const open = ticket ? await findOpenTicket(deps.db, ticket, deps.now()) : undefined;
    // Tickets keep root-relative callbacks; one stored by an older version is checked again here.
    const callback = open ? rootRelativeTarget(open.callback_url, deps.config.publicOrigins) : null;
    if (!callback || !Number.isInteger(personId) || !(await authenticateTicket(deps.db, ticket, personId, deps.now()))) {
      return invalidTicket(c);
    }
    return c.redirect(withQueryParameter(callback, "ticket", ticket), 303);
  });
}
