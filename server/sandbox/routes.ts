/**
 * /sandbox/: the reference back end's stand-ins for the external systems of a demo office
 * (outside the contract): index, e-government gateway, impersonation by the back office and,
 * with IPO_TEST_HOOKS=1 only, the test hooks.
 */
import type { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { findUserByUsername } from "../auth/users-repo";
import { isSupportedLanguage } from "../content/globals";
import { createSession, deleteSession, deleteUserSessions, resumeSession } from "../auth/session-store";
import { DEMO_PASSWORD, SEED_USERS } from "../db/seed-data";
import { registerDigestTestHook } from "../deadlines/routes";
import { reseed } from "../db/seed";
import type { AppDeps } from "../http/context";
import { SESSION_COOKIE, sessionCookie, wantsSecureCookie } from "../http/session";
import { registerFaultRoutes, type FaultList } from "./faults";
import { registerGatewayPage } from "./gateway-page";
import { html, page } from "./html";
import { registerMailboxPage } from "./mailbox-page";
import { registerServiceWorkerVersion } from "./service-worker-version";

export interface SandboxOptions {
  testHooks: boolean;
  /** Injected failures of /api/v1 calls (test hooks only). */
  faults?: FaultList | null;
  /** The built front end (the worker-update hook changes its sw.js). */
  distDir?: string;
}

function indexPage(options: SandboxOptions): string {
  const accounts = SEED_USERS.map(
    (u) => html`<tr><td><code>${u.username}</code></td><td>${u.userType}</td>
<td>${u.userType === "PARENT" ? "all eight" : u.roles.join(", ")}</td>
<td><a href="/sandbox/impersonate?username=${encodeURIComponent(u.username)}">Impersonate ${u.username} (read-only)</a></td></tr>`,
  );
  const hooks = options.testHooks
    ? html`<p>Enabled (<code>IPO_TEST_HOOKS=1</code>):</p>
<ul><li><code>POST /sandbox/test/reset</code>: back to the seed, all sessions cleared, injected faults removed (204); <code>?language=en</code> makes every account prefer English.</li>
<li><code>POST /sandbox/faults {mode, count, method, path, ms}</code>: the next <code>count</code> matching API calls fail
(<code>abort</code>, <code>abort-after</code>, <code>hang</code>, <code>500</code>, <code>401</code>); <code>GET</code> lists them, <code>DELETE</code> removes them.</li>
<li><code>POST /sandbox/test/end-sessions?username=…</code>: the office ends every session of that user, as an expiry would (204; 404 for an unknown user).</li>
<li><code>POST /sandbox/test/deadline-digests?day=YYYY-MM-DD</code>: runs that office day's deadline e-mails (decision 84) into the mailbox (<code>{sent}</code>).</li>
<li><code>POST /sandbox/test/service-worker {version}</code>: <code>/sw.js</code> becomes a changed worker (a new version to update to); <code>DELETE</code> returns to the built file.</li></ul>`
    : html`<p>Disabled. Start the server with <code>IPO_TEST_HOOKS=1</code> to enable <code>POST /sandbox/test/reset</code>.</p>`;
  return page(
    "Sandbox of the demo office",
    html`<h1>Sandbox of the demo office</h1>
<p>This reference back end plays the office's external systems here. None of it is part of the API contract.</p>
<p><a href="/">Open the user area</a> · <a href="/api/v1/content/global">Globals (JSON)</a></p>
<h2>Demo accounts</h2>
<p>Every demo account signs in with the password <code>${DEMO_PASSWORD}</code>.</p>
<table>
<caption class="note">Accounts of the demo office; impersonation opens a read-only session as the office's back office would.</caption>
<thead><tr><th scope="col">User name</th><th scope="col">Kind</th><th scope="col">Roles</th><th scope="col">Back office</th></tr></thead>
<tbody>${accounts}</tbody>
</table>
<h2>E-government gateway</h2>
<p>The sign-in page's gateway option posts a ticket to <a href="/sandbox/gateway">/sandbox/gateway</a>, where you pick a person:
a natural person and a company matching <code>demoparent</code>, and a patent attorney, a natural person and a company without accounts
(for registration).</p>
<h2>Payment provider and signing service</h2>
<p>The shopping cart's online payment posts its payment data to the <a href="/sandbox/payment-provider">payment provider</a>,
where you approve, decline or cancel the payment. Signing an application opens the <a href="/sandbox/signing">signing service</a>,
where you sign or cancel.</p>
<h2>Mailbox</h2>
<p>E-mails the server would send (verification codes and links, password reset and username change links) are listed in the
<a href="/sandbox/mailbox">sandbox mailbox</a>.</p>
<h2>Test hooks</h2>
${hooks}`,
  );
}

/** Registers the sandbox pages on the app (absolute paths, so that `/sandbox/` itself is the index). */
export function registerSandbox(app: Hono, deps: AppDeps, options: SandboxOptions): void {
  app.get("/sandbox", (c) => c.redirect("/sandbox/", 301));
  app.get("/sandbox/", (c) => c.html(indexPage(options), 200));

  registerGatewayPage(app, deps);
  registerMailboxPage(app, deps);

  // The back office opens an impersonated (read-only) session of a user.
  app.get("/sandbox/impersonate", async (c) => {
    const user = await findUserByUsername(deps.db, c.req.query("username") ?? "");
    if (!user) {
      return c.html(page("Unknown user", html`<h1>Unknown user</h1><p><a href="/sandbox/">Sandbox index</a></p>`), 404);
    }
    const now = deps.now();
    const current = await resumeSession(deps.db, getCookie(c, SESSION_COOKIE), now);
    if (current) await deleteSession(deps.db, current.idHash);
    const opened = await createSession(deps.db, now, {
      userId: user.id,
      impersonated: true,
      prevLoginAt: user.last_login_at,
      prevFailedLogins: user.failed_login_number,
    });
    c.header("Set-Cookie", sessionCookie(opened.id, wantsSecureCookie(c, deps)));
    return c.redirect("/", 302);
  });

  if (options.testHooks) {
    const serviceWorker = registerServiceWorkerVersion(app, options.distDir ?? "dist");
    // `?language=en|lt`: every seeded account prefers that language (decision 39: the interface
    // follows the signed-in user), so a test suite can run in the language its pages start in.
    app.post("/sandbox/test/reset", async (c) => {
      options.faults?.clear();
      serviceWorker.clear();
      deps.throttle.reset(); // the seed's accounts start without failed sign-ins
      await reseed(deps.db, deps.now());
      const language = c.req.query("language");
      if (isSupportedLanguage(language)) await deps.db.run("UPDATE users SET language = ?", [language]);
      return c.body(null, 204);
    });
    // The office ends a user's sessions (as an expiry would): the device still holds the user.
    app.post("/sandbox/test/end-sessions", async (c) => {
      const user = await findUserByUsername(deps.db, c.req.query("username") ?? "");
      if (!user) return c.body(null, 404);
      await deleteUserSessions(deps.db, user.id);
      return c.body(null, 204);
    });
    registerDigestTestHook(app, deps);
    if (options.faults) registerFaultRoutes(app, options.faults);
  }

  app.all("/sandbox/*", (c) => c.html(page("Not found", html`<h1>Not found</h1><p><a href="/sandbox/">Sandbox index</a></p>`), 404));
}
