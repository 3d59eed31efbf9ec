/**
 * The reference server as a Hono app (no listening here): /api/v1 (the contract), /sandbox/
 * (simulated external systems and test hooks) and the built front end with the SPA fallback.
 */
import { Hono } from "hono";
import { randomBytes } from "node:crypto";
import { registerAccountRoutes } from "./account/routes";
import { registerApplicationRoutes } from "./applications/routes";
import { registerGatewayRoutes } from "./auth/gateway-routes";
import { registerAuthRoutes } from "./auth/routes";
import { registerContentRoutes } from "./content/routes";
import { registerChangesRoutes } from "./correspondence/changes-routes";
import { registerCorrespondenceRoutes } from "./correspondence/routes";
import { scheduleDeadlineDigests } from "./deadlines/digest-schedule";
import { registerDeadlineRoutes, registerFeedFile } from "./deadlines/routes";
import { registerPaymentRoutes } from "./payments/routes";
import { registerPaymentSandbox } from "./payments/sandbox-pages";
import type { Db } from "./db/client";
import { SignInThrottle } from "./auth/sign-in-throttle";
import { SANDBOX_EXTERNAL_URLS, SIGN_IN_LIMITS, type AppConfig, type ExternalUrls, type ServerMode, type SignInLimits } from "./config";
import { TrustedProxies } from "./http/forwarded";
import { bodyLimits, refuseApi, refusePlain } from "./http/body-limits";
import { conformanceLog } from "./http/conformance-log";
import type { AppDeps, AppEnv } from "./http/context";
import { apiHeaders } from "./http/csrf";
import { apiNotFound, handleApiError } from "./http/errors";
import { OperationRouter } from "./http/router";
import { securityHeaders } from "./http/security-headers";
import { sessionMiddleware } from "./http/session";
import { signedInPage } from "./http/signed-in-page";
import { hasSessionCookie, staticFiles } from "./http/static-files";
import { FaultList, faultMiddleware } from "./sandbox/faults";
import { registerSandbox } from "./sandbox/routes";

export interface AppOptions {
  /** An opened and migrated database. */
  db: Db;
  /** The built front end; default `dist`. */
  distDir?: string;
  /** Enables /sandbox/test/* (IPO_TEST_HOOKS=1). */
  testHooks?: boolean;
  /** IPO_CONFORMANCE_LOG: file that receives every /api/v1 response as a JSON line. */
  conformanceLogFile?: string;
  /** Clock in epoch milliseconds; tests inject one to pass time. */
  now?: () => number;
  /** IPO_MODE (server/config.ts); default demo. Production: no /sandbox/, HSTS, Secure cookies. */
  mode?: ServerMode;
  /** Origins an absolute callback URL may name (IPO_PUBLIC_ORIGIN; required in production). */
  publicOrigins?: readonly string[];
  /** IPO_TRUSTED_PROXIES: addresses or CIDR ranges whose X-Forwarded-* headers count. */
  trustedProxies?: readonly string[];
  /** External systems; default the sandbox pages in demo mode, none in production. */
  external?: Partial<ExternalUrls>;
  /** Sign-in throttling; default per mode (SIGN_IN_LIMITS). */
  signInLimits?: Partial<SignInLimits>;
  /** IPO_SESSION_SECRET; default random per start. */
  sessionSecret?: Buffer;
  /**
   * Sends the deadline e-mails every day at 08:00 office time (decision 84) with links to this
   * origin; server/main.ts sets it, tests run the job through the test hook instead.
   */
  digestOrigin?: string;
}

/** The app's configuration from its options, refusing production without a public origin or with test hooks. */
function appConfig(options: AppOptions): AppConfig {
  const mode = options.mode ?? "demo";
  const production = mode === "production";
  if (production && !(options.publicOrigins?.length ?? 0)) throw new Error("production mode needs a public origin (IPO_PUBLIC_ORIGIN)");
  if (production && options.testHooks) throw new Error("production mode has no test hooks");
  return {
    mode,
    publicOrigins: options.publicOrigins ?? [],
    trustedProxies: options.trustedProxies ?? [],
    external: { ...(production ? { gateway: null, paymentProvider: null, signing: null } : SANDBOX_EXTERNAL_URLS), ...options.external },
    signInLimits: { ...SIGN_IN_LIMITS[mode], ...options.signInLimits },
    sessionSecret: options.sessionSecret ?? randomBytes(32),
  };
}

export const API_PREFIX = "/api/v1";

function createApi(deps: AppDeps, options: AppOptions, faults: FaultList | null): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  // Test hooks only: injected failures (/sandbox/faults), before anything acts or logs.
  if (faults) api.use("*", faultMiddleware(faults, API_PREFIX));
  if (options.conformanceLogFile) api.use("*", conformanceLog(options.conformanceLogFile, API_PREFIX));
  api.use("*", apiHeaders());
  api.use("*", sessionMiddleware(deps));
  api.use("*", bodyLimits(refuseApi));

  const router = new OperationRouter();
  registerAuthRoutes(router, deps);
  registerGatewayRoutes(router, deps);
  registerAccountRoutes(router, deps);
  registerContentRoutes(router, deps);
  registerApplicationRoutes(router, deps);
  registerCorrespondenceRoutes(router, deps);
  registerDeadlineRoutes(router, deps);
  registerChangesRoutes(router, deps);
  registerPaymentRoutes(router, deps);
  router.mount(api);

  api.all("*", apiNotFound);
  api.onError(handleApiError);
  return api;
}

export function createApp(options: AppOptions): Hono {
  const config = appConfig(options);
  const deps: AppDeps = {
    db: options.db,
    now: options.now ?? Date.now,
    config,
    proxies: new TrustedProxies(config.trustedProxies),
    throttle: new SignInThrottle(config.signInLimits),
  };
  const production = config.mode === "production";
  if (options.digestOrigin) scheduleDeadlineDigests(deps, options.digestOrigin);
  const app = new Hono();
  const faults = options.testHooks && !production ? new FaultList() : null;
  app.use("*", securityHeaders({ hsts: production, external: config.external }));
  app.route(API_PREFIX, createApi(deps, options, faults));
  app.all("/api/*", (c) => c.json({ code: 404, description: "something.not.found" }, 404, { "Cache-Control": "no-store" }));
  app.use("/sandbox/*", bodyLimits(refusePlain));
  if (production) {
    // No stand-ins, no test hooks: /sandbox/ does not exist (not even as an SPA route).
    app.all("/sandbox", (c) => c.text("Not found", 404));
    app.all("/sandbox/*", (c) => c.text("Not found", 404));
  } else {
    registerPaymentSandbox(app, deps);
    registerSandbox(app, deps, { testHooks: options.testHooks ?? false, faults, distDir: options.distDir ?? "dist" });
  }
  // The calendar feed (decision 83): outside /api/v1, no cookie, the token is the credential.
  registerFeedFile(app, deps);
  // Signed-in visitors get a signed-in page's prerendered skeleton (cold start).
  // Checked in the session store, with the first inbox page filled in (./http/signed-in-page.ts).
  const files = staticFiles(options.distDir ?? "dist", { signedIn: hasSessionCookie(config.sessionSecret), signedInPage: signedInPage(deps) });
  app.get("*", files.handler);
  app.all("*", (c) => c.text("Not found", 404));
  app.onError((err, c) => {
    console.error("Unexpected error on", c.req.method, c.req.path, err);
    return c.text("Internal server error", 500);
  });
  void files.warm().catch((err: unknown) => console.error("Could not pre-compress the front end:", err));
  return app;
}
