/**
 * payments operations (decisions 73-80): the cart, online payment (an order for the sandbox
 * provider), submit without payment, the advance bank payment, the history and its invoices, the
 * signature list and the start of signing (a URL of the sandbox signing page, as text/plain).
 * Roles and read-only refusals come from the router's guard (http/operations.ts).
 */
import { fileResponse, PDF_TYPE } from "../applications/file-response";
import { isOneOf, type SortType } from "../applications/list-request";
import { findByNumber } from "../applications/applications-repo";
import { scopeOf } from "../applications/scope";
import { translator, userLanguage } from "../applications/texts";
import type { AppDeps } from "../http/context";
import { ApiError, Errors } from "../http/errors";
import { signedIn } from "../http/guards";
import { readJsonObject, readJsonObjectOrEmpty, type JsonObject } from "../http/request-body";
import { validJson, validPath } from "../http/request-validation";
import type { OperationRouter } from "../http/router";
import { withQueryParameter } from "../http/same-origin";
import { payInAdvance } from "./advance-payment";
import {
  CART_SORT_COLUMNS,
  changeStatus,
  dayOf,
  listAwaiting,
  selectFromCart,
  SIGNATURE_SORT_COLUMNS,
  today,
  toCartRow,
  toSignatureRow,
} from "./cart-repo";
import { createOrder, createSigningRequest } from "./external-steps";
import { findPayment, HISTORY_SORT_COLUMNS, itemsOf, searchPayments, toHistoryItem, type HistoryQuery } from "./history-repo";
import { hasInvoice, paymentInvoiceNumber, paymentInvoicePdf } from "./invoice";
import { checkEmail, checkText, FieldErrors } from "./validation";

const SORT_TYPES = ["ASC", "DESC"] as const;

function invalidFormat(): never {
  throw Errors.badRequest("invalid.format");
}

function sortOf<T extends string>(body: JsonObject, columnField: string, columns: readonly T[]): { column: T; sortType: SortType } {
  const column = body[columnField];
  const sortType = body.sortType;
  if (!isOneOf(columns, column) || !isOneOf(SORT_TYPES, sortType)) invalidFormat();
  return { column, sortType };
}

/** PaymentHistoryRequest as the contract validator accepted it. */
interface HistoryRequestBody {
  requestPage: number;
  size: number;
  sort?: string;
  sortType?: SortType;
  filterCriteria?: { ipRightTypes?: HistoryQuery["ipRightTypes"] };
  search?: string;
}

function parseHistoryRequest(body: HistoryRequestBody): HistoryQuery {
  const sort = body.sort ?? "PAYMENT_DATE";
  // The SQL of a sort comes from own keys of the table only.
  if (!Object.hasOwn(HISTORY_SORT_COLUMNS, sort)) invalidFormat();
  return {
    page: body.requestPage,
    size: body.size,
    sort: sort as keyof typeof HISTORY_SORT_COLUMNS,
    sortType: body.sortType ?? "DESC",
    ipRightTypes: body.filterCriteria?.ipRightTypes ?? [],
    search: (body.search ?? "").trim().toLocaleLowerCase(),
  };
}

function selectionError(invalidIds: number[], invalidNumbers: string[]): ApiError {
  return new ApiError(400, "invalid.application.selection", undefined, {
    invalidApplicationIds: invalidIds,
    invalidApplicationNumbers: invalidNumbers,
    multiplicityError: false,
  });
}

