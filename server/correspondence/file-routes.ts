/**
 * Correspondence files: attachment upload (the draft's whole list back, with each file's SHA-256
 * and page count, decision 86; idempotent), delete and downloads (decision 57), and the message
 * and reply PDFs (decision 58). Downloads carry `Content-Disposition` with an ASCII and a UTF-8
 * file name and the file's own content type where its bytes vouch for it (uploads.ts); with
 * `?inline=true` a PDF, PNG or JPEG comes inline, for the app's viewer (decision 87).
 */
import type { Context } from "hono";
import type { AppDeps } from "../http/context";
import { ApiError, Errors } from "../http/errors";
import { signedIn } from "../http/guards";
import { idempotent } from "../http/idempotency";
import { validPath, validQuery } from "../http/request-validation";
import type { OperationRouter } from "../http/router";
import { accountOf, languageOf } from "./access";
import {
  attachmentsOf,
  deleteAttachment,
  findAttachmentOwner,
  findMessageAttachment,
  findSubRowAttachment,
  insertDraftFileStatements,
} from "./attachments-repo";
import { correspondenceChange } from "./changes-log";
import { findMessage } from "./messages-repo";
import { messagePdf, subRowPdf } from "./pdf";
import { findSubRow, subRowOf } from "./sub-rows-repo";
import { acceptFiles, digestsOf, fileResponse, filesOf, readMultipart, servedAttachment } from "./uploads";
import { messageDetail } from "./views";

const alreadySent = () => new ApiError(409, "draft.already.sent");

function pdfName(prefix: string, number: string | null, id: number): string {
  return `${prefix}-${(number ?? String(id)).replace(/[^\p{L}\p{N}._-]+/gu, "-")}.pdf`;
}

/** A stored attachment with the type its bytes vouch for; inline only when asked and safe to render (decision 87). */
async function attachmentResponse(c: Context, file: { name: string; content: ArrayBuffer | Uint8Array }): Promise<Response> {
  const served = await servedAttachment(file.name, file.content);
  const asked = validQuery<{ inline?: boolean }>(c).inline === true;
  return fileResponse(c, file.name, file.content, served.type, asked && served.inline);
}

export function registerFileRoutes(router: OperationRouter, deps: AppDeps): void {
  router.on(
    "uploadDraftAttachments",
    idempotent(deps, "uploadDraftAttachments", async (c) => {
      const parts = await readMultipart(c);
      const files = filesOf(parts);
      if (files.length === 0) throw Errors.badRequest("required.field", { fields: { files: "required.field" } });
      const accepted = await acceptFiles(files, { digests: digestsOf(parts), alteredInTransit: c.get("uploadAltered") });
      const { id } = validPath<{ id: number }>(c);
      const accountId = accountOf(signedIn(c));
      const draft = await findSubRow(deps.db, accountId, id);
      if (!draft) throw Errors.notFound();
      if (draft.draft_status === "SENT") throw alreadySent();
      await deps.db.batch([...insertDraftFileStatements(draft.id, accepted), correspondenceChange(accountId, draft.message_id, "attachment")]);
      return c.json((await attachmentsOf(deps.db, "sub_row", [draft.id])).get(draft.id) ?? []);
    }),
  );

  router.on("deleteDraftAttachment", async (c) => {
    const { id } = validPath<{ id: number }>(c);
    const accountId = accountOf(signedIn(c));
    const owner = await findAttachmentOwner(deps.db, accountId, id);
    if (!owner) throw Errors.notFound();
    if (owner.draft_status === "SENT") throw alreadySent();
    const draft = await findSubRow(deps.db, accountId, owner.sub_row_id);
    await deleteAttachment(deps.db, id, draft ? [correspondenceChange(accountId, draft.message_id, "attachment")] : []);
    return c.body(null, 204);
  });

  router.on("downloadMessageAttachment", async (c) => {
    const { id } = validPath<{ id: number }>(c);
    const file = await findMessageAttachment(deps.db, accountOf(signedIn(c)), id);
    if (!file) throw Errors.notFound();
    return attachmentResponse(c, file);
  });

  router.on("downloadDraftAttachment", async (c) => {
    const id = validPath<{ attachmentId: number }>(c).attachmentId;
    const file = await findSubRowAttachment(deps.db, accountOf(signedIn(c)), id);
    if (!file) throw Errors.notFound();
    return attachmentResponse(c, file);
  });

  router.on("downloadCorrespondence", async (c) => {
    const id = validPath<{ corrId: number }>(c).corrId;
    const row = await findMessage(deps.db, accountOf(signedIn(c)), id);
    if (!row) throw Errors.notFound();
    const message = await messageDetail(deps.db, row, null);
    const pdf = await messagePdf(message, await languageOf(c, deps), new Date(deps.now()));
    return fileResponse(c, pdfName("correspondence", message.boCorrespondenceNumber, message.id), pdf, "application/pdf");
  });

  router.on("downloadCorrespondenceReply", async (c) => {
    const accountId = accountOf(signedIn(c));
    const id = validPath<{ corrId: number }>(c).corrId;
    const row = await findSubRow(deps.db, accountId, id);
    const parentRow = row ? await findMessage(deps.db, accountId, row.message_id) : undefined;
    if (!row || !parentRow) throw Errors.notFound();
    const parent = await messageDetail(deps.db, parentRow, null);
    const pdf = await subRowPdf(await subRowOf(deps.db, row), parent, await languageOf(c, deps), new Date(deps.now()));
    const prefix = row.draft_status === "SENT" ? "reply" : "draft";
    return fileResponse(c, pdfName(prefix, row.bo_correspondence_number, row.id), pdf, "application/pdf");
  });
}
