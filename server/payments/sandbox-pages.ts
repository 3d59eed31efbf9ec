/**
 * Sandbox pages of the payments issue (outside the contract): the payment provider, which receives
 * the auto-posted form (field `data`, decision 76), shows the amount and the applications and lets
 * the tester approve, decline or cancel; and the signing service (decision 80), which signs or
 * cancels. Both send the browser back to the user area with a 303.
 */
import type { Context, Hono } from "hono";
import { TYPE_CODES, type ApplicationRow } from "../applications/applications-repo";
import { euros } from "../applications/texts";
import type { AppDeps } from "../http/context";
import { html, page, type RawHtml } from "../sandbox/html";
import { findOpenOrder, finishOrder, findOpenSigning, finishSigning, PROVIDER_URL, SIGNING_URL } from "./external-steps";

export const PAID_RETURN = "/payments/shopping-cart?paymentCompleted=1";
export const UNPAID_RETURN = "/payments/shopping-cart";
export const SIGNED_RETURN = "/signatures";

async function field(c: Context, name: string): Promise<string> {
  if (c.req.method === "GET") return c.req.query(name) ?? "";
  const type = c.req.header("content-type") ?? "";
  if (!type.includes("form")) return "";
  const value = (await c.req.parseBody())[name];
  return typeof value === "string" ? value : "";
}

function applicationTable(caption: string, rows: ApplicationRow[]): RawHtml {
  const body = rows.map(
    (a) => html`<tr><td>${a.number}</td><td>${TYPE_CODES[a.application_type]}</td><td>${a.denomination}</td><td>${a.user_reference}</td><td>${euros(a.fees)}</td></tr>`,
  );
  return html`<table>
<caption class="note">${caption}</caption>
<thead><tr><th scope="col">Filing number</th><th scope="col">Type</th><th scope="col">Name</th><th scope="col">Your reference</th><th scope="col">Fees</th></tr></thead>
<tbody>${body}</tbody>
</table>`;
}

function expired(c: Context, what: string, back: string): Response {
  const body = html`<h1>${what} (sandbox)</h1>
<p role="alert">This request is unknown, already finished or expired. Start again from the user area.</p>
<p><a href="${back}">Back to the user area</a> · <a href="/sandbox/">Sandbox index</a></p>`;
  return c.html(page(`${what}: request not valid`, body), 400);
}

function choice(action: string, name: string, value: string, outcome: string, label: string): RawHtml {
  return html`<form method="post" action="${action}">
<input type="hidden" name="${name}" value="${value}">
<input type="hidden" name="outcome" value="${outcome}">
<button type="submit">${label}</button>
</form>`;
}

export function registerPaymentSandbox(app: Hono, deps: AppDeps): void {
  const provider = async (c: Context) => {
    const data = await field(c, "data");
    if (!data) {
      const body = html`<h1>Payment provider (sandbox)</h1>
<p>The shopping cart's online payment posts its payment data here. Select applications in the cart and pay online.</p>
<p><a href="${UNPAID_RETURN}">Shopping cart</a> · <a href="/sandbox/">Sandbox index</a></p>`;
      return c.html(page("Payment provider (sandbox)", body), 200);
    }
    const order = await findOpenOrder(deps.db, data, deps.now());
    if (!order) return expired(c, "Payment provider", UNPAID_RETURN);
    const action = `${PROVIDER_URL}/finish`;
    const body = html`<h1>Payment provider (sandbox)</h1>
<p class="note">This page plays the bank's payment provider of the demo office. No money moves.</p>
<p>Amount to pay: <strong id="amount">${euros(order.totalCost)}</strong></p>
${order.reference ? html`<p>Payment reference: ${order.reference}</p>` : html``}
${applicationTable("Applications in this payment", order.applications)}
<h2>Outcome</h2>
${choice(action, "data", data, "approve", "Approve payment")}
${choice(action, "data", data, "decline", "Decline payment")}
${choice(action, "data", data, "cancel", "Cancel and return")}`;
    return c.html(page("Pay: payment provider (sandbox)", body), 200);
  };
  app.get(PROVIDER_URL, provider);
  app.post(PROVIDER_URL, provider);

  app.post(`${PROVIDER_URL}/finish`, async (c) => {
    const data = await field(c, "data");
    const outcome = await field(c, "outcome");
    const now = deps.now();
    const order = data ? await findOpenOrder(deps.db, data, now) : undefined;
    if (!order || !["approve", "decline", "cancel"].includes(outcome)) return expired(c, "Payment provider", UNPAID_RETURN);
    const status = outcome === "approve" ? "COMPLETED" : outcome === "decline" ? "FAILED" : "CANCELLED";
    if (!(await finishOrder(deps.db, order, status, now))) return expired(c, "Payment provider", UNPAID_RETURN);
    return c.redirect(status === "COMPLETED" ? PAID_RETURN : UNPAID_RETURN, 303);
  });

  app.get(SIGNING_URL, async (c) => {
    const token = c.req.query("token") ?? "";
    if (!token) {
      const body = html`<h1>Signing service (sandbox)</h1>
<p>Signing an application in the user area opens this page with a request to sign.</p>
<p><a href="${SIGNED_RETURN}">Signatures</a> · <a href="/sandbox/">Sandbox index</a></p>`;
      return c.html(page("Signing service (sandbox)", body), 200);
    }
    const application = await findOpenSigning(deps.db, token, deps.now());
    if (!application) return expired(c, "Signing service", SIGNED_RETURN);
    const action = `${SIGNING_URL}/finish`;
    const body = html`<h1>Signing service (sandbox)</h1>
<p class="note">This page plays the qualified electronic signature service of the demo office.</p>
${applicationTable("Application to sign", [application])}
<h2>Sign</h2>
${choice(action, "token", token, "sign", `Sign application ${application.number}`)}
${choice(action, "token", token, "cancel", "Cancel and return")}`;
    // The title says what is signed: the filing number and the name or e-service.
    const what = application.denomination ?? application.eservice_name;
    return c.html(page(`Sign ${application.number}${what ? `: ${what}` : ""} (sandbox signing service)`, body), 200);
  });

  app.post(`${SIGNING_URL}/finish`, async (c) => {
    const token = await field(c, "token");
    const outcome = await field(c, "outcome");
    const now = deps.now();
    const application = token ? await findOpenSigning(deps.db, token, now) : undefined;
    if (!application || !["sign", "cancel"].includes(outcome)) return expired(c, "Signing service", SIGNED_RETURN);
    if (!(await finishSigning(deps.db, token, application, outcome === "sign", now))) return expired(c, "Signing service", SIGNED_RETURN);
    return c.redirect(SIGNED_RETURN, 303);
  });
}