export function registerPaymentRoutes(router: OperationRouter, deps: AppDeps): void {
  router.on("getShoppingCart", async (c) => {
    const scope = scopeOf(signedIn(c));
    const { column, sortType } = sortOf(await readJsonObject(c), "sort", Object.keys(CART_SORT_COLUMNS) as (keyof typeof CART_SORT_COLUMNS)[]);
    const rows = await listAwaiting(deps.db, scope, deps.now(), "WAITING_FOR_PAYMENT", CART_SORT_COLUMNS[column], sortType);
    return c.json(rows.map(toCartRow), 200);
  });

  // Decision 75: an order for the (sandbox) payment provider; the client posts `data` to the URL.
  router.on("payOnline", async (c) => {
    const scope = scopeOf(signedIn(c));
    const body = await readJsonObjectOrEmpty(c);
    const errors = new FieldErrors();
    const raw = body.filingNumbers;
    const numbers = Array.isArray(raw) ? [...new Set(raw.filter((n): n is string => typeof n === "string" && n.trim() !== ""))] : [];
    if (numbers.length === 0) errors.add("filingNumbers", "required.field");
    const reference = checkText(errors, "reference", body.reference, false);
    const additionalEmail = checkEmail(errors, "additionalEmail", body.additionalEmail);
    errors.throwIfAny();
    const now = deps.now();
    const selection = await selectFromCart(deps.db, scope, now, numbers);
    if (selection.invalidNumbers.length > 0) throw selectionError(selection.invalidIds, selection.invalidNumbers);
    if (selection.rows.some((row) => row.last_submit_date !== null && dayOf(row.last_submit_date) < today(now))) {
      throw Errors.badRequest("pay.application.overdue.warning");
    }
    // No payment provider configured (production without IPO_PAYMENT_PROVIDER_URL): the contract's 500.
    const provider = deps.config.external.paymentProvider;
    if (!provider) throw new ApiError(500, "something.went.wrong");
    const token = await createOrder(deps.db, scope, selection.rows, reference, additionalEmail, now);
    return c.json({ redirectToPaymentPlatformUrl: provider, paymentData: token }, 200);
  });

  // Decision 77: only designs waiting for payment may go ahead unpaid.
  router.on("submitWithoutPayment", async (c) => {
    const scope = scopeOf(signedIn(c));
    const now = deps.now();
    const row = await findByNumber(deps.db, scope, c.req.param("filingNumber") ?? "", now);
    if (!row) throw Errors.notFound();
    if (row.application_type !== "design" || row.status !== "WAITING_FOR_PAYMENT") throw Errors.badRequest("action.not.allowed");
    await deps.db.batch(changeStatus([row.id], "SUBMITTED", now));
    return c.body(null, 204);
  });

  router.on("payInAdvance", (c) => payInAdvance(c, deps));

  router.on("searchPaymentHistory", async (c) => {
    const scope = scopeOf(signedIn(c));
    const query = parseHistoryRequest(validJson<HistoryRequestBody>(c));
    const { rows, total } = await searchPayments(deps.db, scope, query);
    const items = await itemsOf(deps.db, rows.map((r) => r.id));
    const content = rows.map((row) => toHistoryItem(row, items.get(row.id) ?? []));
    return c.json({ content, totalResults: total, pageSize: query.size, pageNumber: query.page, numberOfElements: content.length }, 200);
  });

  router.on("downloadPaymentInvoice", async (c) => {
    const principal = signedIn(c);
    const payment = await findPayment(deps.db, scopeOf(principal), validPath<{ paymentId: number }>(c).paymentId);
    if (!payment || !hasInvoice(payment)) throw Errors.notFound("payment.invoice.historical.applications.failure");
    const items = (await itemsOf(deps.db, [payment.id])).get(payment.id) ?? [];
    const t = translator(await userLanguage(deps.db, principal.userId));
    const pdf = await paymentInvoicePdf(payment, items, t, deps.now());
    return fileResponse(c, pdf, `${paymentInvoiceNumber(payment)}.pdf`, PDF_TYPE);
  });

  router.on("listSignatures", async (c) => {
    const scope = scopeOf(signedIn(c));
    const keys = Object.keys(SIGNATURE_SORT_COLUMNS) as (keyof typeof SIGNATURE_SORT_COLUMNS)[];
    const { column, sortType } = sortOf(await readJsonObject(c), "sortColumn", keys);
    const rows = await listAwaiting(deps.db, scope, deps.now(), "WAITING_FOR_SIGNATURE", SIGNATURE_SORT_COLUMNS[column], sortType);
    return c.json(rows.map(toSignatureRow), 200);
  });

  // Decision 80: the URL of the (sandbox) signing service, as text/plain.
  router.on("signApplication", async (c) => {
    const scope = scopeOf(signedIn(c));
    const now = deps.now();
    const row = await findByNumber(deps.db, scope, c.req.param("filingNumber") ?? "", now);
    if (!row) throw Errors.notFound();
    if (row.status !== "WAITING_FOR_SIGNATURE") throw Errors.badRequest("action.not.allowed");
    // No signing service configured (production without IPO_SIGNING_URL): the contract's 500.
    const signing = deps.config.external.signing;
    if (!signing) throw new ApiError(500, "something.went.wrong");
    const token = await createSigningRequest(deps.db, scope, row, now);
    return c.text(withQueryParameter(signing, "token", token), 200);
  });
}
