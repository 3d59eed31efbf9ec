/** The SessionUser of GET /auth/me (every field; userName and username both). */
import { findAccountDetails, findAddress, isProfileCompleted } from "../account/account-repo";
import { mainAccountHasApplications } from "../applications/applications-repo";
import { formatLocalDateTime } from "../lib/local-date-time";
import type { AppDeps, SessionState } from "../http/context";
import type { Role, UserType } from "./roles";
import { findUserById, mainAccountId } from "./users-repo";

export interface SessionUser {
  userId: number;
  parentUserId: number | null;
  userName: string;
  username: string;
  fullName: string;
  email: string;
  userType: UserType;
  personType: "Applicant" | "Representative";
  authorities: Role[];
  impersonatedUser: boolean;
  language: string;
  accountProfileCompleted: boolean;
  newUsernameRequested: string | null;
  lastLogin: string | null;
  failedLoginNumber: number;
  hasApplications: boolean;
}

function joinName(...parts: (string | null)[]): string {
  return parts.filter((p): p is string => !!p && p.trim() !== "").join(" ");
}

/** The session user, or null when the session is anonymous. */
export async function buildSessionUser(deps: AppDeps, session: SessionState): Promise<SessionUser | null> {
  const principal = session.principal;
  if (!principal) return null;
  const user = await findUserById(deps.db, principal.userId);
  if (!user) return null;
  const mainId = mainAccountId(user);
  const details = await findAccountDetails(deps.db, mainId);
  const legalAddress = await findAddress(deps.db, mainId, "LEGAL");
  const fullName =
    user.user_type === "CHILD" ? joinName(user.first_name, user.last_name) : joinName(details?.first_name ?? null, details?.sur_name ?? null);
  return {
    userId: user.id,
    parentUserId: user.parent_id,
    userName: user.username,
    username: user.username,
    fullName: fullName || user.username,
    email: user.email,
    userType: user.user_type,
    personType: details?.person_type ?? "Applicant",
    authorities: principal.roles,
    impersonatedUser: session.record.impersonated,
    language: user.language,
    accountProfileCompleted: isProfileCompleted(details, legalAddress),
    newUsernameRequested: user.new_username_requested,
    lastLogin: session.record.prevLoginAt === null ? null : formatLocalDateTime(session.record.prevLoginAt),
    failedLoginNumber: session.record.prevFailedLogins,
    hasApplications: await mainAccountHasApplications(deps.db, mainId),
  };
}
