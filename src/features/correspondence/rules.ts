/**
 * Pure rules of the correspondence screens (spec 2 §3-§5): due-date colour, attachment size,
 * who may reply, and what Reply does.
 */
import type { SessionUser } from "@/lib/api";
import { hasRole, isReadOnly } from "@/lib/session";
import type { CorrespondenceMessage, SubRow } from "./api/schemas";
import { formatFileSize as formatSize } from "@/lib/format";
import { dayOf } from "./dates";

/**
 * Due-date colour (spec 2 §4): green with a tick once replied, red when the due day is before
 * today, amber while a reply is required, neutral otherwise (no due date or no reply needed).
 */
export type DueTone = "replied" | "overdue" | "pending" | "neutral";

export function dueTone(message: Pick<CorrespondenceMessage, "dueDate" | "hasReply" | "requiresReply">, today: string): DueTone {
  if (!message.dueDate) return "neutral";
  if (message.hasReply) return "replied";
  if (dayOf(message.dueDate) < today) return "overdue";
  return message.requiresReply ? "pending" : "neutral";
}

/** Size of an attachment: KB below 1000 KB, otherwise MB, one decimal (spec 2 §3), in the interface language. */
export function formatFileSize(bytes: number, language?: string): string {
  return formatSize(bytes, language);
}

/** Title of a reply's panel: reply - category - application number (the parts there are). */
export function draftTitle(replyWord: string, categoryLabel: string, applicationNumber: string | null): string {
  return [replyWord, categoryLabel, applicationNumber].filter(Boolean).join(" - ");
}

/** Allowed attachment types, case-insensitive (globals `correspondence.attachmentTypes`). */
export function hasAllowedType(fileName: string, allowedTypes: readonly string[]): boolean {
  const dot = fileName.lastIndexOf(".");
  if (dot <= 0 || dot === fileName.length - 1) return false;
  const extension = fileName.slice(dot + 1).toUpperCase();
  return allowedTypes.some((type) => type.toUpperCase() === extension);
}

/**
 * Read-only for correspondence: impersonated sessions, and users without the read-write role
 * (spec 2 §6: read-only users cannot reply or delete drafts).
 */
export function isCorrespondenceReadOnly(user: SessionUser): boolean {
  return isReadOnly(user) || !hasRole(user, "ROLE_CORRESPONDENCE_READ_WRITE");
}

/** Why Reply is not offered: an impersonated (read-only) session, or a user without the read-write role. */
export type ReplyRefusal = "read-only-session" | "no-write-role";

/**
 * Decision 44 (contradiction 1): Reply is offered on a message of either direction whenever the
 * session may write and the user holds ROLE_CORRESPONDENCE_READ_WRITE; otherwise the reason.
 */
export function replyRefusal(user: SessionUser): ReplyRefusal | null {
  if (isReadOnly(user)) return "read-only-session";
  return hasRole(user, "ROLE_CORRESPONDENCE_READ_WRITE") ? null : "no-write-role";
}

/** Reply is allowed on both directions when the session may write (decision 44). */
export function canReply(user: SessionUser): boolean {
  return replyRefusal(user) === null;
}

/**
 * What Reply does (spec 2 §4): an existing draft opens; replies but no draft ask first whether
 * to reply again; no replies at all create a draft directly.
 */
export type ReplyStep = { kind: "open"; draftId: number } | { kind: "confirm" } | { kind: "create" };

export function replyStep(subRows: readonly SubRow[]): ReplyStep {
  const draft = subRows.find((row) => row.draftStatus === "DRAFT");
  if (draft) return { kind: "open", draftId: draft.id };
  return subRows.some((row) => row.draftStatus === "SENT") ? { kind: "confirm" } : { kind: "create" };
}
