/**
 * Rules of the my-applications actions (spec 2 §4, §5, §6): the note length limit, who may use
 * which action, and the e-service types offered for an application.
 */
import type { Globals, Option, SessionUser } from "@/lib/api";
import type { ApplicationTab } from "@/lib/navigation/history-state";
import { hasCorrespondenceRole, isReadOnly } from "@/lib/session";
import type { ApplicationListItem } from "./api/schemas";

/** Over `note.max-length` characters the note cannot be saved (save disabled, notice shown). */
export function isNoteTooLong(note: string, maxLength: number): boolean {
  return note.length > maxLength;
}

/** Characters left before the limit (negative when over). */
export function noteCharactersLeft(note: string, maxLength: number): number {
  return maxLength - note.length;
}

/** Notes, duplicate and selection are disabled in impersonated (read-only) sessions. */
export function canChange(user: SessionUser): boolean {
  return !isReadOnly(user);
}

/** View correspondence: either correspondence role, never on the eservice tab. */
export function canViewCorrespondence(user: SessionUser, tab: ApplicationTab): boolean {
  return hasCorrespondenceRole(user) && tab !== "eservice";
}

/** Duplicate makes a new filing from a trademark or design application (not an e-service). */
export function canDuplicate(user: SessionUser, item: Pick<ApplicationListItem, "eserviceName">): boolean {
  return canChange(user) && !item.eserviceName;
}

/** E-services are started from trademark and design applications, not from the eservice tab. */
export function offersEservices(tab: ApplicationTab): boolean {
  return tab !== "eservice";
}

/** E-service types for an application's IP right (globals `eservice`). */
export function eserviceTypesFor(globals: Globals | undefined, ipRightType: string): Option[] {
  if (!globals) return [];
  return ipRightType === "design" ? globals.eservice.dsFilteringTypes : globals.eservice.tmFilteringTypes;
}
