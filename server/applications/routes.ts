/**
 * applications operations, part 1: the dashboard and tab lists, the polled counts and the list
 * export. Parts 2 and 3 (application actions and files, drafts) register from here too.
 */
import type { AppDeps } from "../http/context";
import { signedIn } from "../http/guards";
import { validJson, validPath } from "../http/request-validation";
import type { OperationRouter } from "../http/router";
import { registerApplicationActionRoutes } from "./action-routes";
import {
  APPLICATION_SORTABLE,
  countApplications,
  listApplications,
  toDashboardRow,
  toListItem,
  type ListTab,
} from "./applications-repo";
import { registerDraftRoutes } from "./draft-routes";
import { DEFAULT_APPLICATION_FIELDS, exportColumns, exportTable, pdfFile, xlsxFile } from "./exports";
import { fileResponse, PDF_TYPE, XLSX_TYPE } from "./file-response";
import { pageBody, parseCountRequest, parseListRequest, type EXPORT_TYPES, type ListDefaults, type ListRequestBody } from "./list-request";
import { scopeOf } from "./scope";
import { translator, userLanguage } from "./texts";

const DASHBOARD_LIST: ListDefaults = { size: 5, sortColumn: "id", sortType: "DESC", sortable: APPLICATION_SORTABLE };
const APPLICATION_LIST: ListDefaults = { size: 10, sortColumn: "applicationDate", sortType: "DESC", sortable: APPLICATION_SORTABLE };
/** The contract's {tab} of the lists and {applicationType} of their exports. */
type Tab = "all" | "trademark" | "design" | "eservice" | "WAITING_FOR_PAYMENT" | "WAITING_FOR_SIGNATURE";
type ExportTab = "all" | "trademark" | "design" | "eservice";

export function registerApplicationRoutes(router: OperationRouter, deps: AppDeps): void {
  router.on("listDashboardApplications", async (c) => {
    const principal = signedIn(c);
    const query = parseListRequest(validJson<ListRequestBody>(c), principal, DASHBOARD_LIST);
    const page = await listApplications(deps.db, scopeOf(principal), deps.now(), "homepage", query);
    return c.json(pageBody(page.rows.map(toDashboardRow), page.total, query), 200);
  });

  router.on("listApplications", async (c) => {
    const principal = signedIn(c);
    const { tab } = validPath<{ tab: Tab }>(c);
    const query = parseListRequest(validJson<ListRequestBody>(c), principal, APPLICATION_LIST);
    const page = await listApplications(deps.db, scopeOf(principal), deps.now(), tab, query);
    return c.json(pageBody(page.rows.map(toListItem), page.total, query), 200);
  });

  const count = (tab: ListTab) => router.on(
    tab === "homepage" ? "countDashboardApplications" : tab === "WAITING_FOR_PAYMENT" ? "countWaitingForPayment" : "countWaitingForSignature",
    async (c) => {
      const principal = signedIn(c);
      parseCountRequest(validJson<{ userId: number }>(c), principal);
      return c.json({ count: await countApplications(deps.db, scopeOf(principal), deps.now(), tab) }, 200);
    },
  );
  count("homepage");
  count("WAITING_FOR_PAYMENT");
  count("WAITING_FOR_SIGNATURE");

  router.on("exportApplications", async (c) => {
    const principal = signedIn(c);
    const { applicationType: tab, type } = validPath<{ applicationType: ExportTab; type: (typeof EXPORT_TYPES)[number] }>(c);
    const query = parseListRequest(validJson<ListRequestBody>(c), principal, APPLICATION_LIST);
    const now = deps.now();
    const { rows } = await listApplications(deps.db, scopeOf(principal), now, tab, query, false);
    const t = translator(await userLanguage(deps.db, principal.userId));
    const columns = exportColumns(query.columns, DEFAULT_APPLICATION_FIELDS, t);
    const table = exportTable(t("app.export.applications.title"), columns, rows.map(toListItem), t);
    return type === "excel"
      ? fileResponse(c, await xlsxFile(table, now), "applications.xlsx", XLSX_TYPE)
      : fileResponse(c, await pdfFile(table, t, now), "applications.pdf", PDF_TYPE);
  });

  registerApplicationActionRoutes(router, deps);
  registerDraftRoutes(router, deps);
}
