/**
 * The first page of a user's inbox as the slots of the prerendered inbox rows
 * (src/app/prerender/inbox-rows-template.tsx), for the HTML the server sends to a signed-in
 * `/correspondence` (server/http/signed-in-page.ts). The rows come from the same
 * query and views as the API's inbox search with the app's default list (page 0, 10 rows,
 * received date descending: src/features/correspondence/list-params.ts `toSearchRequest({})`),
 * for the account the API would read (a child reads its main account's letters). Dates are
 * formatted by the app's own formatting module (src/lib/format), labels come from the office's
 * literals; a row the server cannot show exactly as the app does makes the whole page null.
 */
import { hasAnyRole } from "../auth/roles";
import { literals } from "../content/data-files";
import type { Language } from "../content/globals";
import type { AppDeps, Principal } from "../http/context";
import { operationById } from "../http/operations";
import type { TemplateContext } from "../lib/html-template";
import { formatDateTime, formatDay } from "../../src/lib/format/dates";
import { accountOf } from "./access";
import { localDay } from "./dates";
import { toListParams } from "./list-params";
import { searchMessages } from "./messages-repo";
import type { CorrespondenceMessage } from "./types";
import { listItems } from "./views";

/** Who may read the inbox: the roles of the API's inbox search. */
const SEARCH_ROLES = operationById("searchCorrespondence").roles;

/** The app's first inbox request (no search params in the URL). */
const FIRST_PAGE = toListParams({ requestPage: 0, size: 10 });

type DueTone = "replied" | "overdue" | "pending" | "neutral";

/** The due date's colour, as the app decides it (src/features/correspondence/rules.ts `dueTone`). */
export function dueToneOf(message: Pick<CorrespondenceMessage, "dueDate" | "hasReply" | "requiresReply">, today: string): DueTone {
  if (!message.dueDate) return "neutral";
  if (message.hasReply) return "replied";
  if (message.dueDate.slice(0, 10) < today) return "overdue";
  return message.requiresReply ? "pending" : "neutral";
}

/**
 * The slots of the first inbox page of `principal` in `language`, or null when there is nothing
 * to show exactly (no correspondence role, an empty inbox, a label without a literal).
 */
export async function firstInboxPage(deps: AppDeps, principal: Principal, language: Language, readOnly: boolean): Promise<TemplateContext | null> {
  if (!hasAnyRole(principal.roles, SEARCH_ROLES)) return null;
  const { rows } = await searchMessages(deps.db, accountOf(principal), FIRST_PAGE);
  if (rows.length === 0) return null;
  const items = await listItems(deps.db, rows);
  const texts = literals(language);
  const today = localDay(deps.now());
  const views: TemplateContext[] = [];
  for (const { message, subRows } of items) {
    const statusLabel = texts[`correspondence.status.${message.messageStatus}`];
    const category = message.dossierType === null ? "" : texts[`dossier.type.${message.dossierType}`];
    if (statusLabel === undefined || category === undefined) return null;
    const tone = dueToneOf(message, today);
    views.push({
      id: message.id,
      subject: message.subject,
      status: message.messageStatus,
      statusLabel,
      // The app's card names a read letter's status not at all (ListStatus's ordinaryHidden).
      statusShown: message.messageStatus !== "READ",
      number: message.boCorrespondenceNumber ?? "",
      category,
      noCategory: message.dossierType === null,
      received: formatDay(message.receivedDate, language),
      receivedTitle: formatDateTime(message.receivedDate, language),
      attachment: message.hasAttachment,
      important: message.important,
      replies: subRows.length,
      due: message.dueDate !== null,
      dueDate: formatDateTime(message.dueDate, language),
      tone,
      [tone]: true,
    });
  }
  return { rows: views, readOnly };
}
