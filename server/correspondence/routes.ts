/**
 * correspondence operations (decisions 43-58): inbox search, thread detail with pager, counts,
 * expiring messages, JSON-patch of important/messageStatus (and decision 85's assignee and handled
 * mark, shared-inbox.ts, with the notes and the account's correspondence users), reply drafts,
 * attachments and PDFs.
 * Child accounts see their main account's messages. Draft create, send and attachment upload
 * honour `Idempotency-Key` (decision 4).
 */
import { GLOBALS } from "../content/globals";
import type { AppDeps } from "../http/context";
import { Errors } from "../http/errors";
import { signedIn } from "../http/guards";
import { idempotent } from "../http/idempotency";
import { validJson, validPath } from "../http/request-validation";
import type { OperationRouter } from "../http/router";
import { accountOf } from "./access";
import { addDays, endOfDay, localDay, startOfDay } from "./dates";
import { createDraft, deleteDraft, saveDraft, sendDraft } from "./drafts";
import { registerFileRoutes } from "./file-routes";
import { toFilterCriteria, toListParams, type FilterCriteriaRequest, type SearchRequest } from "./list-params";
import {
  countNewIncoming,
  expiringMessages,
  findMessage,
  pagerOf,
  patchMessage,
  searchMessages,
} from "./messages-repo";
import { registerSharedInboxRoutes, sharedInboxPatch, type RequestedPatch } from "./shared-inbox";
import { listItems, messageDetail, plainMessages } from "./views";

const EXPIRATION_PERIOD_S = GLOBALS.settings["correspondence.expiration.period"];

/** One JSON Patch operation of decisions 52 and 85, as the contract's schema lets it through. */
export type PatchOperation =
  | { op: "replace"; path: "/important"; value: boolean }
  | { op: "replace"; path: "/messageStatus"; value: "NEW" | "READ" }
  | { op: "replace"; path: "/assigneeUserId"; value: number | null }
  | { op: "replace"; path: "/handled"; value: boolean };

/** Decisions 52 and 85: `replace` operations, the last one of each path wins. */
export function toPatch(operations: readonly PatchOperation[]): RequestedPatch {
  const patch: RequestedPatch = {};
  for (const operation of operations) {
    if (operation.path === "/important") patch.important = operation.value;
    else if (operation.path === "/messageStatus") patch.messageStatus = operation.value;
    else if (operation.path === "/assigneeUserId") patch.assigneeUserId = operation.value;
    else patch.handled = operation.value;
  }
  return patch;
}

export function registerCorrespondenceRoutes(router: OperationRouter, deps: AppDeps): void {
  router.on("searchCorrespondence", async (c) => {
    const principal = signedIn(c);
    const params = toListParams(validJson<SearchRequest>(c), principal.userId);
    const { rows, total } = await searchMessages(deps.db, accountOf(principal), params);
    const content = await listItems(deps.db, rows);
    return c.json({ content, totalResults: total, pageSize: params.size, pageNumber: params.page, numberOfElements: content.length });
  });

  // Decision 47: the pager follows the list parameters in the body; a NEW message becomes READ
  // when opened, except in read-only sessions.
  router.on("getCorrespondenceDetail", async (c) => {
    const principal = signedIn(c);
    const params = toListParams(validJson<SearchRequest>(c), principal.userId);
    const accountId = accountOf(principal);
    const found = await findMessage(deps.db, accountId, validPath<{ corrId: number }>(c).corrId);
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
    const criteria = toFilterCriteria(validJson<FilterCriteriaRequest>(c), signedIn(c).userId);
    if (!criteria.dates) {
      const today = localDay(deps.now());
      const lastDay = addDays(today, Math.ceil(EXPIRATION_PERIOD_S / 86400));
      criteria.dates = { date: "DUE_DATE", dateFrom: startOfDay(today), dateTo: endOfDay(lastDay) };
    }
    const content = await plainMessages(deps.db, await expiringMessages(deps.db, accountOf(signedIn(c)), criteria));
    return c.json({ count: content.length, content });
  });

  router.on("patchCorrespondence", async (c) => {
    const requested = toPatch(validJson<PatchOperation[]>(c));
    const principal = signedIn(c);
    const accountId = accountOf(principal);
    const message = await findMessage(deps.db, accountId, validPath<{ messageId: number }>(c).messageId);
    if (!message) throw Errors.notFound();
    await patchMessage(deps.db, accountId, message.id, await sharedInboxPatch(deps, principal, message, requested));
    return c.body(null, 204);
  });

  router.on("createCorrespondenceDraft", idempotent(deps, "createCorrespondenceDraft", (c) => createDraft(c, deps)));
  router.on("saveCorrespondenceDraft", (c) => saveDraft(c, deps));
  router.on("sendCorrespondenceDraft", idempotent(deps, "sendCorrespondenceDraft", (c) => sendDraft(c, deps)));
  router.on("deleteCorrespondenceDraft", (c) => deleteDraft(c, deps));

  registerSharedInboxRoutes(router, deps);
  registerFileRoutes(router, deps);
}
