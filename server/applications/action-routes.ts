/**
 * applications operations, part 2: actions on one application (notes, duplicate, e-service
 * validation, deleteApplication) and its files (receipt, invoice, draft receipt; decisions 62-71).
 * Notes, receipts, duplicate and validation see only listed (visible) applications; the cart and
 * signature actions (delete, draft receipt, invoice) find rows by filing number without the delay.
 */
import { GLOBALS } from "../content/globals";
import type { AppDeps } from "../http/context";
import { ApiError, Errors } from "../http/errors";
import { signedIn } from "../http/guards";
import { validPath, validQuery } from "../http/request-validation";
import type { OperationRouter } from "../http/router";
import { deleteApplicationRow, findByNumber, findVisibleById } from "./applications-repo";
import { draftReceiptPdf, invoiceNumber, invoicePdf, receiptPdf } from "./documents";
import { displayNumber, validateEservice } from "./eservice-validation";
import { fileResponse, fileSafe, PDF_TYPE } from "./file-response";
import type { ApplicationType, IpRight } from "./list-request";
import { lockNote, saveNote } from "./notes";
import { scopeOf } from "./scope";
import { translator, userLanguage } from "./texts";

const AWAITING_ACTION = ["WAITING_FOR_PAYMENT", "WAITING_FOR_SIGNATURE"];

/** A positive integer path id, else null. */
export function registerApplicationActionRoutes(router: OperationRouter, deps: AppDeps): void {
  router.on("lockApplicationNote", (c) => lockNote(c, deps));
  router.on("saveApplicationNote", (c) => saveNote(c, deps));
  router.on("validateEservice", (c) => validateEservice(c, deps));

  // Decision 64: `{url}` of the e-filing form holding the copy; e-services cannot be duplicated.
  router.on("duplicateApplication", async (c) => {
    const scope = scopeOf(signedIn(c));
    const { applicationType, appId } = validPath<{ applicationType: ApplicationType; appId: number }>(c);
    const row = await findVisibleById(deps.db, scope, appId, deps.now());
    // {applicationType} names the item's kind, or its IP right (an e-service's), as a client may send.
    if (!row || (row.application_type !== applicationType && row.ip_right_type !== applicationType)) throw Errors.notFound();
    if (row.application_type === "eservice") {
      throw new ApiError(400, "invalid.application.selection", undefined, {
        invalidApplicationIds: [row.id],
        invalidApplicationNumbers: [displayNumber(row)],
        multiplicityError: false,
      });
    }
    const url = `${GLOBALS[row.ip_right_type].eFiling.url}?duplicate=${encodeURIComponent(row.number)}`;
    return c.json({ url }, 200);
  });

  // Decision 69: only applications waiting for payment or signature can be deleted.
  router.on("deleteApplication", async (c) => {
    const scope = scopeOf(signedIn(c));
    const row = await findByNumber(deps.db, scope, c.req.param("filingNumber") ?? "");
    if (!row) throw Errors.notFound();
    if (!AWAITING_ACTION.includes(row.status)) throw Errors.badRequest("delete.application.failed");
    await deleteApplicationRow(deps.db, row.id);
    return c.body(null, 204);
  });

  router.on("downloadApplicationReceipt", async (c) => {
    const principal = signedIn(c);
    const { ipRightType, applicationType } = validQuery<{ ipRightType?: IpRight; applicationType?: ApplicationType }>(c);
    const now = deps.now();
    const row = await findByNumber(deps.db, scopeOf(principal), c.req.param("appNumber") ?? "", now);
    const mismatch = row && ((ipRightType && row.ip_right_type !== ipRightType) || (applicationType && row.application_type !== applicationType));
    if (!row || mismatch) throw Errors.notFound("application.receipt.fetch.failed");
    const t = translator(await userLanguage(deps.db, principal.userId));
    return fileResponse(c, await receiptPdf(row, t, now), `receipt-${fileSafe(row.number)}.pdf`, PDF_TYPE);
  });

  // Decision 70: the draft receipt of a cart or signature row.
  router.on("downloadDraftReceipt", async (c) => {
    const principal = signedIn(c);
    const row = await findByNumber(deps.db, scopeOf(principal), c.req.param("filingNumber") ?? "");
    if (!row || !AWAITING_ACTION.includes(row.status)) throw Errors.notFound("application.pdf.failed.fetching");
    const t = translator(await userLanguage(deps.db, principal.userId));
    return fileResponse(c, await draftReceiptPdf(row, t, deps.now()), `draft-receipt-${fileSafe(row.number)}.pdf`, PDF_TYPE);
  });

  // Decision 71: the invoice of a paid application.
  router.on("downloadApplicationInvoice", async (c) => {
    const principal = signedIn(c);
    const row = await findByNumber(deps.db, scopeOf(principal), c.req.param("filingNumber") ?? "");
    if (!row || row.paid_at === null || row.fees === null) throw Errors.notFound("payment.invoice.failed");
    const t = translator(await userLanguage(deps.db, principal.userId));
    return fileResponse(c, await invoicePdf(row, t, deps.now()), `invoice-${fileSafe(invoiceNumber(row))}.pdf`, PDF_TYPE);
  });
}
