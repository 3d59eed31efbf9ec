/**
 * Deadlines that reach the user when the app is closed: the calendar feed (decision
 * 83, ./feed-routes.ts), the choice of deadline e-mails (decision 84) and, with test hooks, a run
 * of the day's e-mail job for a given date.
 */
import type { Hono } from "hono";
import type { AppDeps } from "../http/context";
import { signedIn } from "../http/guards";
import { validJson } from "../http/request-validation";
import type { OperationRouter } from "../http/router";
import { findAlerts, saveAlerts, type AlertSettings } from "./alerts-repo";
import { sendDeadlineDigests } from "./digest";
import { registerFeedRoutes, userAreaOrigin } from "./feed-routes";

export { registerFeedFile } from "./feed-routes";

export function registerDeadlineRoutes(router: OperationRouter, deps: AppDeps): void {
  registerFeedRoutes(router, deps);

  router.on("getAccountAlerts", async (c) => c.json(await findAlerts(deps.db, signedIn(c).userId)));

  router.on("updateAccountAlerts", async (c) => {
    const body = validJson<AlertSettings>(c);
    // The contract's schema already holds daysBefore to 0-4 distinct days from 0 to 30.
    const settings: AlertSettings = { email: body.email, daysBefore: [...body.daysBefore].sort((a, b) => b - a) };
    await saveAlerts(deps.db, signedIn(c).userId, settings);
    return c.json(settings);
  });
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Test hook: `POST /sandbox/test/deadline-digests?day=YYYY-MM-DD` runs that day's job ({sent}). */
export function registerDigestTestHook(app: Hono, deps: AppDeps): void {
  app.post("/sandbox/test/deadline-digests", async (c) => {
    const day = c.req.query("day") ?? "";
    if (!DAY.test(day)) return c.json({ error: "day=YYYY-MM-DD" }, 400);
    return c.json({ sent: await sendDeadlineDigests(deps, day, userAreaOrigin(deps, c)) });
  });
}
