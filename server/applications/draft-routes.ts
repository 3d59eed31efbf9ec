/**
 * applications operations, part 3: draft applications (decisions 66, 67). The list and export
 * take a drafts tab (trademark, design, eservice); delete, resume, lock and unlock find the draft
 * by `{appId}` alone. A draft locked by another user refuses delete, resume and lock with 403
 * `draft.locked`; unlock is allowed to the holder and to administrators of the main account.
 */
import type { Context } from "hono";
import { GLOBALS } from "../content/globals";
import type { AppDeps, AppEnv } from "../http/context";
import { ApiError, Errors } from "../http/errors";
import { signedIn } from "../http/guards";
import { validJson, validPath } from "../http/request-validation";
import type { OperationRouter } from "../http/router";
import { deleteDraft, DRAFT_SORTABLE, findDraft, listDrafts, setDraftLock, toDraftItem, type DraftRow } from "./drafts-repo";
import { DEFAULT_DRAFT_FIELDS, exportColumns, exportTable, pdfFile, xlsxFile } from "./exports";
import { fileResponse, PDF_TYPE, XLSX_TYPE } from "./file-response";
import { pageBody, parseListRequest, type ApplicationType, type EXPORT_TYPES, type ListDefaults, type ListRequestBody } from "./list-request";
import { scopeOf, type Scope } from "./scope";
import { translator, userLanguage } from "./texts";

const DRAFT_LIST: ListDefaults = { size: 10, sortColumn: "lastModifiedDate", sortType: "DESC", sortable: DRAFT_SORTABLE };

function lockedByOther(row: DraftRow, scope: Scope): boolean {
  return row.lock_user_id !== null && row.lock_user_id !== scope.userId;
}

function draftLocked(row: DraftRow): ApiError {
  return new ApiError(403, "draft.locked", { username: row.lock_username ?? "" });
}

async function draftOf(c: Context<AppEnv>, deps: AppDeps): Promise<{ scope: Scope; row: DraftRow }> {
  const scope = scopeOf(signedIn(c));
  const row = await findDraft(deps.db, scope, validPath<{ appId: number }>(c).appId);
  if (!row) throw Errors.notFound();
  return { scope, row };
}

/** The external form that holds a draft: the e-filing form, or the e-service's form. */
function resumeUrl(row: DraftRow): string | null {
  if (row.application_type !== "eservice") return `${GLOBALS[row.ip_right_type].eFiling.url}?draft=${row.id}`;
  const form = GLOBALS[row.ip_right_type].eservices.find((e) => e.key === row.form_type);
  return form ? `${form.url}?draft=${row.id}` : null;
}

export function registerDraftRoutes(router: OperationRouter, deps: AppDeps): void {
  router.on("listDraftApplications", async (c) => {
    const principal = signedIn(c);
    const { tab } = validPath<{ tab: ApplicationType }>(c);
    const query = parseListRequest(validJson<ListRequestBody>(c), principal, DRAFT_LIST);
    const page = await listDrafts(deps.db, scopeOf(principal), tab, query);
    return c.json(pageBody(page.rows.map(toDraftItem), page.total, query), 200);
  });

  router.on("exportDraftApplications", async (c) => {
    const principal = signedIn(c);
    const { applicationType: tab, type } = validPath<{ applicationType: ApplicationType; type: (typeof EXPORT_TYPES)[number] }>(c);
    const query = parseListRequest(validJson<ListRequestBody>(c), principal, DRAFT_LIST);
    const now = deps.now();
    const { rows } = await listDrafts(deps.db, scopeOf(principal), tab, query, false);
    const t = translator(await userLanguage(deps.db, principal.userId));
    const columns = exportColumns(query.columns, DEFAULT_DRAFT_FIELDS, t);
    const table = exportTable(t("app.export.drafts.title"), columns, rows.map(toDraftItem), t);
    return type === "excel"
      ? fileResponse(c, await xlsxFile(table, now), "drafts.xlsx", XLSX_TYPE)
      : fileResponse(c, await pdfFile(table, t, now), "drafts.pdf", PDF_TYPE);
  });

  router.on("deleteDraftApplication", async (c) => {
    const { scope, row } = await draftOf(c, deps);
    if (lockedByOther(row, scope)) throw draftLocked(row);
    await deleteDraft(deps.db, row.id);
    return c.body(null, 204);
  });

  router.on("resumeDraftApplication", async (c) => {
    const { scope, row } = await draftOf(c, deps);
    if (lockedByOther(row, scope)) throw draftLocked(row);
    return c.json({ url: resumeUrl(row) }, 200);
  });

  router.on("lockDraftApplication", async (c) => {
    const { scope, row } = await draftOf(c, deps);
    if (lockedByOther(row, scope)) throw draftLocked(row);
    await setDraftLock(deps.db, row.id, scope.userId);
    return c.body(null, 204);
  });

  router.on("unlockDraftApplication", async (c) => {
    const { scope, row } = await draftOf(c, deps);
    if (lockedByOther(row, scope) && !scope.administrator) throw draftLocked(row);
    await setDraftLock(deps.db, row.id, null);
    return c.body(null, 204);
  });
}
