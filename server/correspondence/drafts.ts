/**
 * Reply drafts (decisions 53-56): create (201, or the existing DRAFT with 200), save (idempotent
 * PUT; 409 once sent), send (multipart: `draftResource` JSON part plus optional `files`; a SENT
 * draft answers 200 again) and delete. Bodies are sanitised to the reply tags before storing.
 * Order of checks: validation (400/413), not found (404), conflict (409).
 */
import type { Context } from "hono";
import type { AppDeps, AppEnv } from "../http/context";
import { ApiError, Errors } from "../http/errors";
import { signedIn } from "../http/guards";
import { validForm, validJson, validPath, validQuery } from "../http/request-validation";
import { formatLocalDateTime } from "../lib/local-date-time";
import { accountOf, authorOf } from "./access";
import { insertDraftFileStatements } from "./attachments-repo";
import { correspondenceChange } from "./changes-log";
import { isBlankHtml, sanitizeReplyBody } from "./html";
import { findMessage } from "./messages-repo";
import { findDraftOfMessage, findSubRow, replyNumber, subRowOf, type SubRowRow } from "./sub-rows-repo";
import { acceptFiles, digestsOf, filesOf, readMultipart } from "./uploads";

/** DraftResource as the contract validator accepted it (ids ≥ 1, body at most 20000 characters). */
interface DraftResource {
  id: number;
  messageId: number;
  body: string;
}

const alreadySent = () => new ApiError(409, "draft.already.sent");

/** The draft a resource names, within the account (404 when it names another message's draft). */
async function draftOf(deps: AppDeps, accountId: number, resource: DraftResource): Promise<SubRowRow> {
  const draft = await findSubRow(deps.db, accountId, resource.id);
  if (!draft || draft.message_id !== resource.messageId) throw Errors.notFound();
  return draft;
}

export async function createDraft(c: Context<AppEnv>, deps: AppDeps): Promise<Response> {
  const { messageId } = validQuery<{ messageId: number }>(c);
  const message = await findMessage(deps.db, accountOf(signedIn(c)), messageId);
  if (!message) throw Errors.notFound();
  const existing = await findDraftOfMessage(deps.db, messageId);
  if (existing) return c.json(await subRowOf(deps.db, existing), 200);
  try {
    await deps.db.batch([
      {
        sql: `INSERT INTO correspondence_sub_rows (message_id, draft_status, action_date, author, body) VALUES (?, 'DRAFT', ?, ?, '')`,
        args: [messageId, formatLocalDateTime(deps.now()), await authorOf(c, deps)],
      },
      correspondenceChange(message.account_id, messageId, "draft"),
    ]);
  } catch (err) {
    // Another request created it meanwhile: the unique index keeps one DRAFT per message.
    const raced = await findDraftOfMessage(deps.db, messageId);
    if (raced) return c.json(await subRowOf(deps.db, raced), 200);
    throw err;
  }
  const created = await findDraftOfMessage(deps.db, messageId);
  if (!created) throw new Error("draft vanished after insert");
  return c.json(await subRowOf(deps.db, created), 201);
}

export async function saveDraft(c: Context<AppEnv>, deps: AppDeps): Promise<Response> {
  const resource = validJson<DraftResource>(c);
  const accountId = accountOf(signedIn(c));
  const draft = await draftOf(deps, accountId, resource);
  if (draft.draft_status === "SENT") throw alreadySent();
  await deps.db.batch([
    {
      sql: `UPDATE correspondence_sub_rows SET body = ?, action_date = ?, author = ? WHERE id = ? AND draft_status = 'DRAFT'`,
      args: [sanitizeReplyBody(resource.body), formatLocalDateTime(deps.now()), await authorOf(c, deps), draft.id],
    },
    correspondenceChange(accountId, draft.message_id, "draft"),
  ]);
  const saved = await findSubRow(deps.db, accountOf(signedIn(c)), draft.id);
  if (!saved || saved.draft_status === "SENT") throw alreadySent();
  return c.json(await subRowOf(deps.db, saved), 200);
}

export async function sendDraft(c: Context<AppEnv>, deps: AppDeps): Promise<Response> {
  const resource = validForm<{ draftResource: DraftResource }>(c).draftResource;
  const parts = await readMultipart(c);
  const body = sanitizeReplyBody(resource.body);
  if (isBlankHtml(body)) throw Errors.badRequest("required.field", { fields: { body: "required.field" } });
  const files = await acceptFiles(filesOf(parts), { digests: digestsOf(parts), alteredInTransit: c.get("uploadAltered") });
  const accountId = accountOf(signedIn(c));
  const draft = await draftOf(deps, accountId, resource);
  if (draft.draft_status === "DRAFT") {
    const now = formatLocalDateTime(deps.now());
    await deps.db.batch([
      ...insertDraftFileStatements(draft.id, files),
      {
        sql: `UPDATE correspondence_sub_rows SET draft_status = 'SENT', body = ?, action_date = ?, author = ?,
                bo_correspondence_number = ? WHERE id = ? AND draft_status = 'DRAFT'`,
        args: [body, now, await authorOf(c, deps), replyNumber(draft.id, now), draft.id],
      },
      correspondenceChange(accountId, draft.message_id, "reply"),
    ]);
  }
  const sent = await findSubRow(deps.db, accountId, draft.id);
  if (!sent) throw Errors.notFound();
  return c.json(await subRowOf(deps.db, sent), 200);
}

export async function deleteDraft(c: Context<AppEnv>, deps: AppDeps): Promise<Response> {
  const accountId = accountOf(signedIn(c));
  const draft = await findSubRow(deps.db, accountId, validPath<{ draftId: number }>(c).draftId);
  if (!draft) throw Errors.notFound();
  if (draft.draft_status === "SENT") throw alreadySent();
  await deps.db.batch([
    { sql: "DELETE FROM correspondence_attachments WHERE sub_row_id = ?", args: [draft.id] },
    { sql: "DELETE FROM correspondence_sub_rows WHERE id = ? AND draft_status = 'DRAFT'", args: [draft.id] },
    correspondenceChange(accountId, draft.message_id, "draft"),
  ]);
  return c.body(null, 204);
}
