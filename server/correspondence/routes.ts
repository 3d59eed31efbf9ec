/**
 * correspondence operations (decisions 43-58): inbox search, thread detail with pager, counts,
 * expiring messages, JSON-patch of important/messageStatus, reply drafts, attachments and PDFs.
 * Child accounts see their main account's messages. Draft create, send and attachment upload
 * honour `Idempotency-Key` (decision 4).
 */
import type { Context } from "hono";
import { GLOBALS } from "../content/globals";
import type { AppDeps } from "../http/context";
import { Errors } from "../http/errors";
import { signedIn } from "../http/guards";
import { idempotent } from "../http/idempotency";
import { readJsonObject } from "../http/request-body";
import type { OperationRouter } from "../http/router";
import { accountOf, parseId } from "./access";
import { addDays, endOfDay, localDay, startOfDay } from "./dates";
import { createDraft, deleteDraft, saveDraft, sendDraft } from "./drafts";
import { registerFileRoutes } from "./file-routes";
import { parseFilterCriteria, parseListParams } from "./list-params";
import {
  countNewIncoming,
  expiringMessages,
  findMessage,
  pagerOf,
  patchMessage,
  searchMessages,
  type MessagePatch,
} from "./messages-repo";
import { listItems, messageDetail, plainMessages } from "./views";

const EXPIRATION_PERIOD_S = GLOBALS.settings["correspondence.expiration.period"];

/** Decision 52: a list of `replace` operations on /important (boolean) or /messageStatus (NEW|READ). */
export function parsePatch(body: unknown): MessagePatch {
  if (!Array.isArray(body) || body.length === 0) throw Errors.badRequest("invalid.format");
  const patch: MessagePatch = {};
  for (const item of body as unknown[]) {
    if (typeof item !== "object" || item === null) throw Errors.badRequest("invalid.format");
    const { op, path, value } = item as Record<string, unknown>;
    if (op !== "replace") throw Errors.badRequest("invalid.format");
    if (path === "/important" && typeof value === "boolean") patch.important = value;
    else if (path === "/messageStatus" && (value === "NEW" || value === "READ")) patch.messageStatus = value;
    else throw Errors.badRequest("invalid.format");
  }
  return patch;
}

async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw Errors.badRequest("invalid.format");
  }
}

export function registerCorrespondenceRoutes(router: OperationRouter, deps: AppDeps): void {
  router.on("searchCorrespondence", async (c) => {
    const params = parseListParams(await readJsonObject(c));
    const { rows, total } = await searchMessages(deps.db, accountOf(signedIn(c)), params);
    const content = await listItems(deps.db, rows);
    return c.json({ content, totalResults: total, pageSize: params.size, pageNumber: params.page, numberOfElements: content.length });
  });

  // Decision 47: the pager follows the list parameters in the body; a NEW message becomes READ
  // when opened, except in read-only sessions.
  router.on("getCorrespondenceDetail", async (c) => {
    const params = parseListParams(await readJsonObject(c));
    const accountId = accountOf(signedIn(c));
    const id = parseId(c.req.param("corrId"));
    const found = id === null ? undefined : await findMessage(deps.db, accountId, id);
    if (!found) throw Errors.notFound("cannot.open.correspondence");
    const pager = await pagerOf(deps.db, accountId, params, found.id);
    let message = found;
    if (message.message_status === "NEW" && !c.get("session").record.impersonated) {
      await patchMessage(deps.db, accountId, message.id, { messageStatus: "READ" });
      message = { ...message, message_status: "READ" };
    }
    return c.json(await messageDetail(deps.db, message, pager));
  });

  router.on("countNewCorrespondence", async (c) => c.json({ count: await countNewIncoming(deps.db, accountOf(signedIn(c))) }));

  // Decision 50: by default due between the start of today and the end of today + the period.
  router.on("getExpiringCorrespondence", async (c) => {
    const criteria = parseFilterCriteria(await readJsonObject(c));
    if (!criteria.dates) {
      const today = localDay(deps.now());
      const lastDay = addDays(today, Math.ceil(EXPIRATION_PERIOD_S / 86400));
      criteria.dates = { date: "DUE_DATE", dateFrom: startOfDay(today), dateTo: endOfDay(lastDay) };
    }
    const content = await plainMessages(deps.db, await expiringMessages(deps.db, accountOf(signedIn(c)), criteria));
    return c.json({ count: content.length, content });
  });

  router.on("patchCorrespondence", async (c) => {
    const patch = parsePatch(await readJson(c));
    const id = parseId(c.req.param("messageId"));
    if (id === null || !(await patchMessage(deps.db, accountOf(signedIn(c)), id, patch))) throw Errors.notFound();
    return c.body(null, 204);
  });

  router.on("createCorrespondenceDraft", idempotent(deps, "createCorrespondenceDraft", (c) => createDraft(c, deps)));
  router.on("saveCorrespondenceDraft", (c) => saveDraft(c, deps));
  router.on("sendCorrespondenceDraft", idempotent(deps, "sendCorrespondenceDraft", (c) => sendDraft(c, deps)));
  router.on("deleteCorrespondenceDraft", (c) => deleteDraft(c, deps));

  registerFileRoutes(router, deps);
}
