/**
 * The text offline search looks in: subject, numbers (correspondence, application,
 * registration), sender and the body text of the message and of its sent replies (a draft's
 * text is stored once, in its outbox entry or thread copy, never in search text), HTML tags
 * removed (the client's one `htmlToText`, src/lib/html/text.ts), folded by decision 82's rule
 * shared with the office's search (`src/lib/search/fold.ts`: case, accents and Lithuanian letters,
 * white space), so "zenkl" finds "ženklo" offline as online. Pure (no DOM), so it runs anywhere.
 */
import { htmlToText } from "@/lib/html/text";
import { foldForSearch } from "@/lib/search/fold";
import type { OfflineMessageRecord } from "@/lib/db";

/** The message fields offline reading needs (structural: the feature's schema type fits). */
export interface SearchableMessage {
  id: number;
  subject: string;
  senderFullNameAndEmail: string;
  body: string;
  receivedDate: string;
  applicationNumber: string | null;
  registrationNumber: string | null;
  boCorrespondenceNumber: string | null;
}

export function normalise(text: string): string {
  return foldForSearch(text);
}

/** Letters a folded text never holds (capitals, Latin letters with accents): a text stored before the rule. */
const UNFOLDED = /[A-Z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff]/;

/** A reply row as search reads it (`draftStatus` "DRAFT": the user's own unsent draft). */
export interface SearchableReply {
  /** Absent from a draft row whose text this copy does not keep. */
  body?: string;
  draftStatus?: string;
}

export function searchTextOf(item: { message: SearchableMessage; subRows: SearchableReply[] }): string {
  const { message } = item;
  const parts = [
    message.subject,
    message.boCorrespondenceNumber ?? "",
    message.applicationNumber ?? "",
    message.registrationNumber ?? "",
    message.senderFullNameAndEmail,
    htmlToText(message.body),
    ...item.subRows.filter((row) => row.draftStatus !== "DRAFT").map((row) => htmlToText(row.body ?? "")),
  ];
  return normalise(parts.join(" \u0000 "));
}

/** A stored search text as the rule folds it (one stored before the rule is folded here). */
export function foldedSearchText(searchText: string): string {
  return UNFOLDED.test(searchText) ? foldForSearch(searchText) : searchText;
}

/** Whether every word of the query occurs in the text (both normalised; a text stored before the rule is folded here). */
export function matchesQuery(searchText: string, terms: string[]): boolean {
  const text = foldedSearchText(searchText);
  for (const term of terms) if (!text.includes(term)) return false;
  return true;
}

export function queryTerms(query: string): string[] {
  return normalise(query).split(" ").filter(Boolean);
}

/** A stored letter with its search text, made from its message (the scan's, the index's). */
export type SearchTextRecord = Pick<OfflineMessageRecord, "key" | "userId" | "savedAt" | "receivedDate"> & { searchText: string };

/** A stored message's search text, or null for a record that holds no letter this version reads. */
export function textRecordOf(record: OfflineMessageRecord): SearchTextRecord | null {
  const item = record.value as Partial<{ message: SearchableMessage; subRows: SearchableReply[] }> | null;
  if (typeof item !== "object" || item === null || typeof item.message?.id !== "number") return null;
  const searchText = searchTextOf({ message: item.message, subRows: Array.isArray(item.subRows) ? item.subRows : [] });
  return { key: record.key, userId: record.userId, savedAt: record.savedAt, receivedDate: record.receivedDate, searchText };
}
